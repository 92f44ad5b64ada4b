package org.rallyworkbench.editor.board.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.openide.awt.UndoRedo;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.file.MemoryBoards;
import org.rallyworkbench.editor.text.Keys;
import org.rallyworkbench.engine.model.Board;

/**
 * Typing in the board's Source view undoes as in the scenario's (and any NetBeans editor): a run of typing is one
 * step of the board's one history, which the Design view's edits share, so Undo from either view takes back the
 * last thing done, typed or painted, in order.
 */
class BoardSourceUndoTest {

    private final Board original = Board.builder("Typed", 3, 3).pit(0, 0).build();

    @Test
    void aWordTypedIsOneStepOfTheBoardsHistory() throws Exception {
        BoardDataObject dob = MemoryBoards.open("typed.board.xml", original);
        BoardSourceElement element = opened(dob);
        String shown = onEdt(element::text);
        onEdt(() -> {
            UndoRedo undo = element.getUndoRedo();
            assertSame(dob.model().undoRedo(), undo, "the Source view offers the board's own history");
            type(element, shown.indexOf("Typed\"") + 5, "abc");
            assertTrue(undo.canUndo());
            assertEquals("Undo Typing", undo.getUndoPresentationName(), "as Edit > Undo names it");
            undo.undo();
            assertFalse(undo.canUndo(), "the three characters were one step");
            return null;
        });
        assertEquals(shown, onEdt(element::text));
        assertEquals(original, dob.model().board());
        onEdt(() -> {
            element.getUndoRedo().redo();
            return null;
        });
        assertEquals("Typedabc", dob.model().board().name(), "redo types the word again, and the board follows");
        close(element);
    }

    @Test
    void undoRightAfterTypingTakesTheTypingBackAndLeavesTheEditBeforeIt() throws Exception {
        BoardDataObject dob = MemoryBoards.open("typed.board.xml", original);
        Board painted = original.toBuilder().pit(1, 1).build();
        onEdt(() -> {
            dob.model().apply("Paint", painted);
            return null;
        });
        BoardSourceElement element = opened(dob);
        String shown = onEdt(element::text);
        onEdt(() -> {
            type(element, shown.indexOf("Typed\"") + 5, "abc");      // not yet read back: no pause
            element.getUndoRedo().undo();
            return null;
        });
        assertEquals(painted, dob.model().board(), "the earlier edit stays");
        assertEquals(shown, onEdt(element::text), "the typed text is gone");
        close(element);
    }

    /**
     * Type in Source, paint in Design, type again: three Undos take them back last first, in both views. The first
     * typing is a comment, which the board does not hold: Undo of the paint brings the text back as it was typed.
     */
    @Test
    void typingAndDesignEditsUndoInTheOrderTheyWereMade() throws Exception {
        BoardDataObject dob = MemoryBoards.open("typed.board.xml", original);
        BoardSourceElement element = opened(dob);
        String shown = onEdt(element::text);
        int line2 = shown.indexOf('\n') + 1;
        String commented = shown.substring(0, line2) + "<!--n-->" + shown.substring(line2);
        onEdt(() -> {
            type(element, line2, "<!--n-->");
            element.readBack();                                     // the user left the view: the board follows
            return null;
        });
        assertEquals(commented, onEdt(element::text));
        assertEquals(original, dob.model().board());
        Board painted = original.toBuilder().pit(2, 2).build();
        onEdt(() -> {
            dob.model().apply("Paint Pit", painted);               // what the Design view does
            return null;
        });
        String afterPaint = onEdt(element::text);
        assertEquals(painted, dob.model().board());
        assertEquals("Undo Paint Pit", dob.model().undoRedo().getUndoPresentationName(), "named by the paint");
        assertFalse(afterPaint.equals(commented), "the paint shows in the text");
        onEdt(() -> {
            type(element, afterPaint.indexOf("Typed\"") + 5, "X");
            return null;
        });

        undo(dob);
        assertEquals(afterPaint, onEdt(element::text), "first the last typing");
        assertEquals(painted, dob.model().board());
        assertEquals("Undo Paint Pit", dob.model().undoRedo().getUndoPresentationName());
        undo(dob);
        assertEquals("Redo Paint Pit", dob.model().undoRedo().getRedoPresentationName());
        assertEquals(commented, onEdt(element::text), "then the paint, and the text is as it was typed");
        assertEquals(original, dob.model().board());
        undo(dob);
        assertEquals(shown, onEdt(element::text), "then the first typing");
        assertEquals(original, dob.model().board());
        assertFalse(dob.model().isModified());
        assertFalse(dob.model().undoRedo().canUndo());

        onEdt(() -> {
            for (int i = 0; i < 3; i++) {
                dob.model().undoRedo().redo();
            }
            return null;
        });
        assertEquals(painted.toBuilder().name("TypedX").build(), dob.model().board());
        close(element);
    }

    private static void undo(BoardDataObject dob) throws Exception {
        onEdt(() -> {
            dob.model().undoRedo().undo();
            return null;
        });
    }

    static BoardSourceElement opened(BoardDataObject dob) throws Exception {
        return onEdt(() -> {
            BoardSourceElement element = new BoardSourceElement(Lookups.fixed(dob));
            element.componentOpened();
            element.componentShowing();
            return element;
        });
    }

    static void close(BoardSourceElement element) throws Exception {
        onEdt(() -> {
            element.componentClosed();
            return null;
        });
    }

    /** Types {@code chars} at {@code caret}, as the keyboard does. */
    static void type(BoardSourceElement element, int caret, String chars) {
        element.textPane().setCaretPosition(caret);
        Keys.type(element.textPane(), chars);
    }

    static <T> T onEdt(Supplier<T> read) throws Exception {
        Object[] value = new Object[1];
        SwingUtilities.invokeAndWait(() -> value[0] = read.get());
        @SuppressWarnings("unchecked")
        T t = (T) value[0];
        return t;
    }
}
