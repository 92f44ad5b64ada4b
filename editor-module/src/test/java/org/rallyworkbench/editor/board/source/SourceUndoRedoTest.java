package org.rallyworkbench.editor.board.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.openide.awt.UndoRedo;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.file.MemoryBoards;
import org.rallyworkbench.engine.model.Board;

/**
 * Undo in the board's Source view right after typing (before the pause that reads the text back) takes back
 * the typing. It used to undo the edit before it and leave the typed text on screen, to be read back later.
 */
class SourceUndoRedoTest {

    @Test
    void undoRightAfterTypingTakesTheTypingBack() throws Exception {
        Board original = Board.builder("Typed", 3, 3).pit(0, 0).build();
        BoardDataObject dob = MemoryBoards.open("typed.board.xml", original);
        Board painted = original.toBuilder().pit(1, 1).build();
        BoardSourceElement[] element = new BoardSourceElement[1];
        SwingUtilities.invokeAndWait(() -> {
            dob.model().apply("Paint", painted);           // an earlier edit, which Undo must leave alone
            element[0] = new BoardSourceElement(Lookups.fixed(dob));
            element[0].componentOpened();
            element[0].componentShowing();
        });
        String shown = onEventThread(element[0]::text);
        SwingUtilities.invokeAndWait(() -> {
            UndoRedo undo = element[0].getUndoRedo();
            String typed = shown.replace("name=\"Typed\"", "name=\"Typedabc\"");
            element[0].textPane().setText(typed);                 // as typing does: the text changed, not yet read back
            assertTrue(undo.canUndo());
            undo.undo();
        });
        SwingUtilities.invokeAndWait(() -> { });                  // the view follows the model on the event thread
        assertEquals(painted, dob.model().board(), "the earlier edit stays");
        assertEquals(shown, onEventThread(element[0]::text), "the typed text is gone");
        SwingUtilities.invokeAndWait(() -> {
            assertTrue(element[0].getUndoRedo().canRedo());
            element[0].getUndoRedo().redo();
        });
        assertEquals("Typedabc", dob.model().board().name());
        assertFalse(dob.model().unparsedText().isPresent());
    }

    private static String onEventThread(java.util.function.Supplier<String> read) throws Exception {
        String[] value = new String[1];
        SwingUtilities.invokeAndWait(() -> value[0] = read.get());
        return value[0];
    }
}
