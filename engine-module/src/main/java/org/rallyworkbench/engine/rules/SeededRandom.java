package org.rallyworkbench.engine.rules;

import java.util.Random;

/**
 * {@link Random}'s own generator (the 48-bit linear congruential formula its specification fixes), so every
 * value is the one {@code new Random(seed)} gives, without its atomic compare-and-set on each draw: a random
 * source of the engine belongs to one turn on one thread. Shuffling the deck and the hands draws some 150
 * bounded numbers a turn, so {@link #nextInt(int)} replaces the division of {@code u % bound} by a
 * multiplication with a precomputed reciprocal (exact for every 31-bit {@code u}), with the same rejection loop.
 */
final class SeededRandom extends Random {

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;

    private long state;     // set by setSeed, which Random's constructor calls: no initializer here

    /** The bounds up to this one have a reciprocal: decks and hands are far smaller. */
    private static final int MAX_FAST_BOUND = 1024;
    /**
     * [d]: ceil(2^64 / d) for d ≥ 3 not a power of two, so that floor(u / d) = multiplyHigh(u, [d]) for every
     * 0 ≤ u < 2^31 (the error u·(ceil − 2^64/d)/2^64 is below 2^-21, less than 1/d).
     */
    private static final long[] RECIPROCAL = new long[MAX_FAST_BOUND + 1];

    static {
        for (int d = 3; d <= MAX_FAST_BOUND; d++) {
            RECIPROCAL[d] = Long.divideUnsigned(-1L, d) + 1;
        }
    }

    SeededRandom(long seed) {
        super(seed);
    }

    @Override
    public synchronized void setSeed(long seed) {
        state = (seed ^ MULTIPLIER) & MASK;
        super.setSeed(seed);        // also clears Random's cached Gaussian, as the specification asks
    }

    /** Exactly {@link Random#nextInt(int)}: the same draws of {@code next(31)}, the same results. */
    @Override
    public int nextInt(int bound) {
        if (bound <= 0 || bound > MAX_FAST_BOUND) {
            return super.nextInt(bound);
        }
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            return (int) ((bound * (long) r) >> 31);       // a power of two, as Random does it
        }
        long reciprocal = RECIPROCAL[bound];
        for (int u = r; u - (r = u - bound * (int) Math.multiplyHigh(u, reciprocal)) + m < 0; u = next(31)) {
            // rejected: draw again, as Random does
        }
        return r;
    }

    /**
     * Shuffles {@code a[from, from + n)} exactly as {@link java.util.Collections#shuffle(java.util.List,
     * Random)} shuffles a list of those elements with this source: the same swaps from the same draws of
     * {@link #nextInt(int)}, with the generator's state kept in a local variable for the whole loop.
     */
    void shuffle(Object[] a, int from, int n) {
        if (n > MAX_FAST_BOUND) {
            for (int i = n; i > 1; i--) {
                swap(a, from + i - 1, from + nextInt(i));
            }
            return;
        }
        long s = state;
        for (int i = n; i > 1; i--) {
            int j;
            do {                                        // again when rejected, as Random does
                s = (s * MULTIPLIER + ADDEND) & MASK;
                j = below((int) (s >>> 17), i);         // next(31)
            } while (j < 0);
            swap(a, from + i - 1, from + j);
        }
        state = s;
    }

    /**
     * {@link #shuffle(Object[], int, int)} for an int array (a hand's places): the same swaps from the same draws,
     * without boxing the places or a reference store per swap.
     */
    void shuffle(int[] a, int from, int n) {
        if (n > MAX_FAST_BOUND) {
            for (int i = n; i > 1; i--) {
                swap(a, from + i - 1, from + nextInt(i));
            }
            return;
        }
        long s = state;
        for (int i = n; i > 1; i--) {
            int j;
            do {                                        // again when rejected, as Random does
                s = (s * MULTIPLIER + ADDEND) & MASK;
                j = below((int) (s >>> 17), i);         // next(31)
            } while (j < 0);
            swap(a, from + i - 1, from + j);
        }
        state = s;
    }

    /**
     * What {@link #nextInt(int) nextInt(bound)} makes of the draw {@code u} of {@code next(31)}, 2 ≤ bound ≤
     * {@link #MAX_FAST_BOUND}, or -1 when Random rejects {@code u} and draws again. The generator's state stays in
     * the shuffle's local variable: its chain of multiplications is all a shuffle waits for.
     */
    private static int below(int u, int bound) {
        int m = bound - 1;
        if ((bound & m) == 0) {
            return (int) ((bound * (long) u) >> 31);       // a power of two, as Random does it
        }
        int r = u - bound * (int) Math.multiplyHigh(u, RECIPROCAL[bound]);
        return u - r + m < 0 ? -1 : r;
    }

    private static void swap(Object[] a, int i, int j) {
        Object x = a[i];
        a[i] = a[j];
        a[j] = x;
    }

    private static void swap(int[] a, int i, int j) {
        int x = a[i];
        a[i] = a[j];
        a[j] = x;
    }

    @Override
    protected int next(int bits) {
        state = (state * MULTIPLIER + ADDEND) & MASK;
        return (int) (state >>> (48 - bits));
    }
}
