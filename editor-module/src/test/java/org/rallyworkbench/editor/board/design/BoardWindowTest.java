package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Point;
import java.util.function.BiConsumer;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.file.MemoryBoards;
import org.rallyworkbench.editor.board.model.Region;
import org.rallyworkbench.engine.model.Board;

/** The board's editor window: what closing it leaves behind, and where a zoomed board is drawn. */
class BoardWindowTest {

    @Test
    void closingTheWindowForgetsItsUndoHistory() throws Exception {
        Board board = Board.builder("Close", 4, 3).build();
        inAnOpenDesignView("close.board.xml", board, (dob, design) -> {
            dob.model().apply("Paint Pit", board.toBuilder().pit(1, 1).build());
            assertTrue(dob.model().undoRedo().canUndo());
            design.componentClosed();
            // reopened, Edit > Undo offered "Undo Paint Pit" from the closed window, and Redo its undone steps
            assertFalse(dob.model().undoRedo().canUndo(), "nothing to undo in a window opened afresh");
            assertFalse(dob.model().undoRedo().canRedo());
        });
    }

    /** Runs {@code test} on the event thread with a Design view opened on {@code board}, a memory file. */
    private static void inAnOpenDesignView(String file, Board board,
            BiConsumer<BoardDataObject, BoardDesignElement> test) throws Exception {
        BoardDataObject dob = MemoryBoards.open(file, board);
        SwingUtilities.invokeAndWait(() -> {
            BoardDesignElement design = new BoardDesignElement(Lookups.fixed(dob));
            design.componentOpened();
            test.accept(dob, design);
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

    @Test
    void theSidePanelNeverCutsOffAFittedBoardAndMovesNoBoardThatStaysInView() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            BoardCanvas canvas = new BoardCanvas();
            Board board = Board.builder("wide", 12, 8).build();
            canvas.setBoard(board);
            JScrollPane scroll = new JScrollPane(canvas);
            scroll.setBorder(null);
            javax.swing.JPanel view = new javax.swing.JPanel(new java.awt.BorderLayout());
            view.add(scroll, java.awt.BorderLayout.CENTER);
            view.setSize(1000, 600);
            layOut(view, scroll);
            CanvasOverlayHost host = new CanvasOverlayHost(null, canvas, view);
            javax.swing.JPanel panel = new javax.swing.JPanel();
            panel.setPreferredSize(new java.awt.Dimension(320, 600));

            host.setSidePanel(panel);
            layOut(view, scroll);
            assertTrue(scroll.getViewport().getViewRect().contains(canvas.bounds(new Region(0, 0, 12, 8))),
                    "fitted: the whole board is in view beside the panel, " + canvas.bounds(new Region(0, 0, 12, 8))
                            + " in " + scroll.getViewport().getViewRect());
            host.setSidePanel(null);
            layOut(view, scroll);
            int fittedWide = canvas.tileSize();
            assertTrue(scroll.getViewport().getViewRect().contains(canvas.bounds(new Region(0, 0, 12, 8))));
            assertTrue(fittedWide * 12 > 1000 - 320, "so the board was wider than the view beside the panel");

            canvas.setBoard(Board.builder("tall", 4, 8).build());       // fitted, it is narrow enough to stay
            layOut(view, scroll);
            Point fittedTall = canvas.origin();
            int tallTile = canvas.tileSize();
            host.setSidePanel(panel);
            layOut(view, scroll);
            assertEquals(fittedTall, canvas.origin(), "fitted and wholly in view beside the panel: it does not move");
            assertEquals(tallTile, canvas.tileSize());
            host.setSidePanel(null);
            layOut(view, scroll);

            canvas.setBoard(board);
            canvas.setTileSize(40);
            layOut(view, scroll);
            Point before = canvas.origin();
            host.setSidePanel(panel);
            layOut(view, scroll);
            assertEquals(before, canvas.origin(), "zoomed: the board does not move when the panel comes");
            assertEquals(40, canvas.tileSize());
        });
    }

    private static void layOut(javax.swing.JPanel view, JScrollPane scroll) {
        view.doLayout();
        scroll.doLayout();
        scroll.getViewport().doLayout();
    }

    @Test
    void theDesignToolbarWrapsSoTheBoardsNameIsNeverCut() throws Exception {
        Board board = Board.builder("A board with a rather long name indeed", 12, 12).build();
        inAnOpenDesignView("long.board.xml", board, (dob, design) -> {
            design.componentShowing();      // the view shows the model's board and its name
            javax.swing.JComponent bar = design.getToolbarRepresentation();
            bar.setSize(600, 30);       // the editor's width at 1280 px with Properties docked, and less
            bar.doLayout();
            bar.setSize(600, bar.getPreferredSize().height);
            bar.doLayout();
            javax.swing.JLabel name = null;
            for (java.awt.Component c : bar.getComponents()) {
                assertTrue(c.getX() >= 0 && c.getX() + c.getWidth() <= bar.getWidth()
                        && c.getY() + c.getHeight() <= bar.getHeight(), c + " lies in the toolbar");
                if (c instanceof javax.swing.JLabel l && l.getText().contains("rather long name")) {
                    name = l;
                }
            }
            assertTrue(name != null, "the board's name is on the toolbar");
            assertEquals(name.getPreferredSize().width, name.getWidth(), "and shown whole");
            assertTrue(bar.getHeight() > 2 * name.getHeight(), "on a second row");
            picture(bar, design, java.nio.file.Path.of("target", "design-toolbar-wrapped.png"));
            design.componentHidden();
            design.componentClosed();
        });
    }

    /** The toolbar above the view, as the editor window stacks them, for a look at how it wraps. */
    private static void picture(javax.swing.JComponent bar, javax.swing.JComponent view, java.nio.file.Path png) {
        javax.swing.JPanel window = new javax.swing.JPanel(new java.awt.BorderLayout());
        window.add(bar, java.awt.BorderLayout.NORTH);
        window.add(view, java.awt.BorderLayout.CENTER);
        window.setSize(bar.getWidth(), 420);
        layOutTree(window);
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(window.getWidth(), window.getHeight(),
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        window.printAll(g);
        g.dispose();
        try {
            javax.imageio.ImageIO.write(img, "png", png.toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void layOutTree(java.awt.Container c) {
        c.doLayout();
        for (java.awt.Component child : c.getComponents()) {
            if (child instanceof java.awt.Container inner) {
                layOutTree(inner);
            }
        }
    }
}
