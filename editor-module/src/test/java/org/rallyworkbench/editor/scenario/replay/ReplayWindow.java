package org.rallyworkbench.editor.scenario.replay;

import java.awt.Component;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioRuns;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;
import org.rallyworkbench.editor.scenario.run.ViewFrame;

/** What the Replay GUI drivers share: a scenario file's real Replay view in a frame, with its last run loaded. */
final class ReplayWindow {

    private ReplayWindow() {
    }

    /** The scenario file as its DataObject. */
    static ScenarioDataObject open(Path path) throws Exception {
        return ViewFrame.open(path, ScenarioDataObject.class);
    }

    /** Runs the scenario, shows its Replay view (with toolbar) in a frame at the screen's corner. */
    static ReplayElement show(ScenarioDataObject dob, Path file, int width, int height) throws Exception {
        String text = Files.readString(file);
        return ViewFrame.show(() -> new ReplayElement(Lookups.fixed(dob)), "Replay", width, height, true,
                e -> dob.getLookup().lookup(ScenarioRuns.class).set(ScenarioFixtures.run(text, file.getParent())));
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
