package org.rallyworkbench.engine.analysis;

/**
 * What to simulate when analysing a board.
 *
 * @param games    how many games
 * @param robots   robots per game (on the start tiles, then on random free tiles)
 * @param maxTurns a game stops after this many turns if nobody has won
 * @param seed     the seed of the whole analysis: game {@code i} is seeded from (seed, i) alone
 * @param threads  worker threads; the result does not depend on it
 */
public record AnalysisSettings(int games, int robots, int maxTurns, long seed, int threads) {

    public AnalysisSettings {
        if (games < 1 || robots < 1 || maxTurns < 1 || threads < 1) {
            throw new IllegalArgumentException("games, robots, turns and threads must be at least 1");
        }
    }

    /** {@code games} games of 8 robots, 20 turns at most, on every core. */
    public static AnalysisSettings of(int games, long seed) {
        return new AnalysisSettings(games, 8, 20, seed, Runtime.getRuntime().availableProcessors());
    }
}
