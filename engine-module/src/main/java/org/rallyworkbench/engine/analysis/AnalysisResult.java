package org.rallyworkbench.engine.analysis;

import java.util.List;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/** What a {@link BoardAnalysis} found: read-only views of the summed counts. */
public final class AnalysisResult {

    private final Board board;
    private final AnalysisSettings settings;
    private final Tally tally;

    AnalysisResult(Board board, AnalysisSettings settings, Tally tally) {
        this.board = board;
        this.settings = settings;
        this.tally = tally;
    }

    public Board board() { return board; }

    public AnalysisSettings settings() { return settings; }

    public long games() { return tally.games; }

    /** Turns played over all games. */
    public long turns() { return tally.turns; }

    /** Games that ended with a winner within the turn limit. */
    public long gamesWon() { return tally.won; }

    /** Turns begun by a robot on (x, y). */
    public long turnsStartedOn(int x, int y) { return tally.turnsStarted[index(x, y)]; }

    /** Of {@link #turnsStartedOn}, those in which the robot was destroyed. */
    public long destroyedWithinTurn(int x, int y) { return tally.destroyedWithin[index(x, y)]; }

    /** The chance that a robot beginning a turn on (x, y) is destroyed within it; NaN where no robot stood. */
    public double destructionChance(int x, int y) {
        long n = turnsStartedOn(x, y);
        return n == 0 ? Double.NaN : (double) destroyedWithinTurn(x, y) / n;
    }

    /** Destructions by cause over all games. */
    public long destroyedBy(Cause cause) { return tally.causes[cause.ordinal()]; }

    public long destructions() {
        long sum = 0;
        for (long c : tally.causes) {
            sum += c;
        }
        return sum;
    }

    /** The flag numbers of the board, 1 up. */
    public int flags() { return tally.flagReached.length; }

    /** How many robots (over all games) reached flag {@code number}. */
    public long flagReached(int number) { return tally.flagReached[number - 1]; }

    /** The share of robots that reached flag {@code number}. */
    public double flagReachedShare(int number) {
        return tally.robotGames == 0 ? 0 : (double) flagReached(number) / tally.robotGames;
    }

    /** The mean turn in which robots that reached flag {@code number} reached it; NaN when none did. */
    public double flagMeanTurn(int number) {
        long n = flagReached(number);
        return n == 0 ? Double.NaN : (double) tally.flagTurnSum[number - 1] / n;
    }

    /** The tiles robots stood on, most deadly first (ties: y, then x), at most {@code limit}. */
    public List<Position> deadliestTiles(int limit) {
        return java.util.stream.IntStream.range(0, tally.turnsStarted.length).filter(i -> tally.turnsStarted[i] > 0)
                .boxed()
                .sorted((a, b) -> Double.compare(chance(b), chance(a)))
                .limit(limit)
                .map(i -> new Position(i % board.width(), i / board.width()))
                .toList();
    }

    private double chance(int i) {
        return (double) tally.destroyedWithin[i] / tally.turnsStarted[i];
    }

    private int index(int x, int y) {
        if (!board.contains(x, y)) {
            throw new IndexOutOfBoundsException("(" + x + "," + y + ") is off the board");
        }
        return y * board.width() + x;
    }
}
