package org.rallyworkbench.editor.scenario.run;

import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import javax.swing.SwingUtilities;

/**
 * What the scenario views' GUI drivers share: reading on the event thread, finding a component, clicking it so that
 * a loaded machine does not lose the click, checking what a view shows (a line per check, OK or WRONG), and
 * closing the dialogs the platform opens on its own on a flat class path.
 */
public final class GuiSteps {

    private final Robot robot;
    private boolean ok = true;

    public GuiSteps() throws Exception {
        robot = new Robot();
        robot.setAutoDelay(30);
    }

    /** Whether every check so far held. */
    public boolean ok() {
        return ok;
    }

    /** Checks (for up to 10 s) that {@code actual} shows {@code expected}; prints OK or WRONG with what it shows. */
    public <T> void check(String what, T expected, Callable<T> actual) throws Exception {
        long end = System.currentTimeMillis() + 10_000;
        T got = onEdt(actual);
        while (!expected.equals(got) && System.currentTimeMillis() < end) {
            Thread.sleep(50);
            got = onEdt(actual);
        }
        boolean good = expected.equals(got);
        ok &= good;
        System.out.println((good ? "OK " : "WRONG ") + what + (good ? "" : ": expected " + expected + ", shown " + got));
    }

    /** Waits up to a minute for {@code condition}, else fails. */
    public static void waitUntil(String what, Callable<Boolean> condition) throws Exception {
        long end = System.currentTimeMillis() + 60_000;
        while (!onEdt(condition)) {
            if (System.currentTimeMillis() > end) {
                throw new AssertionError("timed out waiting until " + what);
            }
            Thread.sleep(50);
        }
    }

    /**
     * Clicks {@code at} in {@code c} once it stands still on screen, and again (at most five times) while
     * {@code done} stays false for two seconds: under load a click can be lost.
     */
    public void click(Component c, Point at, Callable<Boolean> done) throws Exception {
        for (int attempt = 1; attempt <= 5 && !onEdt(done); attempt++) {
            Point s = settled(c);
            robot.mouseMove(s.x + at.x, s.y + at.y);
            robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
            robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
            robot.waitForIdle();
            long end = System.currentTimeMillis() + 2000;
            while (!onEdt(done) && System.currentTimeMillis() < end) {
                Thread.sleep(50);
            }
        }
    }

    /** Clicks the middle of {@code c} as {@link #click(Component, Point, Callable)} does. */
    public void click(Component c, Callable<Boolean> done) throws Exception {
        Point middle = onEdt(() -> new Point(c.getWidth() / 2, c.getHeight() / 2));
        click(c, middle, done);
    }

    /** Where {@code c} is on screen once it stands still (the board drivers' rule). */
    private static Point settled(Component c) throws Exception {
        return org.rallyworkbench.editor.board.design.RobotSteps.settledLocation(c);
    }

    /**
     * On a flat class path the window system's start-up hook tries to open the sample board, which cannot be found
     * without the application's file system, and says so in a dialog over the view: closes it, it is not the test's.
     */
    public static void closeStrayDialogs() throws Exception {
        Thread.sleep(1000);
        onEdt(() -> {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                if (w instanceof java.awt.Dialog d && d.isShowing()) {
                    System.out.println("closing a dialog not opened by the test: " + d.getClass().getSimpleName());
                    d.dispose();
                }
            }
            return null;
        });
    }

    /** {@code c}'s result, computed on the event thread. */
    public static <T> T onEdt(Callable<T> c) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Exception> error = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                result.set(c.call());
            } catch (Exception e) {
                error.set(e);
            }
        });
        if (error.get() != null) {
            throw error.get();
        }
        return result.get();
    }

    /** The first component of {@code type} under {@code root} that passes {@code test}; fails if there is none. */
    public static <T extends Component> T find(Container root, Class<T> type, Predicate<T> test) throws Exception {
        T found = onEdt(() -> findOrNull(root, type, test));
        if (found == null) {
            throw new AssertionError("no " + type.getSimpleName() + " found");
        }
        return found;
    }

    /** The first component of {@code type} under {@code root} that passes {@code test}, or null; call on the event thread. */
    public static <T extends Component> T findOrNull(Container root, Class<T> type, Predicate<T> test) {
        for (Component c : root.getComponents()) {
            if (type.isInstance(c) && test.test(type.cast(c))) {
                return type.cast(c);
            }
            if (c instanceof Container inner) {
                T t = findOrNull(inner, type, test);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    /** A driver's checks, made with the steps it is given. */
    public interface Checks {
        void run(GuiSteps steps) throws Exception;
    }

    /**
     * A driver's whole run: {@code checks} with fresh steps, what they throw printed, then the JVM ends with exit
     * code 0 when every check held (the GUI test reads it), else 1.
     */
    public static void runAndExit(Checks checks) {
        boolean ok = false;
        try {
            GuiSteps steps = new GuiSteps();
            checks.run(steps);
            ok = steps.ok();
        } catch (Throwable t) {
            t.printStackTrace(System.out);
        }
        System.exit(ok ? 0 : 1);
    }
}
