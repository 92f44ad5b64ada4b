package org.rallyworkbench.editor.scenario.replay;

import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import javax.swing.AbstractButton;
import javax.swing.SwingUtilities;

/**
 * Run by {@link ReplayPanelsGuiTest} in its own JVM on an X display: the real Replay view of a failing scenario,
 * driven with mouse clicks on its toolbar and register cells; after each click the panel beside the board must list
 * the cards of the register in acting order and the phase's events as the trace prints them. Prints a line per
 * check; exit code 0 when all hold. A picture of the view goes to the second argument.
 */
public final class ReplayPanelsDriver {

    private final Robot robot;
    private final ReplayElement element;
    private boolean ok = true;

    private ReplayPanelsDriver(Robot robot, ReplayElement element) {
        this.robot = robot;
        this.element = element;
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        ReplayElement element = ReplayWindow.show(ReplayWindow.open(file), file, 1200, 760);
        Robot robot = new Robot();
        robot.setAutoDelay(30);
        boolean ok = false;
        try {
            ok = new ReplayPanelsDriver(robot, element).run(Path.of(args[1]));
        } catch (Throwable t) {
            t.printStackTrace(System.out);
        }
        System.exit(ok ? 0 : 1);
    }

    private boolean run(Path picture) throws Exception {
        waitUntil("the run is loaded", () -> element.player().loaded());
        closeStrayDialogs();
        // the view opens at the first failure: register 1's lasers
        check("opens at the failure", "Cards · turn 1, register 1", () -> element.side().cardsTitle());
        check("register 1 in acting order", List.of("red", "blue", "green"), this::robots);
        check("the lasers' events", List.of("board laser at (0,2) hits red: 1 damage", "green's laser hits blue: 1 damage",
                "green's laser hits red: 1 damage", "red takes 2 damage (now 2)", "blue takes 1 damage (now 1)"),
                () -> element.side().eventsShown());
        ReplayWindow.picture(element, picture);
        AbstractButton forward = find(element.getToolbarRepresentation(), AbstractButton.class,
                b -> "Step ▶".equals(b.getText()));
        int failureFrame = onEdt(() -> element.player().index());
        click(forward, new Point(forward.getWidth() / 2, forward.getHeight() / 2),
                () -> element.player().index() > failureFrame);
        waitUntil("the step ends", () -> element.player().progress() >= 1);
        check("Step ▶ moves to register 2", "Cards · turn 1, register 2", () -> element.side().cardsTitle());
        check("register 2 in acting order", List.of("green", "red", "blue"), this::robots);
        check("register 2's movement", List.of("green plays move1@500", "green moves W from (7,2) to (6,2)",
                "red plays right@420", "red turned from N to E", "blue plays left@80", "blue turned from S to E"),
                () -> element.side().eventsShown());
        RegisterStrip strip = find(element, RegisterStrip.class, s -> true);
        click(strip, new Point(44 * 2 + 20, 12),           // T1 R3
                () -> element.side().cardsTitle().endsWith("register 3"));
        check("a click on T1 R3 jumps there", "Cards · turn 1, register 3", () -> element.side().cardsTitle());
        check("nobody has a card in register 3", List.of("no card", "no card", "no card"),
                () -> element.side().cardsShown().stream().map(CardsView::words).toList());
        check("green's coat has absorbed 2 by register 3", List.of("green", "    Ablative Coat (2 of 3 absorbed)",
                "    High-Power Laser"), () -> element.side().optionsShown());
        AbstractButton end = find(element.getToolbarRepresentation(), AbstractButton.class,
                b -> "End ▶|".equals(b.getText()));
        click(end, new Point(end.getWidth() / 2, end.getHeight() / 2),
                () -> element.player().index() == element.player().timeline().size() - 1);
        check("at the end the coat is gone", List.of("green", "    High-Power Laser"),
                () -> element.side().optionsShown());
        AbstractButton start = find(element.getToolbarRepresentation(), AbstractButton.class,
                b -> "|◀ Start".equals(b.getText()));
        click(start, new Point(start.getWidth() / 2, start.getHeight() / 2), () -> element.player().index() == 0);
        check("the start shows the coat's counter", List.of("green", "    Ablative Coat (1 of 3 absorbed)",
                "    High-Power Laser"), () -> element.side().optionsShown());
        return ok;
    }

    /**
     * On a flat class path the window system's start-up hook tries to open the sample board, which cannot be found
     * without the application's file system, and says so in a dialog over the view: close it, it is not the test's.
     */
    private static void closeStrayDialogs() throws Exception {
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

    private List<String> robots() {
        return element.side().cardsShown().stream().map(RegisterCards.Row::robot).toList();
    }

    /**
     * Clicks {@code at} in {@code c} once it stands still on screen, and again (at most five times) while
     * {@code done} stays false for two seconds: under load a click can be lost.
     */
    private void click(Component c, Point at, Callable<Boolean> done) throws Exception {
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

    /** Where {@code c} is on screen once three readings 200 ms apart agree. */
    private static Point settled(Component c) throws Exception {
        Point last = null;
        int same = 0;
        for (int i = 0; i < 50 && same < 2; i++) {
            Point now = onEdt(() -> c.isShowing() ? c.getLocationOnScreen() : null);
            same = now != null && now.equals(last) ? same + 1 : 0;
            last = now;
            Thread.sleep(200);
        }
        if (last == null) {
            throw new AssertionError(c.getClass().getSimpleName() + " is not on screen");
        }
        return last;
    }

    private <T> void check(String what, T expected, Callable<T> actual) throws Exception {
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

    private void waitUntil(String what, Callable<Boolean> condition) throws Exception {
        long end = System.currentTimeMillis() + 20_000;
        while (!onEdt(condition)) {
            if (System.currentTimeMillis() > end) {
                throw new AssertionError("timed out waiting until " + what);
            }
            Thread.sleep(50);
        }
    }

    private static <T> T onEdt(Callable<T> c) throws Exception {
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

    private static <T extends Component> T find(Container root, Class<T> type, Predicate<T> test) throws Exception {
        T found = onEdt(() -> search(root, type, test));
        if (found == null) {
            throw new AssertionError("no " + type.getSimpleName() + " found");
        }
        return found;
    }

    private static <T extends Component> T search(Container root, Class<T> type, Predicate<T> test) {
        for (Component c : root.getComponents()) {
            if (type.isInstance(c) && test.test(type.cast(c))) {
                return type.cast(c);
            }
            if (c instanceof Container inner) {
                T t = search(inner, type, test);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }
}
