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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.rallyworkbench.engine.bench.TurnWorkload.Api;
import org.rallyworkbench.engine.bench.TurnWorkload.Population;
import org.rallyworkbench.engine.model.Board;

/**
 * One full turn per operation (dealing, random programs, five registers, end of turn), the same workloads as
 * {@code rally bench}'s turn lines; at the end of each trial it prints the robots in play per turn. Run from the
 * repository root (the sample boards are read from {@code scenarios/boards}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class TurnBenchmark {

    /**
     * sample = the 12×12 sample boards; proving = {@link BenchBoards#proving()} (12×16, every element);
     * arena = {@link BenchBoards#reentryArena()} (every robot re-enters every turn); a number = a generated
     * square board of that side.
     */
    @Param({"sample", "proving", "arena"})
    String board;

    @Param({"8"})
    int robots;

    @Param({"false", "true"})
    boolean events;

    /** DIRECTOR: through the immutable API ({@code -p api=DIRECTOR}). */
    @Param({"SIMULATION"})
    Api api;

    /** WITH_EMPTY_TURNS: the old workload; RESTART_BELOW_HALF: 3 lives, a new game below half the robots. */
    @Param({"UNLIMITED_LIVES"})
    Population population;

    private TurnWorkload workload;

    @Setup
    public void setUp() {
        List<Board> boards = switch (board) {
            case "sample" -> FileWorkloads.boards(FileWorkloads.boardFiles(Path.of("scenarios", "boards")), 12, 12);
            case "proving" -> List.of(BenchBoards.proving());
            case "arena" -> List.of(BenchBoards.reentryArena());
            default -> List.of(GeneratedBoard.of(Integer.parseInt(board), Integer.parseInt(board), 1));
        };
        workload = new TurnWorkload(boards, robots, events, api, 42, population,
                board.equals("arena") ? BenchBoards.ARENA_ARCHIVE : null);
    }

    @Benchmark
    public long turn() {
        return workload.run(1);
    }

    @TearDown
    public void tearDown() {
        System.out.println("TurnBenchmark " + board + ": " + workload.describe());
    }
}
