package org.rallyworkbench.engine.model;

import java.util.Objects;

/**
 * One thing wrong with a file, where it is. {@link #toString()} is the form every tool prints:
 * {@code FILE:LINE:COLUMN: message}. Line and column are 1-based; 0 when unknown (e.g. a missing file).
 */
public record Problem(String file, int line, int column, String message) {

    public Problem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
    }

    public static Problem at(SourceLocation where, String message) {
        return new Problem(where.file(), where.line(), where.column(), message);
    }

    public SourceLocation location() {
        return new SourceLocation(file, line, column);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + column + ": " + message;
    }
}
