package org.rallyworkbench.editor.scenario.edit;

import javax.swing.event.UndoableEditEvent;
import javax.swing.text.BadLocationException;
import javax.swing.text.StyledDocument;
import javax.swing.undo.UndoableEdit;
import org.openide.awt.UndoRedo;
import org.openide.text.CloneableEditorSupport;
import org.openide.text.NbDocument;

/**
 * Puts a new text into an editor document as one undoable edit: only the part that differs is replaced, inside a
 * commit group of the editor's undo manager, so one Undo takes the whole change back.
 */
public final class DocumentEdit {

    private DocumentEdit() {
    }

    public static void replace(StyledDocument doc, UndoRedo undo, String from, String to) throws BadLocationException {
        int prefix = 0;
        while (prefix < from.length() && prefix < to.length() && from.charAt(prefix) == to.charAt(prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < from.length() - prefix && suffix < to.length() - prefix
                && from.charAt(from.length() - 1 - suffix) == to.charAt(to.length() - 1 - suffix)) {
            suffix++;
        }
        int start = prefix;
        int removed = from.length() - prefix - suffix;
        String inserted = to.substring(prefix, to.length() - suffix);
        BadLocationException[] failure = new BadLocationException[1];
        mark(doc, undo, CloneableEditorSupport.BEGIN_COMMIT_GROUP);
        try {
            NbDocument.runAtomicAsUser(doc, () -> {
                try {
                    if (removed > 0) {
                        doc.remove(start, removed);
                    }
                    if (!inserted.isEmpty()) {
                        doc.insertString(start, inserted, null);
                    }
                } catch (BadLocationException e) {
                    failure[0] = e;
                }
            });
        } finally {
            mark(doc, undo, CloneableEditorSupport.END_COMMIT_GROUP);
        }
        if (failure[0] != null) {
            throw failure[0];
        }
    }

    private static void mark(StyledDocument doc, UndoRedo undo, UndoableEdit mark) {
        if (undo instanceof UndoRedo.Manager manager) {
            manager.undoableEditHappened(new UndoableEditEvent(doc, mark));
        }
    }
}
