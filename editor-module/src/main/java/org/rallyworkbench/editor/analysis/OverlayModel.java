package org.rallyworkbench.editor.analysis;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.rallyworkbench.engine.analysis.AnalysisResult;
import org.rallyworkbench.engine.analysis.HeatMap;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.Position;

/**
 * What the analysis overlay shows, taken from an {@link AnalysisResult} once: the tint of every tile (the
 * engine's {@link HeatMap} colours), a label per flag, the causes of death and a one-line summary. Immutable;
 * no Swing.
 */
final class OverlayModel {

    /** A flag's reach statistics, written near it. */
    record FlagLabel(Position position, int number, String text, String shortText) { }

    /** One cause of death: how many robots, and their share of all deaths. */
    record CauseLine(Cause cause, long count, double share) {
        String text() {
            return String.format(Locale.ROOT, "%-8s %5.1f %%  %,11d", name(cause), share * 100, count);
        }
    }

    private final AnalysisResult result;
    private final Board board;
    private final double[] chance;     // [y * width + x], NaN where no robot stood
    private final List<FlagLabel> flags;
    private final List<CauseLine> causes;
    private final long games;
    private final long turns;
    private final long seed;
    private final Position deadliest;

    OverlayModel(AnalysisResult result) {
        this.result = result;
        board = result.board();
        chance = new double[board.width() * board.height()];
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                chance[y * board.width() + x] = result.destructionChance(x, y);
            }
        }
        List<FlagLabel> labels = new ArrayList<>();
        for (Flag f : board.flags()) {
            double mean = result.flagMeanTurn(f.number());
            String text = Double.isNaN(mean)
                    ? String.format(Locale.ROOT, "Flag %d: never reached", f.number())
                    : String.format(Locale.ROOT, "Flag %d: %s, mean turn %.1f", f.number(), percent(result.flagReachedShare(f.number())), mean);
            String shortText = Double.isNaN(mean) ? "never reached"
                    : String.format(Locale.ROOT, "%s · turn %.1f", percent(result.flagReachedShare(f.number())), mean);
            labels.add(new FlagLabel(f.position(), f.number(), text, shortText));
        }
        flags = List.copyOf(labels);
        long deaths = result.destructions();
        List<CauseLine> lines = new ArrayList<>();
        for (Cause c : Cause.values()) {
            long n = result.destroyedBy(c);
            lines.add(new CauseLine(c, n, deaths == 0 ? 0 : (double) n / deaths));
        }
        causes = List.copyOf(lines);
        games = result.games();
        turns = result.turns();
        seed = result.settings().seed();
        List<Position> top = result.deadliestTiles(1);
        deadliest = top.isEmpty() ? null : top.get(0);
    }

    /** The board analysed. */
    Board board() {
        return board;
    }

    /** True when {@code current} is not the board analysed (an edit since): the overlay is out of date. */
    boolean isStaleFor(Board current) {
        return !board.equals(current);
    }

    /** The chance that a robot beginning a turn on (x, y) is destroyed within it; NaN where none stood. */
    double chance(int x, int y) {
        return chance[y * board.width() + x];
    }

    /** The tile's tint, as the engine's heat map PNG has it; null where no robot stood (left untinted). */
    Color tint(int x, int y) {
        double c = chance(x, y);
        return Double.isNaN(c) ? null : HeatMap.color(c);
    }

    List<FlagLabel> flagLabels() {
        return flags;
    }

    List<CauseLine> causes() {
        return causes;
    }

    long games() {
        return games;
    }

    long seed() {
        return seed;
    }

    String summary() {
        String worst = deadliest == null ? ""
                : String.format(Locale.ROOT, "; deadliest tile (%d,%d) %s", deadliest.x(), deadliest.y(),
                        percent(chance(deadliest.x(), deadliest.y())));
        return String.format(Locale.ROOT, "%,d games, %,d turns, seed %d%s", games, turns, seed, worst);
    }

    static String percent(double share) {
        String format = share <= 0 || share >= 0.1 ? "%.0f%%" : share >= 0.001 ? "%.1f%%" : "%.2f%%";
        return String.format(Locale.ROOT, format, share * 100);
    }

    static String name(Cause c) {
        return c.name().charAt(0) + c.name().substring(1).toLowerCase(Locale.ROOT);
    }

    /** The analysis itself: per-start win shares and the fairness verdict for the chart. */
    AnalysisResult result() { return result; }
}
