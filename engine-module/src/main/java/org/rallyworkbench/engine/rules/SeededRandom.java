package org.rallyworkbench.engine.rules;

import java.util.Random;

/**
 * {@link Random}'s own generator (the 48-bit linear congruential formula its specification fixes), so every
 * value is the one {@code new Random(seed)} gives, without its atomic compare-and-set on each draw: a random
 * source of the engine belongs to one turn on one thread. Shuffling the deck draws some 150 numbers a turn.
 */
final class SeededRandom extends Random {

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;

    private long state;     // set by setSeed, which Random's constructor calls: no initializer here

    SeededRandom(long seed) {
        super(seed);
    }

    @Override
    public synchronized void setSeed(long seed) {
        state = (seed ^ MULTIPLIER) & MASK;
        super.setSeed(seed);        // also clears Random's cached Gaussian, as the specification asks
    }

    @Override
    protected int next(int bits) {
        state = (state * MULTIPLIER + ADDEND) & MASK;
        return (int) (state >>> (48 - bits));
    }
}
