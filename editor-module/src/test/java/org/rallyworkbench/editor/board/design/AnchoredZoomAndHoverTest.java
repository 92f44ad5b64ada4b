package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.Point2D;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.board.model.Region;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/** Ctrl+wheel zooms about the mouse; the hover tile follows the board moving under a still mouse. */
class AnchoredZoomAndHoverTest {

    private static final Board BIG = Board.builder("big", 64, 64).build();

    /** A Design view in miniature: the canvas at 32 px a tile in a 416 × 336 scroll pane, scrolled into the board. */
    private static final class View {
        final BoardCanvas canvas = new BoardCanvas();
        final JScrollPane scroll = new JScrollPane(canvas);
        final AtomicReference<String> status = new AtomicReference<>();
        final DesignController controller;

        View() {
            canvas.setBoard(BIG);
            controller = new DesignController(new BoardModel(BIG), canvas, status::set);
            scroll.getViewport().addChangeListener(controller.hover());
            scroll.setBorder(null);
            scroll.setSize(416, 336);
            canvas.setTileSize(32);
            layOut();
            viewport().setViewPosition(new Point(20 * 32, 10 * 32));
        }

        /** What validate() does on the screen (without a screen it does nothing). */
        void layOut() {
            scroll.doLayout();
            viewport().doLayout();
        }

        JViewport viewport() {
            return scroll.getViewport();
        }

        /** A pixel of the canvas at this place of the viewport (where the mouse is on the screen). */
        Point canvasPixel(int viewportX, int viewportY) {
            return SwingUtilities.convertPoint(viewport(), new Point(viewportX, viewportY), canvas);
        }

        Point centreOf(int tileX, int tileY) {
            Point p = canvas.bounds(new Region(tileX, tileY, 1, 1)).getLocation();
            p.translate(16, 16);
            return p;
        }

        void move(Point inCanvas) {
            controller.mouseMoved(new MouseEvent(canvas, MouseEvent.MOUSE_MOVED, 0L, 0, inCanvas.x, inCanvas.y, 0, false));
        }

        void ctrlWheel(Point inCanvas, int rotation) {
            controller.mouseWheelMoved(new MouseWheelEvent(canvas, MouseEvent.MOUSE_WHEEL, 0L, InputEvent.CTRL_DOWN_MASK,
                    inCanvas.x, inCanvas.y, 0, false, MouseWheelEvent.WHEEL_UNIT_SCROLL, 3, rotation));
        }
    }

    @Test
    void ctrlWheelKeepsThePointOfTheBoardUnderTheMouseWhereItIs() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            View view = new View();
            Point mouse = new Point(300, 100);                 // in the viewport: right of the centre, near the top
            Point2D before = view.canvas.boardPoint(view.canvasPixel(mouse.x, mouse.y));

            view.ctrlWheel(view.canvasPixel(mouse.x, mouse.y), -1);     // zoom in
            assertEquals(40, view.canvas.tileSize());
            Point2D afterIn = view.canvas.boardPoint(view.canvasPixel(mouse.x, mouse.y));
            assertEquals(before.getX(), afterIn.getX(), 1.0 / 32, "the board did not slide sideways under the mouse");
            assertEquals(before.getY(), afterIn.getY(), 1.0 / 32, "the board did not slide up or down under the mouse");

            view.ctrlWheel(view.canvasPixel(mouse.x, mouse.y), 2);      // zoom out, twice
            Point2D afterOut = view.canvas.boardPoint(view.canvasPixel(mouse.x, mouse.y));
            assertEquals(before.getX(), afterOut.getX(), 1.0 / 16);
            assertEquals(before.getY(), afterOut.getY(), 1.0 / 16);
        });
    }

    @Test
    void zoomingAboutAPointNearTheBoardsCornerStopsAtTheEdge() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            View view = new View();
            view.viewport().setViewPosition(new Point(0, 0));
            view.ctrlWheel(view.canvasPixel(5, 5), 3);                // zoom out at the top-left corner
            Point at = view.viewport().getViewPosition();
            assertEquals(true, at.x >= 0 && at.y >= 0, "never scrolled before the board's start: " + at);
        });
    }

    @Test
    void theHoverTileFollowsTheBoardWhenItZoomsOrScrollsUnderAStillMouse() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            View view = new View();
            Point mouse = new Point(200, 150);
            view.move(view.canvasPixel(mouse.x, mouse.y));
            Position first = view.canvas.tileAt(view.canvasPixel(mouse.x, mouse.y)).orElseThrow();
            assertEquals(first, view.canvas.hoverTile());

            view.ctrlWheel(view.canvasPixel(mouse.x, mouse.y), -3);     // zoom in a lot about another point
            assertEquals(view.canvas.tileAt(view.canvasPixel(mouse.x, mouse.y)).orElseThrow(), view.canvas.hoverTile());

            Point scrolled = view.viewport().getViewPosition();
            scrolled.translate(5 * view.canvas.tileSize(), 2 * view.canvas.tileSize());
            view.viewport().setViewPosition(scrolled);                    // a pan, the scroll bars or the Overview
            Position under = view.canvas.tileAt(view.canvasPixel(mouse.x, mouse.y)).orElseThrow();
            assertEquals(under, view.canvas.hoverTile(), "the hover is the tile now under the mouse");
            assertEquals("x " + under.x() + ", y " + under.y(), view.status.get());

            view.canvas.zoom(-1);                                          // the toolbar's zoom, fit or Ctrl+0
            view.layOut();
            assertEquals(view.canvas.tileAt(view.canvasPixel(mouse.x, mouse.y)).orElseThrow(), view.canvas.hoverTile());
        });
    }

    @Test
    void aDragThatEndsOutsideTheViewLeavesNoHoverTile() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            View view = new View();
            Point inside = view.canvasPixel(100, 100);
            view.controller.mousePressed(press(view.canvas, MouseEvent.MOUSE_PRESSED, inside));
            Point outside = view.canvasPixel(-40, 100);       // over the palette: still on the board, but not shown
            view.controller.mouseDragged(press(view.canvas, MouseEvent.MOUSE_DRAGGED, outside));
            view.controller.mouseReleased(press(view.canvas, MouseEvent.MOUSE_RELEASED, outside));
            assertNull(view.canvas.hoverTile(), "a tile that is not in view is not hovered");
            assertEquals(" ", view.status.get());
        });
    }

    private static MouseEvent press(BoardCanvas canvas, int id, Point p) {
        return new MouseEvent(canvas, id, 0L, InputEvent.BUTTON1_DOWN_MASK, p.x, p.y, 1, false, MouseEvent.BUTTON1);
    }
}
