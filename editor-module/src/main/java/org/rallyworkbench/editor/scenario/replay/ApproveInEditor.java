package org.rallyworkbench.editor.scenario.replay;

import java.io.IOException;
import java.util.stream.Collectors;
import javax.swing.text.BadLocationException;
import javax.swing.text.StyledDocument;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.UndoRedo;
import org.openide.cookies.EditorCookie;
import org.openide.loaders.DataObject;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.editor.scenario.results.TestResultsTopComponent;
import org.rallyworkbench.editor.text.DocumentEdit;
import org.rallyworkbench.engine.scenario.Approval;
import org.rallyworkbench.engine.scenario.ScenarioException;
import org.rallyworkbench.engine.scenario.ScriptError;

/**
 * Applies the engine's {@link Approval} (the same as {@code rally run --record}'s) to a scenario's Source document as one atomic user edit, so the Source view's Undo
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
    public static boolean approve(DataObject dob, UndoRedo editorUndo, ScenarioRun run) {
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
            String approved = Approval.approve(current, run.spec());
            if (approved.equals(current)) {
                tell(Bundle.MSG_NothingToApprove());
                return false;
            }
            DocumentEdit.replace(doc, editorUndo, current, approved);
            java.io.File file = org.openide.filesystems.FileUtil.toFile(dob.getPrimaryFile());
            if (file != null) {
                TestResultsTopComponent.fileChanged(file.toPath());     // its result no longer says what the file does
            }
            return true;
        } catch (ScenarioException e) {
            tell(e.errors().stream().map(ScriptError::toString).collect(Collectors.joining("\n")));
            return false;
        } catch (IOException | BadLocationException e) {
            tell(e.getMessage());
            return false;
        }
    }

    private static void tell(String message) {
        DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(message, NotifyDescriptor.INFORMATION_MESSAGE));
    }
}
