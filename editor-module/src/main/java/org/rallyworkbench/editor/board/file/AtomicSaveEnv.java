package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import org.openide.filesystems.FileLock;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.MultiDataObject;
import org.openide.text.DataEditorSupport;

/**
 * The link of an {@link XmlFileSupport} (a board's or a scenario's editor support) to its file. Saving writes into
 * an {@link AtomicSaveStream} instead of over the file in place; files that are not on disk (memory file systems)
 * are written the NetBeans way.
 */
final class AtomicSaveEnv extends DataEditorSupport.Env {

    private static final long serialVersionUID = 1L;

    AtomicSaveEnv(MultiDataObject dob) {
        super(dob);
    }

    @Override
    protected FileObject getFile() {
        return getDataObject().getPrimaryFile();
    }

    @Override
    protected FileLock takeLock() throws IOException {
        return ((MultiDataObject) getDataObject()).getPrimaryEntry().takeLock();
    }

    @Override
    public OutputStream outputStream() throws IOException {
        FileObject fo = getFile();
        File file = FileUtil.toFile(fo);
        if (file == null) {
            return super.outputStream();
        }
        // the refresh runs inside the editor support's save action, so it is not taken for an outside change
        return new AtomicSaveStream(file.toPath(), () -> {
            fo.refresh();
            SaveNotice.saved(file.toPath());
        });
    }
}
