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

    private static <T> T onEventThread(java.util.function.Supplier<T> read) throws Exception {
        AtomicReference<T> value = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> value.set(read.get()));
        return value.get();
    }
}
