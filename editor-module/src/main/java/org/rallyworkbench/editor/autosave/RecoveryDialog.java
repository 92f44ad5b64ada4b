package org.rallyworkbench.editor.autosave;

import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.util.NbBundle.Messages;

/** The question after a crash: Recover the autosaved changes of a board, or Discard them. */
@Messages({
    "LBL_RecoverTitle=Recover Unsaved Changes",
    "# {0} - file name",
    "# {1} - the file's folder",
    "MSG_Recover=<html><b>{0}</b> in {1} has unsaved changes from a session that did not end normally.<br>"
            + "Recover them? (They open as unsaved changes; the file on disk stays as it is until you save.)",
    "BTN_Recover=Recover",
    "BTN_Discard=Discard"
})
public final class RecoveryDialog implements AutosaveRecovery.Prompt {

    @Override
    public AutosaveRecovery.Choice ask(String fileName) {
        return ask(fileName, "");
    }

    /** The question, naming the file and its folder (HTML-escaped: names may hold {@code <} or {@code &}). */
    static String message(String fileName, String folder) {
        String where = folder.isEmpty() ? "" : escape(folder);
        String text = Bundle.MSG_Recover(escape(fileName), where);
        return folder.isEmpty() ? text.replace("</b> in  has", "</b> has") : text;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    @Override
    public AutosaveRecovery.Choice ask(String fileName, String folder) {
        String recover = Bundle.BTN_Recover();
        NotifyDescriptor d = new NotifyDescriptor(message(fileName, folder), Bundle.LBL_RecoverTitle(),
                NotifyDescriptor.DEFAULT_OPTION, NotifyDescriptor.QUESTION_MESSAGE,
                new Object[] {recover, Bundle.BTN_Discard()}, recover);
        Object answer = DialogDisplayer.getDefault().notify(d);
        if (recover.equals(answer)) {
            return AutosaveRecovery.Choice.RECOVER;
        }
        return Bundle.BTN_Discard().equals(answer) ? AutosaveRecovery.Choice.DISCARD : AutosaveRecovery.Choice.LATER;
    }
}
