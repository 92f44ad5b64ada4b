package org.rallyworkbench.editor.board.design;

import java.awt.Component;
import java.awt.Container;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.JSpinner;
import javax.swing.SwingUtilities;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.model.PaletteItem;

/**
 * Run by {@link AnalyzeFocusTest} in its own JVM on an X display: opens the board file given in the real Design
 * view (with its toolbar), focuses the board once, and then never clicks it again. Analyze Board… is clicked and
 * its dialog cancelled, then H must pick the Pit; Analyze Board… again, OK, the analysis panel appears, then X must
 * pick the Express conveyor; the panel's Close, then G must pick the clockwise Gear. Prints a line per step; exit code 0
 * when every key reached the board.
 */
public final class AnalyzeFocusDriver {

    private static final long FOCUS_WAIT_MS = 5000;

    private final Robot robot;
    private final BoardDesignElement element;
    private final BoardCanvas canvas;

    private AnalyzeFocusDriver(Robot robot, BoardDesignElement element) {
        this.robot = robot;
        this.element = element;
        this.canvas = element.canvas();
    }

    public static void main(String[] args) throws Exception {
        BoardDataObject dob = DesignWindow.open(args[0]);
        BoardDesignElement element = DesignWindow.show(dob, "Analyze focus test", 1000, 700, true);
        Robot robot = new Robot();
        robot.setAutoDelay(30);
        robot.waitForIdle();
        boolean ok = false;
        try {
            ok = new AnalyzeFocusDriver(robot, element).run();
        } catch (Throwable t) {
            t.printStackTrace(System.out);
        }
        System.exit(ok ? 0 : 1);
    }

    private boolean run() throws Exception {
        Point tile = RobotSteps.settledLocation(canvas);
        RobotSteps.focus(robot, canvas, new Point(tile.x + 20, tile.y + 20));   // the one click on the board
        AbstractButton analyze = find(element.getToolbarRepresentation(), AbstractButton.class,
                b -> String.valueOf(b.getText()).startsWith("Analyze Board"));

        JDialog dialog = open(analyze);
        answer(dialog, KeyEvent.VK_ESCAPE);      // Cancel
        boolean afterCancel = keyReachesBoard("cancelled dialog", KeyEvent.VK_H, PaletteItem.PIT);

        JDialog again = open(analyze);
        JSpinner games = find(again, JSpinner.class, s -> s.getValue() instanceof Integer);
        SwingUtilities.invokeAndWait(() -> games.setValue(200));    // a quick analysis
        answer(again, KeyEvent.VK_ENTER);         // OK
        waitUntil("the analysis panel shows", () -> panel().isPresent());
        boolean afterPanel = keyReachesBoard("analysis panel shown", KeyEvent.VK_X, PaletteItem.EXPRESS);

        AbstractButton close = find(onEventThread(this::panel).orElseThrow(), AbstractButton.class,
                b -> "Close".equals(b.getText()));
        clickUntil(robot, close, () -> panel().isEmpty());
        waitUntil("the analysis panel goes", () -> panel().isEmpty());
        boolean afterClose = keyReachesBoard("analysis panel closed", KeyEvent.VK_G, PaletteItem.GEAR_CW);
        return afterCancel && afterPanel && afterClose;
    }

