package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;
import org.xmlunit.builder.DiffBuilder;
import org.xmlunit.builder.Input;
import org.xmlunit.diff.Diff;

/**
 * Drives the real Design view with mouse and keys on an X display (see {@link EditorGuiDriver}): open,
 * paint, undo, save; then compares the saved file with the expected board using XMLUnit.
 *
 * <p>The display is {@code DISPLAY} when set, else a private Xvfb this test starts and stops. The editor
 * runs in a child JVM so the display can be chosen here. Without either the test is skipped, saying why.
 */
class EditorGuiTest {

    @Test
    void paintUndoAndSaveInTheRealEditor(@TempDir Path dir) throws Exception {
        Board original = DesignWindow.SMALL;
        Path file = DesignWindow.write(dir, "gui");
        DriverJvm.Run run = DriverJvm.run(dir.resolve("driver.log"), 90, List.of(), EditorGuiDriver.class,
                file.toString());
        assertTrue(run.succeeded(), "the GUI driver failed:\n" + run.log());
        Board expected = original.toBuilder().pit(1, 1).pit(2, 1).pit(3, 1).build();
        Diff diff = DiffBuilder.compare(Input.fromString(BoardXml.toXml(expected)))
                .withTest(Input.fromFile(file.toFile()))
                .ignoreWhitespace().checkForSimilar().build();
        assertFalse(diff.hasDifferences(), diff.toString());
        assertTrue(Files.exists(dir.resolve("gui.board.xml.bak")), "saving keeps a .bak");
        assertEquals(BoardXml.toXml(original), Files.readString(dir.resolve("gui.board.xml.bak")));
    }
}
