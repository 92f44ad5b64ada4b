package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.cookies.OpenCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.loaders.DataObjectNotFoundException;
import org.openide.util.NbBundle.Messages;

/** Opens board files in their editor; a file that cannot be opened gets a message, not a stack trace. */
@Messages({
    "# {0} - file path",
    "MSG_NoSuchFile=There is no file {0}.",
    "# {0} - file path",
    "MSG_CannotOpen={0} cannot be opened as a board."
})
public final class BoardOpener {

    private static final Logger LOG = Logger.getLogger(BoardOpener.class.getName());

    private BoardOpener() {
    }

    /** Must run on the event thread. */
    public static void open(File file) {
        File normal = FileUtil.normalizeFile(file);
        FileObject fo = normal.isFile() ? FileUtil.toFileObject(normal) : null;
        if (fo == null) {
            tell(Bundle.MSG_NoSuchFile(normal.getPath()));
            return;
        }
        open(fo);
    }

    public static void open(FileObject fo) {
        try {
            OpenCookie open = DataObject.find(fo).getLookup().lookup(OpenCookie.class);
            if (open == null) {
                tell(Bundle.MSG_CannotOpen(FileUtil.getFileDisplayName(fo)));
                return;
            }
            open.open();
            java.io.File file = FileUtil.toFile(fo);
            if (file != null) {
                RecentBoards.get().opened(file);
            }
        } catch (DataObjectNotFoundException e) {
            LOG.log(Level.INFO, null, e);
            tell(Bundle.MSG_CannotOpen(FileUtil.getFileDisplayName(fo)));
        }
    }

    private static void tell(String message) {
        DialogDisplayer.getDefault().notifyLater(new NotifyDescriptor.Message(message, NotifyDescriptor.WARNING_MESSAGE));
    }
}
