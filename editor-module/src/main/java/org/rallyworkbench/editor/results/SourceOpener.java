package org.rallyworkbench.editor.results;

import java.io.File;
import java.nio.file.Path;
import org.openide.cookies.LineCookie;
import org.openide.cookies.OpenCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.loaders.DataObjectNotFoundException;
import org.openide.text.Line;

/** Opens a scenario file in its editor at a line (1-based), through the NetBeans Line API. */
public final class SourceOpener {

    private SourceOpener() {
    }

    public static void open(Path file, int line) {
        FileObject fo = FileUtil.toFileObject(FileUtil.normalizeFile(new File(file.toString())));
        if (fo == null) {
            return;
        }
        try {
            DataObject dob = DataObject.find(fo);
            LineCookie lines = dob.getLookup().lookup(LineCookie.class);
            if (lines != null && line > 0) {
                Line.Set set = lines.getLineSet();
                int index = Math.min(line - 1, Math.max(0, set.getLines().size() - 1));
                set.getCurrent(index).show(Line.ShowOpenType.OPEN, Line.ShowVisibilityType.FOCUS);
                return;
            }
            OpenCookie open = dob.getLookup().lookup(OpenCookie.class);
            if (open != null) {
                open.open();
            }
        } catch (DataObjectNotFoundException | IndexOutOfBoundsException e) {
            // the file is gone: nothing to open
        }
    }
}
