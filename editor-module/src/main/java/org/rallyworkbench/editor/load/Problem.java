package org.rallyworkbench.editor.load;

/** One problem found in a board file, located the way compilers report them. */
public record Problem(String file, int line, int column, String message) {

    /** {@code FILE:LINE:COLUMN: message}, the form FORMATS.md gives for every tool. */
    @Override
    public String toString() {
        return file + ":" + line + ":" + column + ": " + message;
    }
}
