package org.rallyworkbench.editor.text.completion;

import javax.swing.text.BadLocationException;
import javax.swing.text.Document;

/**
 * How a chosen completion goes into the text: as one undoable edit of the view it is in, the same as typing
 * there. Each Source view says how (see {@link org.rallyworkbench.editor.text.UndoableReplace}).
 */
@FunctionalInterface
public interface TextReplacement {

    void replace(Document doc, int start, int length, String text) throws BadLocationException;
}
