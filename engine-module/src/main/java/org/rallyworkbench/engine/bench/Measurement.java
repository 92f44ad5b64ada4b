package org.rallyworkbench.engine.bench;

import java.util.Arrays;
import java.util.function.LongUnaryOperator;

/**
 * Times a workload the simple, honest way: warm-up rounds first (so the JIT has compiled the hot code), timed
 * by the same clock as the rounds,
 * then several timed rounds, and the median rate of those (robust against a noisy, shared machine).
 */
public final class Measurement {

    /**
     * What a round's duration is measured with: the wall clock, or the CPU time of the measuring thread (on a
     * machine shared with other work, that leaves out the time the thread waited for a core).
     */
    public enum Clock {
        WALL, CPU;

        long now() {
            return this == WALL ? System.nanoTime() : THREADS.getCurrentThreadCpuTime();
        }
    }

    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    private final Clock clock;
    private final double warmupSeconds;
    private final int rounds;
    private final double roundSeconds;

    public Measurement(Clock clock, double warmupSeconds, int rounds, double roundSeconds) {
        this.clock = clock;
        this.warmupSeconds = warmupSeconds;
        this.rounds = rounds;
        this.roundSeconds = roundSeconds;
    }

    /** Sink for results, so the JIT cannot drop the work. */
    private static volatile long blackhole;

    /**
     * The median rate in operations per second. {@code batch} runs n operations and returns a value to
     * consume; the batch size is tuned so that a timed round lasts about {@code roundSeconds}.
     */
    public double medianRate(LongUnaryOperator batch) {
        long n = 1;
        // Warm-up by the same clock: with the CPU clock on a busy machine, a wall-clock warm-up can end before
        // the JIT has compiled the hot code, and the first rounds would then measure the interpreter.
        long warmupEnd = clock.now() + (long) (warmupSeconds * 1e9);
        double rate = 0;
        while (clock.now() < warmupEnd || rate == 0) {
            long t0 = clock.now();
            blackhole += batch.applyAsLong(n);
            long dt = clock.now() - t0;
            rate = n * 1e9 / Math.max(1, dt);
            if (dt < 50_000_000L) {
                n *= 2;
            }
        }
        long perRound = Math.max(1, (long) (rate * roundSeconds));
        double[] rates = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            long t0 = clock.now();
            blackhole += batch.applyAsLong(perRound);
            rates[i] = perRound * 1e9 / Math.max(1, clock.now() - t0);
        }
        Arrays.sort(rates);
        return rounds % 2 == 1 ? rates[rounds / 2] : (rates[rounds / 2 - 1] + rates[rounds / 2]) / 2;
    }
}
