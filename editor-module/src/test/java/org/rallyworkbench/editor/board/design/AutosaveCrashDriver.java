package org.rallyworkbench.editor.board.design;

import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.SwingUtilities;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.engine.model.Position;

/**
 * Run by {@link AutosaveCrashTest} in its own JVM (with {@code netbeans.user} set, so autosave is on):
 * <ul>
 * <li>{@code edit FILE}: opens the board in the Design view, paints a pit on tile (1,1) with mouse and
 * keys, prints {@code EDITED} and waits to be killed;</li>
 * <li>{@code reopen FILE}: opens the board as the application does, which must ask to recover; clicks
 * Recover in that dialog and checks the Design view shows the pit as an unsaved change. Exit code 0 if so.</li>
 * </ul>
 */
public final class AutosaveCrashDriver {

    private AutosaveCrashDriver() {
    }

    public static void main(String[] args) throws Exception {
        BoardDataObject dob = DesignWindow.open(args[1]);
        Robot robot = new Robot();
        robot.setAutoDelay(40);
        if (args[0].equals("edit")) {
            edit(robot, dob);
        } else {
            reopen(robot, dob);
        }
    }

    private static void edit(Robot robot, BoardDataObject dob) throws Exception {
        BoardCanvas canvas = show(dob).canvas();
        robot.waitForIdle();
        RobotSteps.settledLocation(canvas);
        Point p = centre(canvas, 1, 1);
        RobotSteps.focus(robot, canvas, p);                  // middle button: focus without painting
        robot.keyPress(KeyEvent.VK_H);                       // the Pit element
        robot.keyRelease(KeyEvent.VK_H);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
        System.out.println("EDITED modified=" + dob.model().isModified());
        Thread.sleep(Long.MAX_VALUE);                        // until killed
    }

    private static void reopen(Robot robot, BoardDataObject dob) throws Exception {
        SwingUtilities.invokeLater(dob::offerRecovery);     // modal: blocks the event thread until answered
        JDialog dialog = waitForDialog();
        System.out.println("ASKED " + dialog.getTitle());
        AbstractButton recover = button(dialog, "Recover").orElseThrow(() -> new AssertionError("no Recover button"));
        // Under load a click can be lost, and without a window manager every robot click on a dialog can be:
        // clicked until the dialog closes, then pressed on the event thread (the shared GUI-test steps)
        RobotSteps.pressUntil(robot, recover, () -> !dialog.isShowing());
        for (int i = 0; i < 50 && dialog.isShowing(); i++) {
            Thread.sleep(200);
        }
        System.out.println("PRESSED Recover" + (dialog.isShowing() ? ", dialog still open" : ""));
        BoardDesignElement element = show(dob);
        AtomicReference<String> state = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> state.set("modified=" + dob.model().isModified()
                + " pit=" + dob.model().board().isPit(new Position(1, 1))
                + " shown=" + (element.canvas().board() == dob.model().board())));
        System.out.println("RECOVERED " + state.get());
        System.exit(state.get().equals("modified=true pit=true shown=true") ? 0 : 1);
    }

    private static BoardDesignElement show(BoardDataObject dob) throws Exception {
        return DesignWindow.show(dob, "Autosave test", 800, 600, false);
    }

    private static JDialog waitForDialog() throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            for (Window w : Window.getWindows()) {
                if (w instanceof JDialog d && d.isShowing()) {
                    Thread.sleep(300);
                    return d;
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no recovery dialog appeared");
    }

    private static Optional<AbstractButton> button(Container c, String text) {
        for (Component child : c.getComponents()) {
            if (child instanceof AbstractButton b && text.equals(b.getText())) {
                return Optional.of(b);
            }
            if (child instanceof Container inner) {
                Optional<AbstractButton> found = button(inner, text);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }

    private static Point centre(BoardCanvas canvas, int x, int y) {
        Point o = canvas.origin();
        int t = canvas.tileSize();
        Point screen = canvas.getLocationOnScreen();
        return new Point(screen.x + o.x + x * t + t / 2, screen.y + o.y + y * t + t / 2);
    }
}
