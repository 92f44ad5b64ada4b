package org.rallyworkbench.editor.board.file;

import java.nio.file.Files;
import java.nio.file.Path;
import org.openide.awt.StatusDisplayer;
import org.openide.util.NbBundle.Messages;

/** The status bar's word after a save: the file saved, and the backup the previous version went to. */
@Messages({
    "# {0} - file name", "# {1} - backup file name",
    "MSG_SavedWithBackup=Saved {0} (the previous version is in {1})",
    "# {0} - file name", "MSG_Saved=Saved {0}"
})
public final class SaveNotice {

    private SaveNotice() {
    }

    /** Says in the status bar that {@code file} was saved (by {@link AtomicFileWriter}). */
    public static void saved(Path file) {
        StatusDisplayer.getDefault().setStatusText(text(file));
    }

    static String text(Path file) {
        Path backup = AtomicFileWriter.backupOf(file);
        return Files.exists(backup)
                ? Bundle.MSG_SavedWithBackup(file.getFileName(), backup.getFileName())
                : Bundle.MSG_Saved(file.getFileName());
    }
}
