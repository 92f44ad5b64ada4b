package org.rallyworkbench.engine.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.LongUnaryOperator;
import org.rallyworkbench.engine.bench.BenchBoards;
import org.rallyworkbench.engine.bench.FileWorkloads;
import org.rallyworkbench.engine.bench.GeneratedBoard;
import org.rallyworkbench.engine.bench.Measurement;
import org.rallyworkbench.engine.bench.TurnWorkload;
import org.rallyworkbench.engine.bench.TurnWorkload.Api;
import org.rallyworkbench.engine.bench.TurnWorkload.Population;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code rally bench [--quick]}: one line per workload, {@code WORKLOAD: VALUE UNIT}, each the median of several
 * timed rounds after a warm-up, on one thread; a turn workload's line goes on with what it measured, in
 * parentheses: the mean robots in play per turn, the share of turns with none, and how games restart. For figures without the CLI's start-up flags (C1 only), run it
 * with {@code RALLY_JAVA_OPTS}; the launcher's flags are overridden for this command by {@code ./rally} itself.
 */
@Command(name = "bench",
        description = {"Measures the engine and the file pipelines: one line per workload, WORKLOAD: VALUE UNIT.",
            "Each figure is the median of several rounds after a warm-up, on one thread.",
            "Turn lines add the robots in play per turn, the share of turns with none, and how games restart."})
final class BenchCommand extends RallyCommand {

    @Option(names = "--quick", description = "shorter warm-up and rounds (under a minute in all)")
    boolean quick;

    @Option(names = "--scenarios", paramLabel = "DIR", description = "the scenario suite (default: ${DEFAULT-VALUE})")
    Path scenarios = Path.of("scenarios");

    @Option(names = "--boards", paramLabel = "DIR", description = "the sample boards (default: ${DEFAULT-VALUE})")
    Path boards = Path.of("scenarios", "boards");

    @Option(names = "--only", paramLabel = "RE", description = "only the workloads whose name matches the regular expression RE")
    String only = ".*";

    @Option(names = "--clock", paramLabel = "wall|cpu", description = {"wall (default), or cpu: time rounds by the"
        + " measuring thread's CPU time, for figures on a machine busy with other work"})
    String clockName = "wall";

    private PrintWriter out;
    private Measurement measurement;

    @Override
    public Integer call() {
        out = out();
        Measurement.Clock clock = Measurement.Clock.valueOf(clockName.toUpperCase(Locale.ROOT));
        measurement = quick ? new Measurement(clock, 1.5, 3, 0.5) : new Measurement(clock, 3.0, 5, 1.0);
        err().printf(Locale.ROOT, "rally bench: %s clock, load average %.2f on %d cores%n",
                clock.name().toLowerCase(Locale.ROOT),
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
        List<Path> boardFiles = FileWorkloads.boardFiles(boards);
        List<Board> samples = FileWorkloads.boards(boardFiles, 12, 12);
        if (samples.isEmpty()) {
            return refuse("no 12x12 board in " + boards);
        }
        // The engine's hot code is shared by every turn workload: let the JIT compile it once, unmeasured, so
        // the first line is not measured while the compiler still competes for the cores.
        new Measurement(clock, quick ? 2.0 : 4.0, 1, 0.1)
                .medianRate(new TurnWorkload(samples, 8, true, Api.SIMULATION, 7)::run);
        // Headline workloads: the board stays populated (unlimited lives); each line says how many robots played.
        turns("turns-8-robots-12x12-unlimited-lives", samples, 8, false, Api.SIMULATION, Population.UNLIMITED_LIVES);
        turns("turns-8-robots-12x12-unlimited-lives-events", samples, 8, true, Api.SIMULATION,
                Population.UNLIMITED_LIVES);
        turns("turns-8-robots-12x12-unlimited-lives-immutable-api", samples, 8, false, Api.DIRECTOR,
                Population.UNLIMITED_LIVES);
        turns("turns-8-robots-12x12-restart-below-half", samples, 8, false, Api.SIMULATION,
                Population.RESTART_BELOW_HALF);
        turns("turns-8-robots-12x12-with-empty-turns", samples, 8, false, Api.SIMULATION, Population.WITH_EMPTY_TURNS);
        List<Board> proving = List.of(BenchBoards.proving());
        turns("turns-8-robots-12x16-proving-ground", proving, 8, false, Api.SIMULATION, Population.UNLIMITED_LIVES);
        turns("turns-8-robots-12x16-proving-ground-events", proving, 8, true, Api.SIMULATION,
                Population.UNLIMITED_LIVES);
        line("turns-8-robots-reentering-every-turn", new TurnWorkload(List.of(BenchBoards.reentryArena()), 8, false,
                Api.SIMULATION, 42, Population.UNLIMITED_LIVES, BenchBoards.ARENA_ARCHIVE));
        for (int side : new int[] {64, 128, 256}) {
            Board large = GeneratedBoard.of(side, side, 1);
            turns("turns-8-robots-" + side + "x" + side, List.of(large), 8, false, Api.SIMULATION,
                    Population.UNLIMITED_LIVES);
        }
        Board largest = GeneratedBoard.of(256, 256, 1);
        for (int robots : new int[] {32, 64}) {
            turns("turns-" + robots + "-robots-256x256", List.of(largest), robots, false, Api.SIMULATION,
                    Population.UNLIMITED_LIVES);
        }
        line("turns-8-robots-12x12-options", "turns/s",
                new org.rallyworkbench.engine.bench.OptionsWorkload(samples, 8, 42)::run);   // 3 options each
        BotBench.run(out, only, clock, quick, samples);
        List<Path> scenarioFiles = ScenarioFiles.find(List.of(scenarios));
        line("scenarios", "scenarios/s", n -> FileWorkloads.scenarios(scenarioFiles, n));
        Path board = boardFiles.stream().filter(f -> samples.contains(FileWorkloads.readBoard(f))).findFirst()
                .orElseThrow();
        line("boards", "boards/s", n -> FileWorkloads.boards(board, n));
        return 0;
    }

    private void turns(String name, List<Board> on, int robots, boolean events, Api api, Population population) {
        line(name, new TurnWorkload(on, robots, events, api, 42, population, null));
    }

    /** A turn workload's line: the rate, then how many robots were in play per turn and how games restart. */
    private void line(String name, TurnWorkload workload) {
        if (name.matches(only)) {
            double rate = measurement.medianRate(workload::run);
            out.println(String.format(Locale.ROOT, "%s: %.0f turns/s (%s)", name, rate, workload.describe()));
            out.flush();
        }
    }

    private void line(String name, String unit, LongUnaryOperator batch) {
        if (!name.matches(only)) {
            return;
        }
        double rate = measurement.medianRate(n -> batch.applyAsLong(n));
        out.println(String.format(Locale.ROOT, "%s: %.0f %s", name, rate, unit));
        out.flush();
    }
}
