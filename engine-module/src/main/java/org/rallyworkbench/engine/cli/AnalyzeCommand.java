package org.rallyworkbench.engine.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import javax.imageio.ImageIO;
import org.rallyworkbench.engine.analysis.AnalysisCsv;
import org.rallyworkbench.engine.analysis.AnalysisResult;
import org.rallyworkbench.engine.analysis.AnalysisSettings;
import org.rallyworkbench.engine.analysis.BoardAnalysis;
import org.rallyworkbench.engine.analysis.HeatMap;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code rally analyze BOARD --games N [-o DIR]}: simulates N seeded games with random programs over all cores
 * and reports, per tile, the chance that a robot beginning a turn there is destroyed within it; per flag, how
 * often and how fast it is reached; and the causes of destruction. Writes {@code NAME.heatmap.png},
 * {@code NAME.tiles.csv} and {@code NAME.summary.csv} to DIR.
 */
@Command(name = "analyze",
        mixinStandardHelpOptions = true,
        description = {"Simulates seeded games with random programs on a board and reports where robots die,",
            "why, and how often and how fast each flag is reached; writes a heat-map PNG and CSV files."})
final class AnalyzeCommand implements Callable<Integer> {

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

    @Option(names = "--tile", paramLabel = "PX", description = "heat-map tile size in pixels (default: ${DEFAULT-VALUE})")
    int tile = 48;

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "where to write the files (default: .)")
    Path output = Path.of(".");

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Optional<Board> read = BoardFiles.read(boardFile, spec.commandLine().getErr());
        if (read.isEmpty()) {
            return RallyCli.EXIT_INVALID;
        }
        Board board = read.get();
        long t0 = System.nanoTime();
        AnalysisResult r = BoardAnalysis.run(board, new AnalysisSettings(games, robots, turns, seed, threads));
        double seconds = (System.nanoTime() - t0) / 1e9;
        report(out, r, seconds);
        String name = baseName(boardFile);
        Path png = output.resolve(name + ".heatmap.png");
        Path tiles = output.resolve(name + ".tiles.csv");
        Path summary = output.resolve(name + ".summary.csv");
        AtomicFiles.write(png, o -> ImageIO.write(HeatMap.render(r, tile), "png", o));
        AtomicFiles.writeString(tiles, AnalysisCsv.tiles(r));
        AtomicFiles.writeString(summary, AnalysisCsv.summary(r));
        out.println("wrote " + png + ", " + tiles + ", " + summary);
        return 0;
    }

    private static void report(PrintWriter out, AnalysisResult r, double seconds) {
        Board b = r.board();
        out.printf(Locale.ROOT, "%s (%dx%d): %d games, %d turns, %d robots each, seed %d, %.2f s (%.0f games/s)%n",
                b.name(), b.width(), b.height(), r.games(), r.turns(), r.settings().robots(), r.settings().seed(),
                seconds, r.games() / seconds);
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
        StringBuilder worst = new StringBuilder("deadliest tiles:");
        for (Position p : r.deadliestTiles(5)) {
            worst.append(String.format(Locale.ROOT, " %s %.0f%%", p, 100 * r.destructionChance(p.x(), p.y())));
        }
        out.println(worst);
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
