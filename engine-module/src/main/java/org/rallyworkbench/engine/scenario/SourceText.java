package org.rallyworkbench.engine.scenario;

/** Line and column (1-based, as the XML reader reports them) to offsets in a text. */
public final class SourceText {

    private SourceText() {
    }

    /** The offset of {@code line:column}; the reader's column points just past the start tag, so callers search back. */
    public static int offset(String text, int line, int column) {
        int offset = 0;
        for (int l = 1; l < line && offset >= 0; l++) {
            offset = text.indexOf('\n', offset);
            offset = offset < 0 ? -1 : offset + 1;
        }
        if (offset < 0) {
            return text.length();
        }
        return Math.min(text.length(), offset + Math.max(0, column - 1));
    }
}
