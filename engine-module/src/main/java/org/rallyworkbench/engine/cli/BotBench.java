package org.rallyworkbench.engine.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.rallyworkbench.engine.analysis.AnalysisSettings;
import org.rallyworkbench.engine.analysis.BoardAnalysis;
import org.rallyworkbench.engine.bench.BotWorkloads;
import org.rallyworkbench.engine.bench.Measurement;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.model.Board;

/**
 * The planning bot's lines of {@code rally bench}: {@code greedy-choice-9-cards-12x12} (median time of one
 * greedy choice for a full hand, one thread) and {@code analyze-greedy-8-robots-12x12} (games/s of a greedy
 * board analysis on all cores and on one, and their ratio, 8 robots, 20 turns at most, on the first 12×12 sample
 * board).
 */
final class BotBench {

    private BotBench() { }

    static void run(PrintWriter out, String only, Measurement.Clock clock, boolean quick, List<Board> samples) {
        if ("greedy-choice-9-cards-12x12".matches(only)) {
            BotWorkloads w = new BotWorkloads(samples, 4);
            double micros = w.medianChoiceMicros(clock, quick ? 2.0 : 4.0, quick ? 500 : 2000);
            out.println(String.format(Locale.ROOT, "greedy-choice-9-cards-12x12: %.0f us (median of one choice,"
                    + " %d hands)", micros, w.hands()));
            out.flush();
        }
        if ("analyze-greedy-8-robots-12x12".matches(only)) {
            Board board = samples.get(0);
            int cores = Runtime.getRuntime().availableProcessors();
            int games = quick ? 40 : 200;
            BoardAnalysis.run(board, settings(10, cores));          // warm-up
            // 1 thread and all cores alternately, three times each, best of each: on a machine others load, the
            // two counts then see the same moments as far as possible
            double[] best = new double[2];
            for (int round = 0; round < 3; round++) {
                for (int k = 0; k < 2; k++) {
                    long t0 = System.nanoTime();
                    BoardAnalysis.run(board, settings(games, k == 0 ? 1 : cores));
                    best[k] = Math.max(best[k], games / ((System.nanoTime() - t0) / 1e9));
                }
            }
            out.println(String.format(Locale.ROOT, "analyze-greedy-8-robots-12x12: %.1f games/s on %d threads, %.1f"
                    + " on 1: %.2fx (%s, %d games, best of 3 alternating runs each, wall clock)", best[1], cores,
                    best[0], best[1] / best[0], board.name(), games));
            out.flush();
        }
    }

    private static AnalysisSettings settings(int games, int threads) {
        return new AnalysisSettings(games, 8, 20, 1, threads, PlayerLevel.GREEDY);
    }
}
