package org.rallyworkbench.editor.board.design;

import java.awt.BorderLayout;
import java.io.File;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.openide.filesystems.FileUtil;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.board.file.BoardDataObject;

/** What the GUI drivers share: a board file opened as its DataObject, and its real Design view in a frame. */
final class DesignWindow {

    private DesignWindow() {
    }

    /** The board file as a BoardDataObject: no masterfs on a flat class path, so a local file system stands in. */
    static BoardDataObject open(String path) throws Exception {
        File file = FileUtil.normalizeFile(new File(path));
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(file.getParentFile());
        return (BoardDataObject) DataObject.find(fs.findResource(file.getName()));
    }

    /** Shows the Design view of {@code dob} in a frame at the screen's corner, opened as the window system would. */
    static BoardDesignElement show(BoardDataObject dob, String title, int width, int height, boolean withToolbar)
            throws Exception {
        AtomicReference<BoardDesignElement> element = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            BoardDesignElement e = new BoardDesignElement(Lookups.fixed(dob));
            JPanel content = new JPanel(new BorderLayout());
            if (withToolbar) {
                content.add(e.getToolbarRepresentation(), BorderLayout.NORTH);
            }
            content.add(e, BorderLayout.CENTER);
            JFrame frame = new JFrame(title);
            frame.setContentPane(content);
            frame.setSize(width, height);
            frame.setLocation(0, 0);
            frame.setVisible(true);
            e.componentOpened();
            e.componentShowing();
            element.set(e);
        });
        return element.get();
    }
}
