package org.rallyworkbench.editor.scenario.results;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import javax.swing.AbstractButton;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import org.openide.nodes.Node;
import org.rallyworkbench.editor.scenario.run.GuiSteps;

/**
 * Run by {@link TestResultsGuiTest} in its own JVM on an X display: the Test Results window in a frame runs a
 * folder of two sub-folders; it must show a node per folder with durations, Failed Only (clicked) must leave the
 * failed one alone, a changed file's result must say it is out of date, and Run Again (clicked) must clear that.
 * Prints a line per check; exit code 0 when all hold. A picture goes to the second argument.
 */
public record TestResultsDriver(GuiSteps steps, TestResultsTopComponent results) {

    public static void main(String[] args) throws Exception {
        AtomicReference<TestResultsTopComponent> window = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            TestResultsTopComponent tc = new TestResultsTopComponent();
            JFrame frame = new JFrame("Test Results");
            frame.setContentPane(tc);
            frame.setSize(900, 420);
            frame.setLocation(0, 0);
            frame.setVisible(true);
            window.set(tc);
        });
        GuiSteps.runAndExit(steps -> new TestResultsDriver(steps, window.get()).run(Path.of(args[0]),
                Path.of(args[1])));
    }

    private void run(Path suite, Path picture) throws Exception {
        GuiSteps.closeStrayDialogs();
        GuiSteps.onEdt(() -> {
            results.run("suite/", List.of(suite));
            return null;
        });
        GuiSteps.waitUntil("the suite ran", () -> !results.busy() && results.entries().size() == 3);
        steps.check("a node per folder, with counts and time", true, () -> {
            List<String> names = top();
            return names.size() == 2 && names.get(0).startsWith("suite/a — 2 passed, 0 failed, 0 invalid · ")
                    && names.get(1).startsWith("suite/b — 0 passed, 1 failed, 0 invalid · ");
        });
        steps.check("each result with its time", true, () -> inner().stream().allMatch(n -> n.matches(".* · (\\d+ ms|\\d+\\.\\d s)")));
        steps.check("the summary has the total", true, () -> results.summaryText().matches("suite/: 2 passed, 1 failed, 0 invalid in (\\d+ ms|\\d+\\.\\d s)"));
        picture(picture);
        AbstractButton failedOnly = GuiSteps.find(results, AbstractButton.class, b -> "Failed Only".equals(b.getText()));
        steps.click(failedOnly, () -> top().size() == 1);
        steps.check("Failed Only leaves the failed folder alone", 1, () -> top().size());
        steps.check("with the failed result only", 1, () -> inner().size());
        steps.click(failedOnly, () -> top().size() == 2);
        steps.check("and clicked again shows all", 2, () -> top().size());
        Path failing = suite.resolve("b/failing.scenario.xml");
        Files.writeString(failing, Files.readString(failing) + "<!-- edited -->\n");
        GuiSteps.onEdt(() -> {
            results.model().changed(failing);     // what the window's file listener does (no masterfs here)
            results.refreshForTests();
            return null;
        });
        steps.check("the edited file's result is out of date", true,
                () -> inner().stream().anyMatch(n -> n.startsWith("FAIL b/failing") && n.contains("out of date")));
        steps.check("the summary counts it", true, () -> results.summaryText().endsWith("; 1 out of date"));
        picture(picture.resolveSibling("out-of-date-" + picture.getFileName()));
        AbstractButton again = GuiSteps.find(results, AbstractButton.class, b -> "Run Again".equals(b.getText()));
        steps.click(again, () -> results.busy() || inner().stream().noneMatch(n -> n.contains("out of date")));
        GuiSteps.waitUntil("the suite ran again", () -> !results.busy() && results.entries().size() == 3);
        steps.check("Run Again makes it current", true, () -> inner().stream().noneMatch(n -> n.contains("out of date")));
    }

    private List<String> top() {
        List<String> out = new ArrayList<>();
        for (Node n : results.getExplorerManager().getRootContext().getChildren().getNodes(true)) {
            out.add(n.getDisplayName());
        }
        return out;
    }

    private List<String> inner() {
        List<String> out = new ArrayList<>();
        for (Node n : results.getExplorerManager().getRootContext().getChildren().getNodes(true)) {
            for (Node r : n.getChildren().getNodes(true)) {
                out.add(r.getDisplayName());
            }
        }
        return out;
    }

    private void picture(Path png) throws Exception {
        Thread.sleep(500);
        BufferedImage img = GuiSteps.onEdt(() -> {
            BufferedImage i = new BufferedImage(results.getWidth(), results.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = i.createGraphics();
            results.paint(g);
            g.dispose();
            return i;
        });
        ImageIO.write(img, "png", png.toFile());
    }
}