    /**
     * Waits for the board to own the keyboard focus (a loaded machine may take a while), types {@code key} and
     * waits for the element it picks. Prints {@code OK} or {@code LOST}.
     */
    private boolean keyReachesBoard(String after, int key, PaletteItem expected) throws Exception {
        robot.waitForIdle();
        long end = System.currentTimeMillis() + FOCUS_WAIT_MS;
        while (System.currentTimeMillis() < end && !onEventThread(canvas::isFocusOwner)) {
            Thread.sleep(50);
        }
        robot.keyPress(key);
        robot.keyRelease(key);
        robot.waitForIdle();
        end = System.currentTimeMillis() + 2000;
        while (System.currentTimeMillis() < end && onEventThread(() -> element.controller().item()) != expected) {
            Thread.sleep(50);
        }
        PaletteItem item = onEventThread(() -> element.controller().item());
        Component owner = onEventThread(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
        boolean ok = item == expected;
        System.out.println((ok ? "OK " : "LOST ") + KeyEvent.getKeyText(key) + " after " + after + ": element " + item
                + ", focus owner " + (owner == null ? "none" : owner.getClass().getName()));
        return ok;
    }

    /** The analysis panel beside the board, if it shows (event thread only). */
    private Optional<Container> panel() {
        return Optional.ofNullable(findOrNull(element, Container.class,
                c -> "analysis-panel".equals(c.getName()) && c.isShowing()));
    }

    /** Clicks Analyze Board… and returns its dialog. */
    private JDialog open(AbstractButton analyze) throws Exception {
        clickUntil(robot, analyze, () -> dialog() != null);
        waitUntil("the Analyze Board dialog opens", () -> dialog() != null);
        return onEventThread(AnalyzeFocusDriver::dialog);
    }

    /**
     * Clicks the middle of {@code c} once it stands still on screen, and again (at most five times) while
     * {@code done} stays false for two seconds: under load a click can be lost.
     */
    static void clickUntil(Robot robot, Component c, Supplier<Boolean> done) throws Exception {
        for (int click = 1; click <= 5 && !onEventThread(done); click++) {
            Point p = RobotSteps.settledLocation(c);
            robot.mouseMove(p.x + c.getWidth() / 2, p.y + c.getHeight() / 2);
            robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
            robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
            robot.waitForIdle();
            for (int i = 0; i < 20 && !onEventThread(done); i++) {
                Thread.sleep(100);
            }
        }
    }

    /**
     * Answers the dialog with a key once it has the keyboard focus (a click could miss: without a window manager
     * the dialog's reported place on screen may be wrong), typing it again while the dialog stays open.
     */
    private void answer(JDialog dialog, int key) throws Exception {
        waitUntil("the dialog has the keyboard focus", dialog::isFocused);
        for (int press = 1; press <= 5 && onEventThread(dialog::isShowing); press++) {
            robot.keyPress(key);
            robot.keyRelease(key);
            robot.waitForIdle();
            for (int i = 0; i < 20 && onEventThread(dialog::isShowing); i++) {
                Thread.sleep(100);
            }
        }
        if (onEventThread(dialog::isShowing)) {
            throw new AssertionError("the dialog stays open after five presses of " + KeyEvent.getKeyText(key));
        }
    }

    /** The dialog showing, or null (event thread only). */
    static JDialog dialog() {
        for (Window w : Window.getWindows()) {
            if (w instanceof JDialog d && d.isShowing()) {
                return d;
            }
        }
        return null;
    }

    static void waitUntil(String what, Supplier<Boolean> condition) throws Exception {
        long end = System.currentTimeMillis() + 20_000;
        while (!onEventThread(condition)) {
            if (System.currentTimeMillis() > end) {
                throw new AssertionError("timed out waiting until " + what);
            }
            Thread.sleep(50);
        }
    }

    static <T extends Component> T find(Container root, Class<T> type, Predicate<T> test) throws Exception {
        T found = onEventThread(() -> findOrNull(root, type, test));
        if (found == null) {
            throw new AssertionError("no " + type.getSimpleName() + " as wanted in " + root.getClass().getSimpleName());
        }
        return found;
    }

    static <T extends Component> T findOrNull(Container root, Class<T> type, Predicate<T> test) {
        for (Component child : root.getComponents()) {
            if (type.isInstance(child) && test.test(type.cast(child))) {
                return type.cast(child);
            }
            if (child instanceof Container inner) {
                T found = findOrNull(inner, type, test);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    static <T> T onEventThread(Supplier<T> read) throws Exception {
        AtomicReference<T> value = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> value.set(read.get()));
        return value.get();
    }
}
