package org.rallyworkbench.engine.analysis;

import java.util.Objects;
import org.rallyworkbench.engine.bot.PlayerLevel;

/**
 * What to simulate when analysing a board.
 *
 * @param games      how many games
 * @param robots     robots per game (on the start tiles from {@code firstStart} on, then on random free tiles)
 * @param maxTurns   a game stops after this many turns if nobody has won
 * @param seed       the seed of the whole analysis: game {@code i} is seeded from (seed, i) alone
 * @param threads    worker threads; the result does not depend on it
 * @param players    how every robot is programmed
 * @param firstStart the start number robot 1 takes (robot k takes start firstStart + k − 1)
 */
public record AnalysisSettings(int games, int robots, int maxTurns, long seed, int threads, PlayerLevel players,
                               int firstStart) {

    public AnalysisSettings {
        if (games < 1 || robots < 1 || maxTurns < 1 || threads < 1 || firstStart < 1) {
            throw new IllegalArgumentException("games, robots, turns, threads and the first start must be at least 1");
        }
        Objects.requireNonNull(players, "players");
    }

    /** Random players (R-PROG-3) from start 1. */
    public AnalysisSettings(int games, int robots, int maxTurns, long seed, int threads) {
        this(games, robots, maxTurns, seed, threads, PlayerLevel.RANDOM, 1);
    }

    /** Players of one level from start 1. */
    public AnalysisSettings(int games, int robots, int maxTurns, long seed, int threads, PlayerLevel players) {
        this(games, robots, maxTurns, seed, threads, players, 1);
    }

    /** {@code games} games of 8 random robots, 20 turns at most, on every core. */
    public static AnalysisSettings of(int games, long seed) {
        return new AnalysisSettings(games, 8, 20, seed, Runtime.getRuntime().availableProcessors());
    }

    /** The same with another thread count. */
    public AnalysisSettings withThreads(int newThreads) {
        return new AnalysisSettings(games, robots, maxTurns, seed, newThreads, players, firstStart);
    }
}
