package org.rallyworkbench.editor.scenario.approve;

import java.io.IOException;
import java.util.Collection;
import javax.swing.event.UndoableEditEvent;
import javax.swing.event.UndoableEditListener;
import javax.swing.text.AbstractDocument;
import javax.swing.text.BadLocationException;
import javax.swing.text.StyledDocument;
import javax.swing.undo.UndoableEdit;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.UndoRedo;
import org.openide.cookies.EditorCookie;
import org.openide.loaders.DataObject;
import org.openide.text.CloneableEditorSupport;
import org.openide.text.NbDocument;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.scenario.ScenarioRun;
import org.rallyworkbench.editor.scenario.replay.RobotPose;

/**
 * Applies {@link Approval} to a scenario's Source document as one atomic user edit, so the Source view's Undo
 * takes it back in one step. Refuses when the text changed since the run.
 */
@Messages({
    "MSG_ChangedSinceRun=The scenario changed since it was run. Run it again, then approve.",
    "MSG_NothingToApprove=The scenario passed and already ends with an expectation: nothing to approve."
})
public final class ApproveInEditor {

    private ApproveInEditor() {
    }

    /** Returns whether the document changed; {@code editorUndo} is the Source view's. Event thread. */
    public static boolean approve(DataObject dob, UndoRedo editorUndo, ScenarioRun run,
            Collection<RobotPose> finalPoses) {
        EditorCookie editor = dob.getLookup().lookup(EditorCookie.class);
        if (editor == null) {
            return false;
        }
        try {
            StyledDocument doc = editor.openDocument();
            String current = doc.getText(0, doc.getLength());
            if (!current.equals(run.text())) {
                tell(Bundle.MSG_ChangedSinceRun());
                return false;
            }
            String approved = Approval.approve(current, run.spec(), run.verdict(), finalPoses);
            if (approved.equals(current)) {
                tell(Bundle.MSG_NothingToApprove());
                return false;
            }
            replace(doc, editorUndo, current, approved);
            return true;
        } catch (IOException | BadLocationException e) {
            tell(e.getMessage());
            return false;
        }
    }

    /** Replaces only the part that differs (common prefix and suffix kept), in one atomic user edit. */
    private static void replace(StyledDocument doc, UndoRedo editorUndo, String from, String to) throws BadLocationException {
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
        // the editor's undo manager folds everything between these marks into one undoable edit
        tellUndoManager(doc, editorUndo, CloneableEditorSupport.BEGIN_COMMIT_GROUP);
        try {
            NbDocument.runAtomicAsUser(doc, () -> {
                try {
                    doc.remove(start, removed);
                    doc.insertString(start, inserted, null);
                } catch (BadLocationException e) {
                    failure[0] = e;
                }
            });
        } finally {
            tellUndoManager(doc, editorUndo, CloneableEditorSupport.END_COMMIT_GROUP);
        }
        if (failure[0] != null) {
            throw failure[0];
        }
    }

    /**
     * Sends a commit-group mark to the undo manager of the editor: to the document's undo listeners, or, for a
     * document that does not expose them, to the open editor window's {@link UndoRedo.Manager}.
     */
    private static void tellUndoManager(StyledDocument doc, UndoRedo editorUndo, UndoableEdit mark) {
        UndoableEditEvent event = new UndoableEditEvent(doc, mark);
        if (doc instanceof AbstractDocument abstractDoc && abstractDoc.getUndoableEditListeners().length > 0) {
            for (UndoableEditListener l : abstractDoc.getUndoableEditListeners()) {
                l.undoableEditHappened(event);
            }
        } else if (editorUndo instanceof UndoRedo.Manager manager) {
            manager.undoableEditHappened(event);
        }
    }

    private static void tell(String message) {
        DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(message, NotifyDescriptor.INFORMATION_MESSAGE));
    }
}
