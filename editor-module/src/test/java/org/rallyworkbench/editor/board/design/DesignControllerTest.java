package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.board.model.PaletteItem;
import org.rallyworkbench.editor.board.model.Region;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;

/** The Design view's keys and mouse, through its controller. */
class DesignControllerTest {

    private static final Board BOARD = Board.builder("Keys", 6, 4).conveyor(2, 1, Direction.E, false).build();

    private static KeyEvent typed(BoardCanvas canvas, char c) {
        return new KeyEvent(canvas, KeyEvent.KEY_TYPED, 0L, Character.isUpperCase(c) ? KeyEvent.SHIFT_DOWN_MASK : 0,
                KeyEvent.VK_UNDEFINED, c);
    }

    @Test
    void everyToolHasItsOwnShiftKeyAndNoneIsTheRotateKey() {
        Set<Character> keys = new HashSet<>();
        for (Tool t : Tool.values()) {
            assertTrue(keys.add(t.key), "two tools on Shift+" + t.key);
            assertNotEquals('R', t.key, t + ": Shift+R turns the element under the mouse, so it cannot pick a tool");
        }
    }

    @Test
    void shiftTPicksTheRectangleAndShiftRStillTurnsTheElementUnderTheMouse() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            BoardModel model = new BoardModel(BOARD);
            BoardCanvas canvas = new BoardCanvas();
            canvas.setBoard(BOARD);
            DesignController controller = new DesignController(model, canvas, s -> { });
            assertTrue(controller.keyTyped(typed(canvas, 'T')));
            assertEquals(Tool.RECTANGLE, controller.tool());

