package org.rallyworkbench.editor.scenario.replay;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.editor.board.design.Display;
import org.rallyworkbench.editor.board.design.DriverJvm;

/**
 * The Replay's side panel follows the step in the real view, driven by mouse clicks on an X display
 * ({@link ReplayPanelsDriver}, in its own JVM, as the editor's other GUI tests are).
 */
class ReplayPanelsGuiTest {

    @Test
    void cardsEventsAndOptionsFollowTheStep(@TempDir Path dir) throws Exception {
        Optional<Display> display = Display.find();
        assumeTrue(display.isPresent(), "GUI test skipped: no DISPLAY set and no Xvfb on the PATH");
        Path file = dir.resolve("crossfire.scenario.xml");
        try (InputStream in = ReplayPanelsGuiTest.class.getResourceAsStream("crossfire.scenario.xml")) {
            Files.copy(in, file);
        }
        Path log = dir.resolve("driver.log");
        Path picture = dir.resolve("replay.png");
        try (Display d = display.get()) {
            boolean ok = DriverJvm.succeeded(DriverJvm.start(d, log, List.of(), ReplayPanelsDriver.class,
                    file.toString(), picture.toString()), 90);
            String output = Files.readString(log);
            System.out.print(output);
            assertTrue(ok, "the Replay's panel did not follow:\n" + output);
        }
        assertTrue(Files.size(picture) > 10_000, "a picture of the view was written");
    }
}
