package org.rallyworkbench.editor.scenario.replay;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.openide.filesystems.FileUtil;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioRuns;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;

/** What the Replay GUI drivers share: a scenario file's real Replay view in a frame, with its last run loaded. */
final class ReplayWindow {

    private ReplayWindow() {
    }

    /** The scenario file as its DataObject: no masterfs on a flat class path, so a local file system stands in. */
    static ScenarioDataObject open(Path path) throws Exception {
        File file = FileUtil.normalizeFile(path.toAbsolutePath().toFile());
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(file.getParentFile());
        return (ScenarioDataObject) DataObject.find(fs.findResource(file.getName()));
    }

    /** Runs the scenario, shows its Replay view (with toolbar) in a frame at the screen's corner. */
    static ReplayElement show(ScenarioDataObject dob, Path file, int width, int height) throws Exception {
        String text = Files.readString(file);
        AtomicReference<ReplayElement> element = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            ReplayElement e = new ReplayElement(Lookups.fixed(dob));
            JPanel content = new JPanel(new BorderLayout());
            content.add(e.getToolbarRepresentation(), BorderLayout.NORTH);
            content.add(e, BorderLayout.CENTER);
            JFrame frame = new JFrame("Replay");
            frame.setContentPane(content);
            frame.setSize(width, height);
            frame.setLocation(0, 0);
            frame.setVisible(true);
            e.componentOpened();
            e.componentShowing();
            dob.getLookup().lookup(ScenarioRuns.class).set(ScenarioFixtures.run(text, file.getParent()));
            element.set(e);
        });
        return element.get();
    }

    /** A picture of the component as it paints now, written to {@code png}. */
    static void picture(Component c, Path png) throws Exception {
        AtomicReference<BufferedImage> image = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            Component root = SwingUtilities.getRoot(c);
            Component what = root instanceof JFrame f ? f.getContentPane() : c;
            BufferedImage img = new BufferedImage(what.getWidth(), what.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            what.paint(g);
            g.dispose();
            image.set(img);
        });
        Files.createDirectories(png.toAbsolutePath().getParent());
        ImageIO.write(image.get(), "png", png.toFile());
    }
}
