package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Analyze Board panel in the real Design view on an X display ({@link AnalyzeFocusDriver} with a screenshot
 * path): on Gearbox Press, the board stays where it was when the panel comes; Close, the fairness verdict, the
 * win-share chart, the summary and the robots' placement all show inside a 1000×700 window; clicking start 3 on
 * the board shows its robot's paths without painting the tile, a second click the chances again. The screenshot
 * is left in {@code target/analyze-panel.png}.
 */
class AnalyzePanelTest {

    @Test
    void thePanelIsInReachBesideAStillBoardAndAStartClickShowsItsPaths(@TempDir Path dir) throws Exception {
        Optional<Display> display = Display.find();
        assumeTrue(display.isPresent(), "GUI test skipped: no DISPLAY set and no Xvfb on the PATH");
        Path file = dir.resolve("gearbox-press.board.xml");
        try (var in = AnalyzePanelTest.class.getResourceAsStream("/org/rallyworkbench/editor/samples/gearbox-press.board.xml")) {
            Files.copy(in, file);
        }
        Path log = dir.resolve("driver.log");
        Path shot = Path.of("target", "analyze-panel.png").toAbsolutePath();
        try (Display d = display.get()) {
            boolean ok = DriverJvm.succeeded(DriverJvm.start(d, log, List.of(), AnalyzeFocusDriver.class,
                    file.toString(), shot.toString()), 120);
            String output = Files.readString(log);
            System.out.print(output);
            assertTrue(ok, "the analysis panel is not as it should be:\n" + output);
        }
    }
}
