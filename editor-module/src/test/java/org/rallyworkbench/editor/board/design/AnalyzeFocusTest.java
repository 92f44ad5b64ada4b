package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * Typed element keys reach the board after Analyze Board…: after its dialog is cancelled, after its panel shows
 * and after the panel is closed, without a click on the board in between (they were lost until one). Drives the
 * real Design view in a child JVM on an X display ({@link AnalyzeFocusDriver}), as {@link EditorGuiTest} does.
 */
class AnalyzeFocusTest {

    @Test
    void elementKeysReachTheBoardAfterTheAnalysisDialogAndPanel(@TempDir Path dir) throws Exception {
        Optional<Display> display = Display.find();
        assumeTrue(display.isPresent(), "GUI test skipped: no DISPLAY set and no Xvfb on the PATH");
        Board board = Board.builder("Focus", 6, 5).flag(5, 0, 1).start(0, 4, 1, Direction.N).build();
        Path file = dir.resolve("focus.board.xml");
        Files.writeString(file, BoardXml.toXml(board));
        Path log = dir.resolve("driver.log");
        try (Display d = display.get()) {
            boolean ok = DriverJvm.succeeded(
                    DriverJvm.start(d, log, List.of(), AnalyzeFocusDriver.class, file.toString()), 90);
            String output = Files.readString(log);
            System.out.print(output);
            assertTrue(ok, "a typed key did not reach the board:\n" + output);
        }
    }
}
