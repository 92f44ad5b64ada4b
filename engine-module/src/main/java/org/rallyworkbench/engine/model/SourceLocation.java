package org.rallyworkbench.engine.model;

/** Where something was written: a file (as given by the user), a 1-based line and column. */
public record SourceLocation(String file, int line, int column) {

    public static final SourceLocation UNKNOWN = new SourceLocation("", 0, 0);

    /** {@code FILE:LINE:COLUMN}, the prefix of every reported problem. */
    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
