package org.rallyworkbench.application;

import java.util.concurrent.Callable;
import javax.swing.SwingUtilities;

/** What the in-process GUI tests share: work on the event thread, and waiting for a state (never for a time). */
final class EdtSteps {

    private EdtSteps() {
    }

    /** Runs {@code work} on the event dispatch thread and gives its result, or throws what it threw. */
    static <T> T onEdt(Callable<T> work) throws Exception {
        Object[] result = new Object[1];
        Exception[] failure = new Exception[1];
        SwingUtilities.invokeAndWait(() -> {
            try {
                result[0] = work.call();
            } catch (Exception e) {
                failure[0] = e;
            }
        });
        if (failure[0] != null) {
            throw failure[0];
        }
        @SuppressWarnings("unchecked")
        T t = (T) result[0];
        return t;
    }

    /** Polls every 100 ms until {@code probe} gives a value; fails naming {@code what} after {@code seconds}. */
    static <T> T waitFor(Callable<T> probe, int seconds, String what) throws Exception {
        for (int i = 0; i < seconds * 10; i++) {
            T value = probe.call();
            if (value != null) {
                return value;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("timed out after " + seconds + " s waiting for " + what);
    }
}
