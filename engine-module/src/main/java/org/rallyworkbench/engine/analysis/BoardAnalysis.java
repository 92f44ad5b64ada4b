package org.rallyworkbench.engine.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import org.rallyworkbench.engine.model.Board;

/**
 * Judges a board by simulating many seeded games with random programs, in parallel. Games are cut into fixed
 * chunks; each chunk is counted into its own {@link Tally} and the tallies are summed, so the result depends
 * only on the board and the settings, never on the number of threads or the order in which they finish.
 */
public final class BoardAnalysis {

    /** Games per unit of work: large enough to keep threads busy, small enough for a smooth progress bar. */
    private static final int CHUNK = 250;

    private BoardAnalysis() { }

    public static AnalysisResult run(Board board, AnalysisSettings settings) {
        return run(board, settings, done -> { });
    }

    /**
     * Runs the analysis; {@code progress} hears the number of games done so far (from worker threads, at the
     * end of each chunk). Interrupting the calling thread cancels the analysis.
     */
    public static AnalysisResult run(Board board, AnalysisSettings settings, LongConsumer progress) {
        int tiles = board.width() * board.height();
        int flags = board.lastFlagNumber();
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), r -> {
            Thread t = new Thread(r, "board-analysis");
            t.setDaemon(true);
            return t;
        });
        AtomicLong done = new AtomicLong();
        ThreadLocal<GamePlayer> players = ThreadLocal.withInitial(() -> new GamePlayer(board, settings));
        try {
            List<Future<Tally>> parts = new ArrayList<>();
            for (long first = 0; first < settings.games(); first += CHUNK) {
                long from = first;
                long to = Math.min(settings.games(), first + CHUNK);
                parts.add(pool.submit(() -> {
                    Tally tally = new Tally(tiles, flags);
                    GamePlayer player = players.get();
                    for (long g = from; g < to; g++) {
                        player.play(g, tally);
                    }
                    progress.accept(done.addAndGet(to - from));
                    return tally;
                }));
            }
            Tally total = new Tally(tiles, flags);
            for (Future<Tally> part : parts) {
                total.add(part.get());
            }
            return new AnalysisResult(board, settings, total);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("board analysis interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("board analysis failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
