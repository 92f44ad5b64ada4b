package org.rallyworkbench.editor.text;

import javax.swing.event.DocumentEvent;
import javax.swing.event.UndoableEditEvent;
import javax.swing.text.AttributeSet;
import javax.swing.text.BadLocationException;
import javax.swing.text.PlainDocument;

/**
 * A plain text document whose undo history is kept as a text editor user expects: a run of typing (or of
 * Backspace or Delete) is one undoable edit, as in the NetBeans editor, instead of one edit a character. Its
 * undo listeners receive {@link TypingEdit}s, which an undo manager merges while the run goes on.
 */
public final class TypingDocument extends PlainDocument {

    private static final long serialVersionUID = 1L;

    private String changedText = "";    // the text the change being reported inserted or removed

    @Override
    protected void insertUpdate(DefaultDocumentEvent change, AttributeSet attr) {
        changedText = textOf(change);      // already in the document
        super.insertUpdate(change, attr);
    }

    @Override
    protected void removeUpdate(DefaultDocumentEvent change) {
        changedText = textOf(change);      // still in the document
        super.removeUpdate(change);
    }

    @Override
    protected void fireUndoableEditUpdate(UndoableEditEvent e) {
        if (!(e.getEdit() instanceof DefaultDocumentEvent change)) {
            super.fireUndoableEditUpdate(e);
            return;
        }
        TypingEdit.Kind kind = change.getType() == DocumentEvent.EventType.REMOVE
                ? TypingEdit.Kind.REMOVAL : TypingEdit.Kind.INSERTION;
        TypingEdit edit = new TypingEdit(change, kind, change.getOffset(), changedText);
        super.fireUndoableEditUpdate(new UndoableEditEvent(e.getSource(), edit));
    }

    private String textOf(DefaultDocumentEvent change) {
        try {
            return getText(change.getOffset(), change.getLength());
        } catch (BadLocationException e) {
            return "";
        }
    }
}
