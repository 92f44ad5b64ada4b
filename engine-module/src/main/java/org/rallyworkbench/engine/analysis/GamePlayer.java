package org.rallyworkbench.engine.analysis;

import java.util.LinkedHashMap;
import java.util.Map;
import org.rallyworkbench.engine.bench.GameSetup;
import org.rallyworkbench.engine.bot.BotPlayers;
import org.rallyworkbench.engine.bot.PathField;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.rules.Simulation;

/**
 * Plays one seeded game on the engine's fast path, every robot programmed at the settings' player level, and
 * counts into a {@link Tally}: where each robot begins each turn and whether it is destroyed within it, what
 * destroyed it, which flags it reached and when, who won and in how many turns. One instance per worker thread.
 */
final class GamePlayer {

    private final Board board;
    private final AnalysisSettings settings;
    private final BotPlayers bots;
    private final boolean[] destroyed;
    private final int[] startTile;
    private final int[] flagsBefore;
    private final int[] lastFlagTurn;
    private Tally tally;

    GamePlayer(Board board, AnalysisSettings settings, PathField field) {
        this.board = board;
        this.settings = settings;
        this.bots = settings.players() == PlayerLevel.RANDOM ? null : new BotPlayers(field);
        this.destroyed = new boolean[settings.robots()];
        this.startTile = new int[settings.robots()];
        this.flagsBefore = new int[settings.robots()];
        this.lastFlagTurn = new int[settings.robots()];
    }

    /** Plays game number {@code game} of the analysis and adds its counts to {@code into}. */
    void play(long game, Tally into) {
        this.tally = into;
        GameState start = GameSetup.newGame(board, settings.robots(), settings.firstStart(),
                gameSeed(settings.seed(), game));
        Map<String, PlayerLevel> levels = new LinkedHashMap<>();
        for (Robot r : start.robots()) {
            levels.put(r.name(), settings.players());
        }
        Simulation sim = new Simulation(start, EventSink.NONE);
        sim.onDestroyed(this::destroyed);
        int robots = sim.robots();
        tally.games++;
        tally.robotGames += robots;
        java.util.Arrays.fill(lastFlagTurn, 0);
        while (!sim.gameOver() && sim.turnNumber() < settings.maxTurns() && anyLeft(sim)) {
            sim.deal();
            for (int i = 0; i < robots; i++) {
                destroyed[i] = false;
                startTile[i] = sim.inPlay(i) ? sim.y(i) * board.width() + sim.x(i) : -1;
                flagsBefore[i] = sim.nextFlag(i);
                if (startTile[i] >= 0) {
                    tally.visits[i][startTile[i]]++;
                }
            }
            if (bots == null) {
                sim.play();
            } else {
                sim.play(bots.programs(sim.snapshot(), levels));
            }
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
                    tally.flagLegSum[f - 1] += sim.turnNumber() - lastFlagTurn[i];
                    lastFlagTurn[i] = sim.turnNumber();
                }
            }
        }
        if (sim.gameOver()) {
            tally.won++;
            int turns = sim.turnNumber();
            GameState end = sim.snapshot();
            for (int i = 0; i < robots; i++) {
                if (end.winners().contains(end.robots().get(i).name())) {
                    tally.wins[i]++;
                    tally.winTurnSum[i] += turns;
                    tally.winTurnSquares[i] += (long) turns * turns;
                }
            }
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
