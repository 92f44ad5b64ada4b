package org.rallyworkbench.editor.board.design;

import java.awt.Component;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;

/**
 * What the GUI drivers need so that a loaded machine does not lose their input: wait for a component to
 * stand still on screen before pointing at it, and focus it (checking that it took the focus) before
 * typing keys meant for it.
 */
public final class RobotSteps {

    private RobotSteps() {
    }

    /** Where {@code c} is on screen once three readings 200 ms apart agree. */
    public static Point settledLocation(Component c) throws Exception {
        Point last = null;
        int same = 0;
        for (int i = 0; i < 50 && same < 2; i++) {
            Point now = onEventThread(() -> c.isShowing() ? c.getLocationOnScreen() : null);
            same = now != null && now.equals(last) ? same + 1 : 0;
            last = now;
            Thread.sleep(200);
        }
        if (last == null) {
            throw new AssertionError(c.getClass().getSimpleName() + " is not on screen");
        }
        return last;
    }

    /**
     * Middle-clicks {@code at} (a board canvas takes the focus from it without painting) until {@code c}
     * owns the keyboard focus.
     */
    static void focus(Robot robot, Component c, Point at) throws Exception {
        for (int attempt = 0; attempt < 10; attempt++) {
            robot.mouseMove(at.x, at.y);
            robot.mousePress(InputEvent.BUTTON2_DOWN_MASK);
            robot.mouseRelease(InputEvent.BUTTON2_DOWN_MASK);
            robot.waitForIdle();
            for (int i = 0; i < 10; i++) {
                if (onEventThread(c::isFocusOwner)) {
                    return;
                }
                Thread.sleep(100);
            }
        }
        throw new AssertionError(c.getClass().getSimpleName() + " never took the keyboard focus");
    }

    /**
     * Clicks the middle of {@code c} once it stands still on screen, and again (at most four clicks) while
     * {@code done} stays false for six seconds after the first click and 1.5 s after each later one: under load
     * a click can be lost.
     */
    public static void clickUntil(Robot robot, Component c, java.util.function.Supplier<Boolean> done) throws Exception {
        for (int click = 1; click <= 4 && !onEventThread(done); click++) {
            Point p = settledLocation(c);
            robot.mouseMove(p.x + c.getWidth() / 2, p.y + c.getHeight() / 2);
            robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
            robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
            robot.waitForIdle();
            // The first click waits longest: on a loaded machine it may arrive late, and a second click on a
            // button that adds (a card, a row) would then act twice.
            int waits = click == 1 ? 60 : 15;
            for (int i = 0; i < waits && !onEventThread(done); i++) {
                Thread.sleep(100);
            }
        }
    }

    /**
     * {@link #clickUntil} on a button; when every click was lost (the X server without a window manager can
     * misplace a dialog), or when it never came on screen (an item of a popup menu opened on the event thread),
     * presses it on the event thread and says so, so that a test checks what the button does, not how clicks
     * are delivered.
     */
    public static void pressUntil(Robot robot, javax.swing.AbstractButton b, java.util.function.Supplier<Boolean> done)
            throws Exception {
        try {
            clickUntil(robot, b, done);
        } catch (AssertionError notOnScreen) {
            // A popup menu opened by a press on the event thread may never show its items: press the item anyway.
            System.out.println(notOnScreen.getMessage());
        }
        if (!onEventThread(done)) {
            System.out.println("the display lost the clicks on " + b.getName() + ": pressed on the event thread");
            SwingUtilities.invokeAndWait(b::doClick);
        }
    }

    private static <T> T onEventThread(java.util.function.Supplier<T> read) throws Exception {
        AtomicReference<T> value = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> value.set(read.get()));
        return value.get();
    }
}
