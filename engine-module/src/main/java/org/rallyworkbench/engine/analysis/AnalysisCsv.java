package org.rallyworkbench.engine.analysis;

import java.util.Locale;
import org.rallyworkbench.engine.event.GameEvent.Cause;

/** The analysis as CSV text (RFC 4180, comma-separated, '.' decimals, a header line). */
public final class AnalysisCsv {

    private AnalysisCsv() { }

    /** One row per tile: {@code x,y,turns_started,destroyed_within_turn,destruction_chance} (empty chance: no data). */
    public static String tiles(AnalysisResult r) {
        StringBuilder sb = new StringBuilder("x,y,turns_started,destroyed_within_turn,destruction_chance\n");
        for (int y = 0; y < r.board().height(); y++) {
            for (int x = 0; x < r.board().width(); x++) {
                double c = r.destructionChance(x, y);
                sb.append(x).append(',').append(y).append(',').append(r.turnsStartedOn(x, y)).append(',')
                        .append(r.destroyedWithinTurn(x, y)).append(',')
                        .append(Double.isNaN(c) ? "" : String.format(Locale.ROOT, "%.6f", c)).append('\n');
            }
        }
        return sb.toString();
    }

    /**
     * The board-wide figures: {@code kind,name,count,share,mean_turn}: games, turns, the causes of destruction
     * (share of all destructions) and the flags (share of robots that reached it, mean turn reached).
     */
    public static String summary(AnalysisResult r) {
        StringBuilder sb = new StringBuilder("kind,name,count,share,mean_turn\n");
        sb.append("total,games,").append(r.games()).append(",,\n");
        sb.append("total,turns,").append(r.turns()).append(",,\n");
        sb.append("total,won,").append(r.gamesWon()).append(',').append(share(r.gamesWon(), r.games())).append(",\n");
        long all = r.destructions();
        for (Cause c : Cause.values()) {
            sb.append("cause,").append(c.name().toLowerCase(Locale.ROOT)).append(',').append(r.destroyedBy(c))
                    .append(',').append(share(r.destroyedBy(c), all)).append(",\n");
        }
        for (int f = 1; f <= r.flags(); f++) {
            double mean = r.flagMeanTurn(f);
            sb.append("flag,").append(f).append(',').append(r.flagReached(f)).append(',')
                    .append(String.format(Locale.ROOT, "%.6f", r.flagReachedShare(f))).append(',')
                    .append(Double.isNaN(mean) ? "" : String.format(Locale.ROOT, "%.2f", mean)).append('\n');
        }
        return sb.toString();
    }

    private static String share(long part, long whole) {
        return whole == 0 ? "" : String.format(Locale.ROOT, "%.6f", (double) part / whole);
    }

    /**
     * One row per start: {@code start,games_won,win_share,win_share_low,win_share_high,mean_turns_to_win,
     * turns_low,turns_high} (95% intervals; start 0: a robot on a random tile), then a last row {@code fairness}
     * with the spread, the spread chance alone stays under, and the p-value in the share columns.
     */
    public static String starts(AnalysisResult r) {
        StringBuilder sb = new StringBuilder(
                "start,games_won,win_share,win_share_low,win_share_high,mean_turns_to_win,turns_low,turns_high\n");
        for (int i = 0; i < r.robots(); i++) {
            Interval s = r.winShare(i);
            Interval t = r.turnsToWin(i);
            sb.append(r.startNumber(i)).append(',').append(r.wins(i)).append(',').append(num(s.value(), 6))
                    .append(',').append(num(s.low(), 6)).append(',').append(num(s.high(), 6)).append(',')
                    .append(num(t.value(), 2)).append(',').append(num(t.low(), 2)).append(',')
                    .append(num(t.high(), 2)).append('\n');
        }
        Fairness f = r.fairness();
        sb.append(f.fair() ? "fair" : "unfair").append(',').append(r.gamesWon()).append(',')
                .append(num(f.spread(), 6)).append(',').append(num(f.chanceSpread(), 6)).append(',')
                .append(num(f.pValue(), 4)).append(",,,\n");
        return sb.toString();
    }

    /**
     * One row per flag: {@code flag,reached,reach_share,reach_low,reach_high,mean_turn,mean_leg,bottleneck}
     * (mean_leg: turns from the flag before or the start; bottleneck: 1 for the flag that holds races up most).
     */
    public static String flags(AnalysisResult r) {
        StringBuilder sb = new StringBuilder("flag,reached,reach_share,reach_low,reach_high,mean_turn,mean_leg,bottleneck\n");
        int bottleneck = r.bottleneckFlag();
        for (int f = 1; f <= r.flags(); f++) {
            Interval s = r.flagReachInterval(f);
            sb.append(f).append(',').append(r.flagReached(f)).append(',').append(num(s.value(), 6)).append(',')
                    .append(num(s.low(), 6)).append(',').append(num(s.high(), 6)).append(',')
                    .append(num(r.flagMeanTurn(f), 2)).append(',').append(num(r.flagMeanLeg(f), 2)).append(',')
                    .append(f == bottleneck ? 1 : 0).append('\n');
        }
        return sb.toString();
    }

    private static String num(double v, int decimals) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%." + decimals + "f", v);
    }
}
