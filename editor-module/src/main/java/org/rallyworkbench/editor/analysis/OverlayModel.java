package org.rallyworkbench.editor.analysis;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.analysis.AnalysisResult;
import org.rallyworkbench.engine.analysis.HeatMap;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Start;

/**
 * What the analysis overlay shows, taken from an {@link AnalysisResult} once: the tint of every tile (the
 * engine's {@link HeatMap} colours), a label per flag, the causes of death, a one-line summary, how the robots
 * were placed, and per start the density of its robot's paths. A share too small to show as a percentage is
 * written as a count ("3 of 80,000"). Immutable; no Swing.
 */
@Messages({
    "# {0} - flag number", "LBL_FlagNever=Flag {0}: never reached",
    "# {0} - flag number", "# {1} - reach share", "# {2} - mean turn", "LBL_FlagReached=Flag {0}: {1}, mean turn {2}",
    "LBL_FlagNeverShort=never reached",
    "# {0} - reach share", "# {1} - mean turn", "LBL_FlagReachedShort={0} · turn {1}",
    "# {0} - x", "# {1} - y", "# {2} - chance", "LBL_Deadliest=; deadliest tile ({0},{1}) {2}",
    "# {0} - games", "# {1} - turns", "# {2} - seed", "# {3} - players", "# {4} - deadliest tile or nothing",
    "LBL_Summary={0} games, {1} turns, seed {2}, {3} players{4}",
    "# {0} - count", "# {1} - of how many", "LBL_CountOf={0} of {1}",
    "# {0} - robots", "# {1} - start numbers", "LBL_PlacedOnStarts={0} robots, one on each of starts {1}",
    "# {0} - robots", "# {1} - start numbers", "# {2} - robots on free tiles",
    "LBL_PlacedPartly={0} robots: one on each of starts {1}, {2} on seeded free tiles (too few starts)",
    "# {0} - robots", "LBL_PlacedFree={0} robots on seeded free tiles (the board has no starts)"
})
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
        long robotGames = result.games() * result.robots();
        for (Flag f : board.flags()) {
            double mean = result.flagMeanTurn(f.number());
            String share = share(result.flagReached(f.number()), robotGames);
            String turn = String.format(Locale.ROOT, "%.1f", mean);
            String text = Double.isNaN(mean) ? Bundle.LBL_FlagNever(f.number())
                    : Bundle.LBL_FlagReached(f.number(), share, turn);
            String shortText = Double.isNaN(mean) ? Bundle.LBL_FlagNeverShort() : Bundle.LBL_FlagReachedShort(share, turn);
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
                : Bundle.LBL_Deadliest(deadliest.x(), deadliest.y(), tileShare(deadliest.x(), deadliest.y()));
        return Bundle.LBL_Summary(String.format(Locale.ROOT, "%,d", games), String.format(Locale.ROOT, "%,d", turns),
                String.valueOf(seed), result.settings().players().id(), worst);
    }

    /** How the robots were placed: how many, on which starts (robot k on the k-th start from the first). */
    String placement() {
        int[] numbers = result.startNumbers();
        List<Integer> onStarts = new ArrayList<>();
        for (int n : numbers) {
            if (n > 0) {
                onStarts.add(n);
            }
        }
        int free = numbers.length - onStarts.size();
        if (onStarts.isEmpty()) {
            return Bundle.LBL_PlacedFree(numbers.length);
        }
        String list = ranges(onStarts);
        return free == 0 ? Bundle.LBL_PlacedOnStarts(numbers.length, list)
                : Bundle.LBL_PlacedPartly(numbers.length, list, free);
    }

    /** Start numbers as ranges: {@code 1–8}, {@code 1–3, 5}. */
    static String ranges(List<Integer> numbers) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < numbers.size(); i++) {
            int from = numbers.get(i);
            int to = from;
            while (i + 1 < numbers.size() && numbers.get(i + 1) == to + 1) {
                to = numbers.get(++i);
            }
            sb.append(sb.length() == 0 ? "" : ", ").append(from).append(from == to ? "" : "–" + to);
        }
        return sb.toString();
    }

    /** The destruction chance of (x, y) as written on it: a percentage, or the count when it would read 0%. */
    String tileLabel(int x, int y) {
        long destroyed = result.destroyedWithinTurn(x, y);
        long started = result.turnsStartedOn(x, y);
        if (destroyed > 0 && (double) destroyed / started < 0.005) {
            return String.format(Locale.ROOT, "%d/%d", destroyed, started);
        }
        return String.format(Locale.ROOT, "%.0f%%", chance(x, y) * 100);
    }

    private String tileShare(int x, int y) {
        return share(result.destroyedWithinTurn(x, y), result.turnsStartedOn(x, y));
    }

    /** {@code count} of {@code of} as a percentage, or as "count of total" when the percentage would read 0.00%. */
    static String share(long count, long of) {
        double share = of == 0 ? 0 : (double) count / of;
        String percent = percent(share);
        if (count > 0 && share < 0.00005) {
            return Bundle.LBL_CountOf(String.format(Locale.ROOT, "%,d", count), String.format(Locale.ROOT, "%,d", of));
        }
        return percent;
    }

    static String percent(double share) {
        String format = share <= 0 || share >= 0.1 ? "%.0f%%" : share >= 0.001 ? "%.1f%%" : "%.2f%%";
        return String.format(Locale.ROOT, format, share * 100);
    }

    /** The robot (robot order) that began on the start at {@code tile}, or -1. */
    int robotStartingAt(Position tile) {
        int[] numbers = result.startNumbers();
        for (int i = 0; i < numbers.length; i++) {
            if (numbers[i] > 0 && startTile(i).equals(tile)) {
                return i;
            }
        }
        return -1;
    }

    /** The start tile of robot {@code robot}; null when it stood on a free tile. */
    Position startTile(int robot) {
        int number = result.startNumber(robot);
        return board.starts().stream().filter(s -> s.number() == number).map(Start::position).findFirst().orElse(null);
    }

    /** Robot {@code robot}'s path density on (x, y): turns it began there per game. */
    double density(int robot, int x, int y) {
        return (double) result.visits(robot, x, y) / games;
    }

    /** The highest path density of robot {@code robot} on any tile (for the colour scale). */
    double maxDensity(int robot) {
        long max = 0;
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                max = Math.max(max, result.visits(robot, x, y));
            }
        }
        return (double) max / games;
    }

    static String name(Cause c) {
        return c.name().charAt(0) + c.name().substring(1).toLowerCase(Locale.ROOT);
    }

    /** The analysis itself: per-start win shares and the fairness verdict for the chart. */
    AnalysisResult result() { return result; }
}
