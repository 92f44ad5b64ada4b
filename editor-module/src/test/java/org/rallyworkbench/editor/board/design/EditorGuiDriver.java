package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.SwingUtilities;
import org.openide.cookies.SaveCookie;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.model.BoardModel;

/**
 * Run by {@link EditorGuiTest} in its own JVM on an X display: opens the board file given in the real
 * Design view, then with the mouse and keyboard paints pits along row 1 (tiles 1..3), lays a conveyor
 * path along row 3, undoes once (which must take the whole path away), and saves. Exit code 0 when done.
 */
public final class EditorGuiDriver {

    private EditorGuiDriver() {
    }

    public static void main(String[] args) throws Exception {
        DesignWindow.drive(args[0], "GUI test", 900, 700, false, 40, EditorGuiDriver::paintUndoAndSave);
    }

    private static boolean paintUndoAndSave(Robot robot, BoardDataObject dob, BoardDesignElement element)
            throws Exception {
        BoardCanvas canvas = element.canvas();
        RobotSteps.settledLocation(canvas);
        RobotSteps.focus(robot, canvas, centre(canvas, 0, 0));   // middle button: focus without painting
        type(robot, KeyEvent.VK_H, false);           // the Pit element
        drag(robot, canvas, 1, 1, 3, 1);
        type(robot, KeyEvent.VK_C, true);            // Shift+C: the conveyor path tool
        type(robot, KeyEvent.VK_C, false);           // the Conveyor element
        drag(robot, canvas, 0, 3, 4, 3);
        robot.waitForIdle();
        BoardModel model = dob.model();
        SwingUtilities.invokeAndWait(() -> element.getUndoRedo().undo());
        SwingUtilities.invokeAndWait(() -> {
            try {
                dob.getLookup().lookup(SaveCookie.class).save();
            } catch (Exception ex) {
                throw new IllegalStateException(ex);
            }
        });
        System.out.println("saved; modified=" + model.isModified());
        return true;
    }

    private static Point centre(BoardCanvas canvas, int x, int y) {
        Point o = canvas.origin();
        int t = canvas.tileSize();
        Point screen = canvas.getLocationOnScreen();
        return new Point(screen.x + o.x + x * t + t / 2, screen.y + o.y + y * t + t / 2);
    }

    /** A straight left-button drag from tile to tile, passing over every tile between. */
    private static void drag(Robot robot, BoardCanvas canvas, int x0, int y0, int x1, int y1) {
        Point from = centre(canvas, x0, y0);
        robot.mouseMove(from.x, from.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        int steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
        for (int i = 1; i <= steps; i++) {
            Point p = centre(canvas, x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps);
            robot.mouseMove(p.x, p.y);
        }
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
    }

    private static void type(Robot robot, int key, boolean shift) {
        if (shift) {
            robot.keyPress(KeyEvent.VK_SHIFT);
        }
        robot.keyPress(key);
        robot.keyRelease(key);
        if (shift) {
            robot.keyRelease(KeyEvent.VK_SHIFT);
        }
    }
}
