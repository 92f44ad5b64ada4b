package org.rallyworkbench.engine.director;

/** A game-state or submissions file that cannot be used; the message starts with {@code FILE:LINE:COLUMN:}. */
public final class DirectorFileException extends Exception {

    private static final long serialVersionUID = 1L;

    public DirectorFileException(String message) {
        super(message);
    }

    public DirectorFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
