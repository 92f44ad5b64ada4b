package org.rallyworkbench.engine.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.rallyworkbench.engine.analysis.AnalysisCsv;
import org.rallyworkbench.engine.analysis.AnalysisResult;
import org.rallyworkbench.engine.analysis.AnalysisSettings;
import org.rallyworkbench.engine.analysis.BoardAnalysis;
import org.rallyworkbench.engine.analysis.HeatMap;
import org.rallyworkbench.engine.analysis.HeadToHead;
import org.rallyworkbench.engine.analysis.StartChart;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.io.OutputFiles;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code rally analyze BOARD --games N [--players random|greedy|anticipating] [--starts A..B] [-o DIR]}:
 * simulates N seeded games over all cores and reports, per tile, the chance that a robot beginning a turn there
 * is destroyed within it; per flag, how often and how fast it is reached and which holds races up most; per
 * start, its win share and turns to win, with a fairness verdict; and the causes of destruction. Writes
 * {@code NAME.heatmap.png}, {@code NAME.tiles.csv}, {@code NAME.summary.csv}, {@code NAME.starts.csv},
 * {@code NAME.flags.csv} and {@code NAME.starts.png} (win share by start) to DIR.
 */
@Command(name = "analyze",
        description = {"Simulates seeded games on a board (random programs or planning bots) and reports where",
            "robots die, why, how often and how fast each flag is reached, and how fair the starts are;",
            "writes a heat-map PNG, a win-share chart and CSV files."})
final class AnalyzeCommand extends RallyCommand {

    @Parameters(index = "0", paramLabel = "BOARD", description = "the board (*.board.xml, *.tmx or *.json)")
    Path boardFile;

    @Option(names = "--games", paramLabel = "N", description = "games to simulate (default: ${DEFAULT-VALUE})")
    int games = 10_000;

    @Option(names = "--robots", paramLabel = "N", description = "robots per game (default: ${DEFAULT-VALUE})")
    int robots = 8;

    @Option(names = "--turns", paramLabel = "N", description = "turns per game at most (default: ${DEFAULT-VALUE})")
    int turns = 20;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the analysis (default: ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--threads", paramLabel = "N", description = "worker threads (default: all cores)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--players", paramLabel = "LEVEL", description = {"how robots are programmed: random (R-PROG-3,"
        + " the default), greedy or anticipating (planning bots)"})
    String players = "random";

    @Option(names = "--starts", paramLabel = "A..B", description = {"the start positions robots take, e.g. 1..8"
        + " (one robot each; overrides --robots)"})
    String starts;

    @Option(names = "--versus", paramLabel = "LEVEL", description = {"instead of the analysis: --players against"
        + " LEVEL, half the robots each (starts swapped game by game); prints the win rate with its 95%% interval"})
    String versus;

