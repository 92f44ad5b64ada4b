package org.rallyworkbench.editor.board.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Problem;

class BoardModelTest {

    private final Board start = ToolsTest.sample();
    private final BoardModel model = new BoardModel(start);

    @Test
    void aDragIsOneUndoableStep() {
        Board before = model.board();
        Board b = before;
        for (int x = 0; x < 4; x++) {
            b = Painting.paint(b, new Position(x, 2), PaletteItem.PIT);
            model.preview(b);
        }
        model.commit("Paint Pit");
        assertTrue(model.isModified());
        assertEquals("Undo Paint Pit", model.undoRedo().getUndoPresentationName());
        model.undoRedo().undo();
        assertEquals(before, model.board());
        assertFalse(model.isModified());
        assertFalse(model.undoRedo().canUndo());
        model.undoRedo().redo();
        assertEquals(b, model.board());
    }

    @Test
    void everyCommandUndoesAndRedoes() {
        List<Board> afters = List.of(
                Painting.paint(start, new Position(3, 2), PaletteItem.EXPRESS),
                Painting.fill(start, new Region(0, 1, 3, 2), PaletteItem.GEAR_CW),
                Painting.bucketFill(start, new Position(3, 2), PaletteItem.PIT),
                Painting.toggleWall(start, new Position(3, 2), org.rallyworkbench.engine.model.Direction.S),
                Painting.rotateAt(start, new Position(1, 0), false),
                Regions.transform(start, new Region(0, 0, 3, 3), BoardTransform.ROTATE_90),
                BoardTransform.MIRROR.apply(start),
                BoardOperations.resize(start, 9, 9, BoardOperations.Anchor.NORTH_WEST));
        for (Board after : afters) {
            model.apply("step", after);
        }
        for (int i = afters.size() - 1; i >= 0; i--) {
            assertEquals(afters.get(i), model.board());
            model.undoRedo().undo();
        }
        assertEquals(start, model.board());
        for (Board after : afters) {
            model.undoRedo().redo();
            assertEquals(after, model.board());
        }
    }

    @Test
    void aCommandChangingNothingLeavesNoStep() {
        model.apply("nothing", start);
        assertFalse(model.undoRedo().canUndo());
    }

    @Test
    void unparsedSourceTextIsKeptAndSavedAsItIs() {
        model.setUnparsed("<board", List.of(new Problem("f", 1, 7, "broken")));
        assertTrue(model.isModified());
        assertEquals("<board", model.textToSave());
        model.markSaved();
        assertFalse(model.isModified());
        Board edited = Painting.paint(start, new Position(0, 1), PaletteItem.PIT);
        model.followSource(edited);
        assertEquals(edited, model.board());
        assertTrue(model.isModified());
        assertTrue(model.unparsedText().isEmpty());
    }

    @Test
    void undoTakesBackTextThatDoesNotReadNotTheEditBeforeIt() {
        Board painted = Painting.paint(start, new Position(0, 1), PaletteItem.PIT);
        model.apply("Paint Pit", painted);
        model.setUnparsed("<board", List.of(new Problem("f", 1, 7, "broken")));
        assertEquals("Undo Edit Source", model.undoRedo().getUndoPresentationName());
        model.undoRedo().undo();
        assertTrue(model.unparsedText().isEmpty(), "the broken text is taken back");
        assertEquals(List.of(), model.problems());
        assertEquals(painted, model.board(), "the paint before it stays");
        model.undoRedo().redo();
        assertEquals(java.util.Optional.of("<board"), model.unparsedText());
        assertEquals(1, model.problems().size());
        assertEquals(painted, model.board());
    }

    /** The board follows its Source text without steps of its own: the typing is the step (BoardSourceUndoTest). */
    @Test
    void followingTheSourceTextMakesNoStep() {
        model.followUnparsed("<board", List.of(new Problem("f", 1, 7, "broken")));
        assertEquals(java.util.Optional.of("<board"), model.unparsedText());
        assertTrue(model.isModified());
        model.followSource(start);      // the text fixed back to the very same board
        assertTrue(model.unparsedText().isEmpty());
        assertEquals(List.of(), model.problems());
        assertFalse(model.isModified());
        assertFalse(model.undoRedo().canUndo());
    }
}
