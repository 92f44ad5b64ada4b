package org.rallyworkbench.engine.analysis;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import org.rallyworkbench.engine.bot.PathField;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.model.Board;

/**
 * Judges a board by simulating many seeded games, every robot played at one {@link PlayerLevel}, in
 * parallel. Games are cut into fixed chunks; each chunk is counted into its own {@link Tally} and the tallies are summed, so the result depends
 * only on the board and the settings, never on the number of threads or the order in which they finish.
 */
public final class BoardAnalysis {

    /**
     * Games per unit of work: large enough to keep threads busy, small enough for a smooth progress bar and an
     * even spread over the threads (planning bots' games cost far more than random ones). The result does not
     * depend on it: tallies are integer sums.
     */
    private static final int CHUNK = 250;
    private static final int BOT_CHUNK = 5;

    private BoardAnalysis() { }

    /** A board without flags gives planning bots nothing to aim at: they play at random. */
    private static AnalysisSettings randomPlayers(AnalysisSettings s) {
        return new AnalysisSettings(s.games(), s.robots(), s.maxTurns(), s.seed(), s.threads(), PlayerLevel.RANDOM,
                s.firstStart());
    }

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
        AtomicLong done = new AtomicLong();
        int robots = settings.robots();
        boolean bots = settings.players() != PlayerLevel.RANDOM && flags > 0;
        AnalysisSettings played = flags == 0 ? randomPlayers(settings) : settings;
        Tally total = new GameChunks<Tally>(settings.threads(), "board analysis").play(settings.games(),
                bots ? BOT_CHUNK : CHUNK, pool -> {
                    // built on the workers: on one core it held the others up for a quarter of a second
                    PathField field = bots ? PathField.of(board, pool, 2 * settings.threads()) : null;
                    ThreadLocal<GamePlayer> players = ThreadLocal.withInitial(() -> new GamePlayer(board, played,
                            field));
                    return (from, to) -> {
                        Tally tally = new Tally(tiles, flags, robots);
                        GamePlayer player = players.get();
                        for (long g = from; g < to; g++) {
                            player.play(g, tally);
                        }
                        progress.accept(done.addAndGet(to - from));
                        return tally;
                    };
                }, new Tally(tiles, flags, robots), Tally::add);
        return new AnalysisResult(board, settings, total);
    }
}