    @Option(names = "--tile", paramLabel = "PX", description = "heat-map tile size in pixels (default: ${DEFAULT-VALUE})")
    int tile = 48;

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "where to write the files (default: .)")
    Path output = Path.of(".");

    private static final java.util.regex.Pattern STARTS = java.util.regex.Pattern.compile("(\\d{1,3})(?:\\.\\.(\\d{1,3}))?");

    @Override
    public Integer call() throws IOException {
        PrintWriter out = out();
        List<Path> opened = new ArrayList<>();
        Optional<Board> read = BoardFiles.read(boardFile, err(), opened);
        if (read.isEmpty()) {
            return RallyCli.EXIT_INVALID;
        }
        List<Path> files = written(baseName(boardFile));
        if (versus == null) {       // checked before the analysis runs: never written over an input, even through a link
            OutputFiles.requireFolder(output);
            OutputFiles.check(files, opened);
        }
        Board board = read.get();
        AnalysisSettings settings;
        try {
            settings = settings(board);
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        }
        long t0 = System.nanoTime();
        if (versus != null) {
            return versus(out, board, settings, t0);
        }
        AnalysisResult r = BoardAnalysis.run(board, settings);
        double seconds = (System.nanoTime() - t0) / 1e9;
        report(out, r, seconds);
        Path png = files.get(0);
        Path tiles = files.get(1);
        Path summary = files.get(2);
        Path startsCsv = files.get(3);
        Path flagsCsv = files.get(4);
        Path chart = files.get(5);
        AtomicFiles.write(png, o -> ImageIO.write(HeatMap.render(r, tile), "png", o));
        AtomicFiles.writeString(tiles, AnalysisCsv.tiles(r));
        AtomicFiles.writeString(summary, AnalysisCsv.summary(r));
        AtomicFiles.writeString(startsCsv, AnalysisCsv.starts(r));
        AtomicFiles.writeString(flagsCsv, AnalysisCsv.flags(r));
        AtomicFiles.write(chart, o -> ImageIO.write(StartChart.render(r, 640, 360), "png", o));
        out.println("wrote " + png + ", " + tiles + ", " + summary + ", " + startsCsv + ", " + flagsCsv + ", " + chart);
        return 0;
    }

    private int versus(PrintWriter out, Board board, AnalysisSettings settings, long t0) {
        PlayerLevel other;
        try {
            other = PlayerLevel.parse(versus);
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        }
        HeadToHead h = HeadToHead.run(board, settings, other);
        double seconds = (System.nanoTime() - t0) / 1e9;
        out.printf(Locale.ROOT, "%s: %s vs %s, %d games of %d robots, seed %d, %.1f s%n", board.name(),
                h.first().id(), h.second().id(), h.games(), settings.robots(), settings.seed(), seconds);
        out.printf(Locale.ROOT, "%s won %d, %s won %d, undecided %d: %s win rate %s%n", h.first().id(), h.firstWon(),
                h.second().id(), h.secondWon(), h.games() - h.firstWon() - h.secondWon(), h.first().id(),
                h.firstWinRate().percent());
        return 0;
    }

    private AnalysisSettings settings(Board board) {
        PlayerLevel level = PlayerLevel.parse(players);
        if (games < 1 || robots < 1 || turns < 1 || threads < 1) {
            throw new IllegalArgumentException("--games, --robots, --turns and --threads must be at least 1");
        }
        int first = 1;
        int count = robots;
        if (starts != null) {
            java.util.regex.Matcher m = STARTS.matcher(starts.trim());
            if (!m.matches()) {
                throw new IllegalArgumentException("--starts wants A..B or N, e.g. 1..8, not '" + starts + "'");
            }
            first = Integer.parseInt(m.group(1));
            int last = m.group(2) == null ? first : Integer.parseInt(m.group(2));
            int highest = board.starts().stream().mapToInt(org.rallyworkbench.engine.model.Start::number).max().orElse(0);
            if (first < 1 || last < first || last > highest) {
                throw new IllegalArgumentException("--starts " + starts + ": " + board.name() + " has starts 1.."
                        + highest);
            }
            count = last - first + 1;
        }
        return new AnalysisSettings(games, count, turns, seed, threads, level, first);
    }

    private static void report(PrintWriter out, AnalysisResult r, double seconds) {
        Board b = r.board();
        double rate = r.games() / seconds;
        out.printf(Locale.ROOT, "%s (%dx%d): %d games, %d turns, %d robots each, seed %d, %.2f s (%s games/s)%n",
                b.name(), b.width(), b.height(), r.games(), r.turns(), r.settings().robots(), r.settings().seed(),
                seconds, String.format(Locale.ROOT, rate < 100 ? "%.1f" : "%.0f", rate));
        out.println("players: " + r.settings().players().id() + ", " + r.settings().threads() + " threads");
        out.printf(Locale.ROOT, "games won within %d turns: %.1f%%%n", r.settings().maxTurns(),
                100.0 * r.gamesWon() / r.games());
        long all = r.destructions();
        StringBuilder causes = new StringBuilder("destroyed: " + all);
        for (Cause c : Cause.values()) {
            causes.append(String.format(Locale.ROOT, ", %s %.1f%%", c.name().toLowerCase(Locale.ROOT),
                    all == 0 ? 0.0 : 100.0 * r.destroyedBy(c) / all));
        }
        out.println(causes);
        for (int f = 1; f <= r.flags(); f++) {
            double mean = r.flagMeanTurn(f);
            out.printf(Locale.ROOT, "flag %d: reached by %.2f%% of robots%s%n", f, 100 * r.flagReachedShare(f),
                    Double.isNaN(mean) ? "" : String.format(Locale.ROOT, ", on average in turn %.1f", mean));
        }
        if (r.flags() > 0) {
            out.println("flag that holds races up most: " + r.bottleneckFlag() + String.format(Locale.ROOT,
                    " (%.1f turns from the flag before)", r.flagMeanLeg(r.bottleneckFlag())));
        }
        for (int i = 0; i < r.robots(); i++) {
            int number = r.startNumber(i);
            out.printf(Locale.ROOT, "start %s: won %s of games won, turns to win %s%n",
                    number == 0 ? "(random tile, r" + (i + 1) + ")" : String.valueOf(number),
                    r.winShare(i).percent(), r.turnsToWin(i).plain());
        }
        out.println("fairness: " + r.fairness().verdict(r.startNumbers()));
        StringBuilder worst = new StringBuilder("deadliest tiles:");
        for (Position p : r.deadliestTiles(5)) {
            worst.append(String.format(Locale.ROOT, " %s %.0f%%", p, 100 * r.destructionChance(p.x(), p.y())));
        }
        out.println(worst);
    }

    /** The files the analysis writes: heat map, tiles, summary, starts, flags, start chart. */
    private List<Path> written(String name) {
        return java.util.stream.Stream.of(".heatmap.png", ".tiles.csv", ".summary.csv", ".starts.csv", ".flags.csv",
                ".starts.png").map(suffix -> output.resolve(name + suffix)).toList();
    }

    private static String baseName(Path file) {
        String n = file.getFileName().toString();
        for (String suffix : new String[] {".board.xml", ".xml", ".tmx", ".json"}) {
            if (n.endsWith(suffix)) {
                return n.substring(0, n.length() - suffix.length());
            }
        }
        return n;
    }
}
