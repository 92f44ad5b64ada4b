package org.rallyworkbench.editor.scenario.replay;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.editor.board.design.DriverJvm;

/**
 * The Replay's side panel follows the step in the real view, driven by mouse clicks on an X display
 * ({@link ReplayPanelsDriver}, in its own JVM, as the editor's other GUI tests are).
 */
class ReplayPanelsGuiTest {

    @Test
    void cardsEventsAndOptionsFollowTheStep(@TempDir Path dir) throws Exception {
        Path file = DriverJvm.copy(ReplayPanelsGuiTest.class, "crossfire.scenario.xml", dir);
        Path picture = dir.resolve("replay.png");
        DriverJvm.runOrFail(dir, ReplayPanelsDriver.class, 90, "the Replay's panel did not follow",
                file.toString(), picture.toString());
        assertTrue(Files.size(picture) > 10_000, "a picture of the view was written");
    }
}
