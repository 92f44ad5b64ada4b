package org.rallyworkbench.editor.scenario.run;

import java.awt.BorderLayout;
import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.openide.filesystems.FileUtil;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.rallyworkbench.editor.ui.ViewElement;

/**
 * What the GUI drivers share, whatever view they drive: a file opened as its DataObject, and a real view
 * in a frame at the screen's corner, opened and showing as the window system would have it.
 */
public final class ViewFrame {

    private ViewFrame() {
    }

    /** The file as its DataObject: no masterfs on a flat class path, so a local file system stands in. */
    public static <T extends DataObject> T open(Path path, Class<T> type) throws Exception {
        File file = FileUtil.normalizeFile(path.toAbsolutePath().toFile());
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(file.getParentFile());
        return type.cast(DataObject.find(fs.findResource(file.getName())));
    }

    /**
     * Makes the view on the event thread and shows it (with its toolbar above it when asked) in a frame of that
     * size at the screen's corner; then opens it and shows it, and runs {@code shown} on it, still on the event
     * thread.
     */
    public static <V extends ViewElement> V show(Supplier<V> view, String title, int width, int height,
            boolean withToolbar, Consumer<V> shown) throws Exception {
        AtomicReference<V> made = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            V v = view.get();
            JPanel content = new JPanel(new BorderLayout());
            if (withToolbar) {
                content.add(v.getToolbarRepresentation(), BorderLayout.NORTH);
            }
            content.add(v, BorderLayout.CENTER);
            JFrame frame = new JFrame(title);
            frame.setContentPane(content);
            frame.setSize(width, height);
            frame.setLocation(0, 0);
            frame.setVisible(true);
            v.componentOpened();
            v.componentShowing();
            shown.accept(v);
            made.set(v);
        });
        return made.get();
    }
}
