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

    /** Robots per game, one per start (robot order). */
    public int robots() { return tally.wins.length; }

    /**
     * The start number robot {@code robot} (0-based, robot order) takes; 0 when the board has too few starts
     * and it stands on a random free tile.
     */
    public int startNumber(int robot) {
        List<org.rallyworkbench.engine.model.Start> starts = board.starts().stream()
                .filter(s -> s.number() >= settings.firstStart()).toList();
        return robot < starts.size() ? starts.get(robot).number() : 0;
    }

    /** The start numbers of all robots, robot order. */
    public int[] startNumbers() {
        return java.util.stream.IntStream.range(0, robots()).map(this::startNumber).toArray();
    }

    /** The games robot {@code robot}'s start won (each winner of a tie counts). */
    public long wins(int robot) { return tally.wins[robot]; }

    /** The share of the games won that robot {@code robot}'s start won, with its 95% interval. */
    public Interval winShare(int robot) { return Interval.share(tally.wins[robot], tally.won); }

    /** The mean number of turns of the games robot {@code robot}'s start won, with its 95% interval. */
    public Interval turnsToWin(int robot) {
        return Interval.mean(tally.wins[robot], tally.winTurnSum[robot], tally.winTurnSquares[robot]);
    }

    /** Whether the starts' win shares differ more than chance alone explains. */
    public Fairness fairness() { return Fairness.of(tally.wins, settings.seed()); }

    /** The share of robots that reached flag {@code number}, with its 95% interval. */
    public Interval flagReachInterval(int number) { return Interval.share(flagReached(number), tally.robotGames); }

    /** The mean turns robots that reached flag {@code number} took from the flag before (or the start). */
    public double flagMeanLeg(int number) {
        long n = flagReached(number);
        return n == 0 ? Double.NaN : (double) tally.flagLegSum[number - 1] / n;
    }

    /**
     * The flag that holds races up most: the one whose leg (from the flag before, or the start) takes longest
     * for the robots that reach it; a flag nobody reached holds races up more than any, the first of those
     * first. 0 without flags.
     */
    public int bottleneckFlag() {
        int worst = 0;
        double worstLeg = -1;
        for (int f = 1; f <= flags(); f++) {
            double leg = flagReached(f) == 0 ? Double.POSITIVE_INFINITY : flagMeanLeg(f);
            if (leg > worstLeg) {
                worst = f;
                worstLeg = leg;
            }
            if (flagReached(f) == 0) {
                break;
            }
        }
        return worst;
    }

    /** Turns robot {@code robot} (robot order) began on tile (x, y), over all games: its paths' density. */
    public long visits(int robot, int x, int y) { return tally.visits[robot][index(x, y)]; }

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
