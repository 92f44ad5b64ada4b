package org.rallyworkbench.engine.rules;

import java.util.Random;

/**
 * Derives the random sources of a game from its seed (R-DEAL-1, R-PROG-3, R-OPT-1): each turn has its own,
 * so a turn is reproducible from (seed, turn) alone. {@link Random}'s algorithm is fixed by its specification,
 * so results are the same on every JVM.
 */
final class Seeds {

    private Seeds() { }

    /** What a random source is for: each has its own stream, so dealing and programming stay independent. */
    enum Purpose { OPTION_DECK, SHUFFLE, RANDOM_PROGRAMS }

    /** The random source for {@code purpose} in turn {@code turn} (1-based; 0 for the game's set-up). */
    static Random forTurn(long seed, int turn, Purpose purpose) {
        return new SeededRandom(seedFor(seed, turn, purpose));     // the same numbers as java.util.Random
    }

    /** {@link #forTurn}'s source, reusing {@code into} (reseeded) instead of allocating one per turn. */
    static SeededRandom forTurn(long seed, int turn, Purpose purpose, SeededRandom into) {
        into.setSeed(seedFor(seed, turn, purpose));
        return into;
    }

    private static long seedFor(long seed, int turn, Purpose purpose) {
        long salt = 0x9E3779B97F4A7C15L * (turn + 1) + 0xD1B54A32D192ED03L * (purpose.ordinal() + 1);
        return mix(seed ^ mix(salt));
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
