package org.rallyworkbench.editor.text;

import javax.swing.event.UndoableEditEvent;
import javax.swing.event.UndoableEditListener;
import javax.swing.text.AbstractDocument;
import javax.swing.text.BadLocationException;
import javax.swing.text.Document;
import javax.swing.text.StyledDocument;
import javax.swing.undo.CompoundEdit;
import javax.swing.undo.UndoableEdit;
import org.openide.awt.UndoRedo;
import org.openide.text.CloneableEditorSupport;
import org.openide.text.NbDocument;

/**
 * Replaces a stretch of a document's text as one undoable edit, whether the replacement removes and inserts or
 * only one of the two: a NetBeans editor document inside a commit group of its undo manager (which folds the
 * group into one edit), a plain Swing document by handing its undo listeners one compound edit.
 */
public final class UndoableReplace {

    private UndoableReplace() {
    }

    /** For a NetBeans editor document whose undo manager is {@code undo}. */
    public static void inCommitGroup(StyledDocument doc, UndoRedo undo, int start, int length, String text)
            throws BadLocationException {
        BadLocationException[] failure = new BadLocationException[1];
        mark(doc, undo, CloneableEditorSupport.BEGIN_COMMIT_GROUP);
        try {
            NbDocument.runAtomicAsUser(doc, () -> {
                try {
                    removeAndInsert(doc, start, length, text);
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

    /** For a plain Swing document: its undo listeners receive one compound edit instead of a remove and an insert. */
    public static void asCompoundEdit(Document doc, int start, int length, String text) throws BadLocationException {
        if (!(doc instanceof AbstractDocument document)) {
            removeAndInsert(doc, start, length, text);
            return;
        }
        UndoableEdit edit = captured(document, start, length, text);
        if (edit.isSignificant()) {
            for (UndoableEditListener l : document.getUndoableEditListeners()) {
                l.undoableEditHappened(new UndoableEditEvent(doc, edit));
            }
        }
    }

    /**
     * For a plain Swing document: the replacement as one edit, handed back instead of to the document's undo
     * listeners (for a history that records it as part of a step of its own).
     */
    public static UndoableEdit captured(AbstractDocument document, int start, int length, String text)
            throws BadLocationException {
        UndoableEditListener[] listeners = document.getUndoableEditListeners();
        CompoundEdit compound = new CompoundEdit();
        UndoableEditListener collect = e -> compound.addEdit(e.getEdit());
        for (UndoableEditListener l : listeners) {
            document.removeUndoableEditListener(l);
        }
        document.addUndoableEditListener(collect);
        try {
            removeAndInsert(document, start, length, text);
        } finally {
            document.removeUndoableEditListener(collect);
            for (UndoableEditListener l : listeners) {
                document.addUndoableEditListener(l);
            }
            compound.end();
        }
        return compound;
    }

    /** Replaces {@code length} characters at {@code start} by {@code text}, as the document's own edits. */
    public static void removeAndInsert(Document doc, int start, int length, String text) throws BadLocationException {
        if (length > 0) {
            doc.remove(start, length);
        }
        if (!text.isEmpty()) {
            doc.insertString(start, text, null);
        }
    }

    private static void mark(StyledDocument doc, UndoRedo undo, UndoableEdit mark) {
        if (undo instanceof UndoRedo.Manager manager) {
            manager.undoableEditHappened(new UndoableEditEvent(doc, mark));
        }
    }
}
