package org.rallyworkbench.engine.bench;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.scenario.ScenarioFiles;

/**
 * The file pipelines: the whole scenario suite (parse, validate, run, check each file) and one 12×12 sample
 * board (read with validation, write). Run from the repository root.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PipelineBenchmark {

    private List<Path> scenarios;
    private Path board;

    @Setup
    public void setUp() {
        scenarios = ScenarioFiles.find(List.of(Path.of("scenarios")));
        List<Path> boards = FileWorkloads.boardFiles(Path.of("scenarios", "boards"));
        List<Board> small = FileWorkloads.boards(boards, 12, 12);
        board = boards.stream().filter(f -> small.contains(FileWorkloads.readBoard(f))).findFirst().orElseThrow();
    }

    /** One pass over the suite; divide by the suite's size for scenarios per second. */
    @Benchmark
    public long scenarioSuite() {
        return FileWorkloads.scenarios(scenarios, scenarios.size());
    }

    @Benchmark
    public long boardReadWrite() {
        return FileWorkloads.boards(board, 1);
    }
}
