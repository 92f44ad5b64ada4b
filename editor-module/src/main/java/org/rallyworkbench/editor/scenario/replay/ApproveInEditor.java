package org.rallyworkbench.editor.scenario.replay;

import java.util.stream.Collectors;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.UndoRedo;
import org.openide.loaders.DataObject;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.scenario.design.TextEdits;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.editor.scenario.results.TestResultsTopComponent;
import org.rallyworkbench.engine.scenario.Approval;
import org.rallyworkbench.engine.scenario.ScenarioException;
import org.rallyworkbench.engine.scenario.ScriptError;

/**
 * Applies the engine's {@link Approval} (the same as {@code rally run --record}'s) to a scenario's Source document
 * as one edit through {@link TextEdits}, so the Source view's Undo takes it back in one step. Refuses when the text
 * changed since the run.
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
        boolean changed = TextEdits.apply(dob, editorUndo, text -> approved(text, run), ApproveInEditor::tell);
        java.io.File file = org.openide.filesystems.FileUtil.toFile(dob.getPrimaryFile());
        if (changed && file != null) {
            TestResultsTopComponent.fileChanged(file.toPath());     // its result no longer says what the file does
        }
        return changed;
    }

    /** {@code text} approved; refused (with the reason for the user) unless it is the text that ran. */
    private static String approved(String text, ScenarioRun run) {
        if (!text.equals(run.text())) {
            throw new IllegalArgumentException(Bundle.MSG_ChangedSinceRun());
        }
        String approved;
        try {
            approved = Approval.approve(text, run.spec());
        } catch (ScenarioException e) {
            throw new IllegalArgumentException(e.errors().stream().map(ScriptError::toString)
                    .collect(Collectors.joining("\n")), e);
        }
        if (approved.equals(text)) {
            throw new IllegalArgumentException(Bundle.MSG_NothingToApprove());
        }
        return approved;
    }

    private static void tell(String message) {
        DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(message, NotifyDescriptor.INFORMATION_MESSAGE));
    }
}
