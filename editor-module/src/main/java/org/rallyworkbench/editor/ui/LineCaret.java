package org.rallyworkbench.editor.ui;

import javax.swing.text.Document;
import javax.swing.text.Element;

/**
 * A view whose text can take the caret to a line and column (in its lookup): where the Issues window's Go to Line
 * goes in a view that is not on a NetBeans editor support (the board's Source view).
 */
@FunctionalInterface
public interface LineCaret {

    /** Puts the caret on {@code line} (1-based) at {@code column} (1-based; 0 for the line's start) and focuses the text. */
    void placeCaret(int line, int column);

    /**
     * The offset of {@code line} and {@code column} (as {@link #placeCaret}) in {@code text}: a line past the end is
     * the last line, a column past the line's end is its end.
     */
    static int offset(Document text, int line, int column) {
        Element lines = text.getDefaultRootElement();
        Element l = lines.getElement(Math.max(0, Math.min(line - 1, lines.getElementCount() - 1)));
        int lineEnd = Math.max(l.getStartOffset(), Math.min(l.getEndOffset() - 1, text.getLength()));
        return Math.min(l.getStartOffset() + Math.max(0, column - 1), lineEnd);
    }
}
