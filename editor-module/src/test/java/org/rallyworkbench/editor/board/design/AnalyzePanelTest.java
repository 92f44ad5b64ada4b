package org.rallyworkbench.editor.board.design;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Analyze Board panel in the real Design view on an X display ({@link AnalyzeFocusDriver} with a screenshot
 * path): on Gearbox Press, the board is wholly in view beside the panel (put, or fitted to the narrower view); Close, the fairness verdict, the
 * win-share chart, the summary and the robots' placement all show inside a 1000×700 window; clicking start 3 on
 * the board shows its robot's paths without painting the tile, a second click the chances again. The screenshot
 * is left in {@code target/analyze-panel.png}.
 */
class AnalyzePanelTest {

    @Test
    void thePanelIsInReachBesideAWhollyShownBoardAndAStartClickShowsItsPaths(@TempDir Path dir) throws Exception {
        Path file = DriverJvm.copy(AnalyzePanelTest.class, "/org/rallyworkbench/editor/samples/gearbox-press.board.xml",
                dir);
        Path shot = Path.of("target", "analyze-panel.png").toAbsolutePath();
        DriverJvm.runOrFail(dir, AnalyzeFocusDriver.class, 120, "the analysis panel is not as it should be",
                file.toString(), shot.toString());
    }
}
