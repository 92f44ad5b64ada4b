package org.rallyworkbench.editor.board.file;

import java.awt.EventQueue;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.filesystems.FileChangeAdapter;
import org.openide.filesystems.FileEvent;
import org.openide.util.NbBundle.Messages;

/**
 * Notices when another program changes an open board's file. An unmodified board simply takes the new
 * content; a modified one asks first, since reloading throws the user's changes away.
 */
@Messages({
    "# {0} - file name",
    "MSG_ChangedOutside={0} was changed by another program, and has unsaved changes here.\nReload it and lose those changes?"
})
final class ExternalChangeWatcher extends FileChangeAdapter {

    private final BoardDataObject dataObject;

    ExternalChangeWatcher(BoardDataObject dataObject) {
        this.dataObject = dataObject;
    }

    @Override
    public void fileChanged(FileEvent fe) {
        EventQueue.invokeLater(this::check);
    }

    private void check() {
        if (dataObject.fileIsOurs()) {
            return;
        }
        String text = dataObject.readText();
        if (!dataObject.model().isModified() || askReload()) {
            dataObject.load(text);
        }
    }

    private boolean askReload() {
        NotifyDescriptor.Confirmation ask = new NotifyDescriptor.Confirmation(
                Bundle.MSG_ChangedOutside(dataObject.getPrimaryFile().getNameExt()), NotifyDescriptor.YES_NO_OPTION);
        return DialogDisplayer.getDefault().notify(ask) == NotifyDescriptor.YES_OPTION;
    }
}
