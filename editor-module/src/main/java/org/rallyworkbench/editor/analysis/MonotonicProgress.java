package org.rallyworkbench.editor.analysis;

import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * Passes on games done as reported by the analysis's worker threads, which may arrive out of order, as a
 * count that never goes back (what a progress bar wants).
 */
final class MonotonicProgress implements LongConsumer {

    private final IntConsumer bar;
    private long shown;

    MonotonicProgress(IntConsumer bar) {
        this.bar = bar;
    }

    @Override
    public synchronized void accept(long done) {
        if (done > shown) {
            shown = done;
            bar.accept((int) Math.min(Integer.MAX_VALUE, done));
        }
    }

    synchronized long shown() {
        return shown;
    }
}
