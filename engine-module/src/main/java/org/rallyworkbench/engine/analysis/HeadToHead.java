package org.rallyworkbench.engine.analysis;

import java.util.LinkedHashMap;
import java.util.Map;
import org.rallyworkbench.engine.bench.GameSetup;
import org.rallyworkbench.engine.bot.BotPlayers;
import org.rallyworkbench.engine.bot.PathField;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.rules.Simulation;

/**
 * Two player levels against each other on one board: in each seeded game the robots on odd start slots play
 * one level and those on even slots the other, swapped from one game to the next so that both levels have every
 * start equally often. A game counts for a level when only that level's robots won it. Deterministic for the
 * settings' seed whatever the thread count (games are seeded alone; counts are summed).
 *
 * @param first    the level of {@code settings.players()}
 * @param second   the level it plays against
 * @param firstWon games only {@code first}'s robots won
 * @param secondWon games only {@code second}'s robots won
 * @param games    games played (some neither or both won)
 */
public record HeadToHead(PlayerLevel first, PlayerLevel second, long firstWon, long secondWon, long games) {

    private static final int CHUNK = 5;

    /** The share of decided games {@code first} won, with its 95% interval. */
    public Interval firstWinRate() { return Interval.share(firstWon, firstWon + secondWon); }

    public static HeadToHead run(Board board, AnalysisSettings settings, PlayerLevel second) {
        PathField field = PathField.of(board);
        ThreadLocal<BotPlayers> bots = ThreadLocal.withInitial(() -> new BotPlayers(field));
        long[] won = new GameChunks<long[]>(settings.threads(), "head-to-head").play(settings.games(), CHUNK,
                pool -> (from, to) -> {
                    long[] part = new long[2];
                    for (long g = from; g < to; g++) {
                        int w = play(board, settings, second, bots.get(), g);
                        if (w >= 0) {
                            part[w]++;
                        }
                    }
                    return part;
                }, new long[2], (total, part) -> {
                    total[0] += part[0];
                    total[1] += part[1];
                });
        return new HeadToHead(settings.players(), second, won[0], won[1], settings.games());
    }

    /** Plays game {@code game}; returns 0 when only the first level won, 1 when only the second, else -1. */
    private static int play(Board board, AnalysisSettings s, PlayerLevel second, BotPlayers bots, long game) {
        GameState start = GameSetup.newGame(board, s.robots(), s.firstStart(), GamePlayer.gameSeed(s.seed(), game));
        Map<String, PlayerLevel> levels = new LinkedHashMap<>();
        java.util.Set<String> firstTeam = new java.util.HashSet<>();
        for (int i = 0; i < start.robots().size(); i++) {
            boolean first = (i + game) % 2 == 0;
            String name = start.robots().get(i).name();
            levels.put(name, first ? s.players() : second);
            if (first) {
                firstTeam.add(name);
            }
        }
        Simulation sim = new Simulation(start, EventSink.NONE);
        while (!sim.gameOver() && sim.turnNumber() < s.maxTurns()) {
            sim.deal();
            sim.play(bots.programs(sim.snapshot(), levels));
        }
        if (!sim.gameOver()) {
            return -1;
        }
        boolean firstWon = false;
        boolean secondWon = false;
        for (String winner : sim.snapshot().winners()) {
            boolean isFirst = firstTeam.contains(winner);
            firstWon |= isFirst;
            secondWon |= !isFirst;
        }
        return firstWon == secondWon ? -1 : firstWon ? 0 : 1;
    }
}
