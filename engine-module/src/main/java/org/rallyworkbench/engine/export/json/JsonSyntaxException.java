package org.rallyworkbench.engine.export.json;

/** The text is not JSON; says where (1-based line and column) and why. */
final class JsonSyntaxException extends Exception {

    private final int line;
    private final int column;

    public JsonSyntaxException(int line, int column, String message) {
        super(message);
        this.line = line;
        this.column = column;
    }

    public int line() { return line; }

    public int column() { return column; }
}
