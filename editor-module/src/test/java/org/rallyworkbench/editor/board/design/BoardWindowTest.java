package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Point;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.file.MemoryBoards;
import org.rallyworkbench.engine.model.Board;

/** The board's editor window: what closing it leaves behind, and where a zoomed board is drawn. */
class BoardWindowTest {

    @Test
    void closingTheWindowForgetsItsUndoHistory() throws Exception {
        Board board = Board.builder("Close", 4, 3).build();
        BoardDataObject dob = MemoryBoards.open("close.board.xml", board);
        SwingUtilities.invokeAndWait(() -> {
            BoardDesignElement design = new BoardDesignElement(Lookups.fixed(dob));
            design.componentOpened();
            dob.model().apply("Paint Pit", board.toBuilder().pit(1, 1).build());
            assertTrue(dob.model().undoRedo().canUndo());
            design.componentClosed();
            // reopened, Edit > Undo offered "Undo Paint Pit" from the closed window, and Redo its undone steps
            assertFalse(dob.model().undoRedo().canUndo(), "nothing to undo in a window opened afresh");
            assertFalse(dob.model().undoRedo().canRedo());
        });
    }

    @Test
    void aZoomedBoardSmallerThanTheWindowStaysCentred() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            BoardCanvas canvas = new BoardCanvas();
            canvas.setBoard(Board.builder("small", 12, 12).build());
            JScrollPane scroll = new JScrollPane(canvas);
            scroll.setBorder(null);
            scroll.setSize(1000, 600);
            canvas.setTileSize(40);        // 480 pixels: narrower than the window
            scroll.doLayout();
            scroll.getViewport().doLayout();
            Point o = canvas.origin();
            assertEquals(1000, canvas.getWidth(), "the picture fills the window's width");
            assertEquals((1000 - 12 * 40) / 2, o.x, 1, "and the board is in its middle, not at the left edge");
        });
    }
}