            canvas.setHover(new Position(2, 1));
            assertTrue(controller.keyTyped(typed(canvas, 'R')));
            assertEquals(Tool.RECTANGLE, controller.tool(), "Shift+R turns, it does not change the tool");
            assertEquals(new FloorElement.Conveyor(Direction.N, false),
                    model.board().floorAt(new Position(2, 1)).orElseThrow(), "the belt turned counter-clockwise");
        });
    }

    @Test
    void aTurnThatWouldCoverElementsOutsideTheSelectionIsRefusedWithAMessage() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            Board board = Board.builder("Turn", 6, 4).conveyor(2, 0, Direction.E, false).flag(3, 1, 1).build();
            BoardModel model = new BoardModel(board);
            BoardCanvas canvas = new BoardCanvas();
            canvas.setBoard(board);
            canvas.setSize(400, 300);
            AtomicReference<String> status = new AtomicReference<>();
            DesignController controller = new DesignController(model, canvas, status::set);
            canvas.setSelection(new Region(0, 1, 4, 2));       // turned: (1, 0) 2×4, over the conveyor at (2, 0)
            controller.transformSelection(org.rallyworkbench.engine.model.BoardTransform.ROTATE_90, "Rotate");
            assertEquals(board, model.board(), "nothing overwritten");
            assertTrue(status.get().startsWith("Not turned: the turned selection would cover a tile outside it"),
                    status.get());
            assertTrue(status.get().contains("x 2, y 0"), status.get());
            assertEquals(Optional.of(new Region(0, 1, 4, 2)), canvas.selection(), "the selection stays");

            canvas.setSelection(new Region(0, 0, 4, 3));       // turned: (0, 0) 3×4 on the 6×4 board, all empty
            controller.transformSelection(org.rallyworkbench.engine.model.BoardTransform.ROTATE_90, "Rotate");
            assertNotEquals(board, model.board(), "turned");
            assertEquals(1, model.board().flags().size(), "the flag is kept");
            model.undoRedo().undo();
            assertEquals(board, model.board(), "one undo step");
        });
    }

    @Test
    void leavingTheBoardClearsTheHoverCoordinate() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            BoardCanvas canvas = new BoardCanvas();
            canvas.setBoard(BOARD);
            canvas.setSize(400, 300);
            AtomicReference<String> status = new AtomicReference<>();
            DesignController controller = new DesignController(new BoardModel(BOARD), canvas, status::set);
            Point inside = canvas.bounds(new Region(3, 2, 1, 1)).getLocation();
            inside.translate(2, 2);
            controller.mouseMoved(mouse(canvas, MouseEvent.MOUSE_MOVED, inside));
            assertEquals("x 3, y 2", status.get());

            controller.mouseExited(mouse(canvas, MouseEvent.MOUSE_EXITED, new Point(-5, -5)));
            assertEquals(" ", status.get(), "the toolbar and status bar no longer name a tile");
            assertNull(canvas.hoverTile());
        });
    }

    /** A fast drag reaches the controller as a few far-apart points (AWT coalesces drags): no tile between is skipped. */
    @Test
    void aFastPaintDragPaintsEveryTileBetweenTheEventsItGot() throws Exception {
        onEdtWithAController((model, canvas, controller) -> {
            controller.keyTyped(typed(canvas, 'h'));     // the Pit element, with the Paint tool
            controller.mousePressed(button1(canvas, MouseEvent.MOUSE_PRESSED, centre(canvas, 0, 3)));
            controller.mouseDragged(button1(canvas, MouseEvent.MOUSE_DRAGGED, centre(canvas, 3, 3)));
            controller.mouseDragged(button1(canvas, MouseEvent.MOUSE_DRAGGED, centre(canvas, 5, 1)));
            controller.mouseReleased(button1(canvas, MouseEvent.MOUSE_RELEASED, centre(canvas, 5, 1)));
            for (Position p : new Position[] {new Position(0, 3), new Position(1, 3), new Position(2, 3),
                    new Position(3, 3), new Position(4, 2), new Position(5, 1)}) {
                assertTrue(model.board().isPit(p), "a pit at " + p);
            }
            assertEquals("Undo Paint Pit", model.undoRedo().getUndoPresentationName(), "one gesture, one step");
        });
    }

    /**
     * Issue 18: picking an element the tool would ignore brings a tool that paints it, and the palette highlights
     * what the next click paints (Conveyor path: a belt; Select: nothing).
     */
    @Test
    void thePaletteHighlightsWhatTheNextClickPaints() throws Exception {
        onEdtWithAController((model, canvas, controller) -> {
            PalettePanel palette = new PalettePanel(controller);

            controller.setTool(Tool.CONVEYOR_PATH);
            assertEquals(Optional.of(PaletteItem.CONVEYOR), palette.highlightedButton(), "the path lays belts");
            palette.press(PaletteItem.PIT);
            assertEquals(Tool.PAINT, controller.tool(), "a pit is not a belt: the path tool gives way to Paint");
            assertEquals(Optional.of(PaletteItem.PIT), palette.highlightedButton());
            click(controller, canvas, 4, 3);
            assertTrue(model.board().isPit(new Position(4, 3)), "the next click painted the highlighted pit");

            controller.setTool(Tool.CONVEYOR_PATH);
            assertEquals(Optional.of(PaletteItem.CONVEYOR), palette.highlightedButton(), "not the pit it ignores");
            click(controller, canvas, 0, 0);
            assertEquals(new FloorElement.Conveyor(Direction.E, false), model.board().floorOrNull(0, 0));
            palette.press(PaletteItem.EXPRESS);
            assertEquals(Tool.CONVEYOR_PATH, controller.tool(), "the path tool lays express belts too");

            controller.setTool(Tool.WALL);
            assertEquals(Optional.of(PaletteItem.WALL), palette.highlightedButton());
            palette.press(PaletteItem.FLAG);
            assertEquals(Tool.PAINT, controller.tool());
            palette.press(PaletteItem.WALL);
            assertEquals(Tool.WALL, controller.tool());

            controller.setTool(Tool.ERASE);
            assertEquals(Optional.of(PaletteItem.FLOOR), palette.highlightedButton(), "Erase paints floor");
            controller.setTool(Tool.SELECT);
            assertEquals(Optional.empty(), palette.highlightedButton(), "Select paints nothing");
            for (Tool t : Tool.values()) {
                for (PaletteItem i : PaletteItem.values()) {
                    Tool picked = t.forPicked(i);
                    assertEquals(Optional.of(i), picked.paints(i), t + " then " + i + ": " + picked + " paints it");
                }
            }
        });
    }

    /** Issue 18: the right-click menu turns the clicked tile's element (or the selection it is in), clears it, opens Properties. */
    @Test
    void theRightClickMenuRotatesDeletesAndOpensPropertiesOfTheClickedTile() throws Exception {
        onEdtWithAController((model, canvas, controller) -> {
            AtomicReference<Position> focused = new AtomicReference<>();
            controller.onTileFocus(focused::set);
            int[] opened = {0};
            BoardContextMenu menu = new BoardContextMenu(canvas, controller, () -> opened[0]++);
            Position belt = new Position(2, 1);

            choose(menu.menu(belt), Bundle.CTL_RotateClockwise());
            assertEquals(new FloorElement.Conveyor(Direction.S, false), model.board().floorOrNull(2, 1));
            choose(menu.menu(belt), Bundle.CTL_RotateCounterClockwise());
            assertEquals(new FloorElement.Conveyor(Direction.E, false), model.board().floorOrNull(2, 1));
            choose(menu.menu(new Position(4, 3)), Bundle.CTL_TileProperties());
            assertEquals(new Position(4, 3), focused.get(), "Properties shows the right-clicked tile");
            assertEquals(1, opened[0], "and the Properties window is opened");
            choose(menu.menu(belt), Bundle.CTL_DeleteTile());
            assertNull(model.board().floorOrNull(2, 1), "the belt is gone");
            assertEquals("Undo " + Bundle.UNDO_ClearTile(), model.undoRedo().getUndoPresentationName());

            model.undoRedo().undo();
            canvas.setSelection(new Region(1, 1, 3, 1));
            choose(menu.menu(belt), Bundle.CTL_RotateClockwise());
            assertEquals(new FloorElement.Conveyor(Direction.S, false), model.board().floorOrNull(2, 1),
                    "a tile in the selection turns the selection, about its centre");
            assertEquals("Undo " + Bundle.UNDO_RotateSelectionCw(), model.undoRedo().getUndoPresentationName());
        });
    }

    private static void choose(javax.swing.JPopupMenu menu, String name) {
        for (java.awt.Component c : menu.getComponents()) {
            if (c instanceof javax.swing.JMenuItem item && name.equals(item.getName())) {
                item.doClick(0);
                return;
            }
        }
        throw new AssertionError("no menu item " + name);
    }

    private static void click(DesignController controller, BoardCanvas canvas, int x, int y) {
        controller.mousePressed(button1(canvas, MouseEvent.MOUSE_PRESSED, centre(canvas, x, y)));
        controller.mouseReleased(button1(canvas, MouseEvent.MOUSE_RELEASED, centre(canvas, x, y)));
    }

    /** The board of these tests in a model, drawn on a 400 × 300 canvas, with its controller. */
    /** A check of a controller on the test board, its model and its canvas. */
    private interface ControllerCheck {
        void check(BoardModel model, BoardCanvas canvas, DesignController controller);
    }

    /** Runs {@code check} on the event thread with a new {@link Fixture}. */
    private static void onEdtWithAController(ControllerCheck check) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            Fixture f = new Fixture();
            check.check(f.model, f.canvas, f.controller);
        });
    }

    private static final class Fixture {
        final BoardModel model = new BoardModel(BOARD);
        final BoardCanvas canvas = new BoardCanvas();
        final DesignController controller;

        Fixture() {
            canvas.setBoard(BOARD);
            canvas.setSize(400, 300);
            controller = new DesignController(model, canvas, s -> { });
        }
    }

    private static Point centre(BoardCanvas canvas, int x, int y) {
        Point p = canvas.bounds(new Region(x, y, 1, 1)).getLocation();
        p.translate(canvas.tileSize() / 2, canvas.tileSize() / 2);
        return p;
    }

    private static MouseEvent button1(BoardCanvas canvas, int id, Point p) {
        return new MouseEvent(canvas, id, 0L, MouseEvent.BUTTON1_DOWN_MASK, p.x, p.y, 1, false, MouseEvent.BUTTON1);
    }

    private static MouseEvent mouse(BoardCanvas canvas, int id, Point p) {
        return new MouseEvent(canvas, id, 0L, 0, p.x, p.y, 0, false, MouseEvent.NOBUTTON);
    }
}
