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
}
