package org.rallyworkbench.engine.analysis;

import org.rallyworkbench.engine.bench.GameSetup;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.rules.Simulation;

/**
 * Plays one seeded game with random programs on the engine's fast path and counts into a {@link Tally}: where
 * each robot begins each turn and whether it is destroyed within it, what destroyed it, which flags it reached
 * and when. One instance per worker thread.
 */
final class GamePlayer {

    private final Board board;
    private final AnalysisSettings settings;
    private final boolean[] destroyed;
    private final int[] startTile;
    private final int[] flagsBefore;
    private Tally tally;

    GamePlayer(Board board, AnalysisSettings settings) {
        this.board = board;
        this.settings = settings;
        this.destroyed = new boolean[settings.robots()];
        this.startTile = new int[settings.robots()];
        this.flagsBefore = new int[settings.robots()];
    }

    /** Plays game number {@code game} of the analysis and adds its counts to {@code into}. */
    void play(long game, Tally into) {
        this.tally = into;
        Simulation sim = new Simulation(GameSetup.newGame(board, settings.robots(), gameSeed(settings.seed(), game)),
                EventSink.NONE);
        sim.onDestroyed(this::destroyed);
        int robots = sim.robots();
        tally.games++;
        tally.robotGames += robots;
        while (!sim.gameOver() && sim.turnNumber() < settings.maxTurns() && anyLeft(sim)) {
            sim.deal();
            for (int i = 0; i < robots; i++) {
                destroyed[i] = false;
                startTile[i] = sim.inPlay(i) ? sim.y(i) * board.width() + sim.x(i) : -1;
                flagsBefore[i] = sim.nextFlag(i);
            }
            sim.play();
            tally.turns++;
            for (int i = 0; i < robots; i++) {
                if (startTile[i] >= 0) {
                    tally.turnsStarted[startTile[i]]++;
                    if (destroyed[i]) {
                        tally.destroyedWithin[startTile[i]]++;
                    }
                }
                for (int f = flagsBefore[i]; f < sim.nextFlag(i) && f <= tally.flagReached.length; f++) {
                    tally.flagReached[f - 1]++;
                    tally.flagTurnSum[f - 1] += sim.turnNumber();
                }
            }
        }
        if (sim.gameOver()) {
            tally.won++;
        }
    }

    private void destroyed(int robot, Cause cause) {
        destroyed[robot] = true;
        tally.causes[cause.ordinal()]++;
    }

    private static boolean anyLeft(Simulation sim) {
        for (int i = 0; i < sim.robots(); i++) {
            if (!sim.outOfGame(i)) {
                return true;
            }
        }
        return false;
    }

    /** The seed of one game: a mix of the analysis seed and the game number (SplitMix64's finaliser). */
    static long gameSeed(long seed, long game) {
        long z = seed + 0x9E3779B97F4A7C15L * (game + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
