package org.rallyworkbench.engine.xml;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every input kept for {@link ReaderFuzzTest} (its seeds and every crasher the fuzzer found, one folder a
 * target) and the hostile corpus of the same kind (hostile/tmx, json, director, clients), replayed through the
 * fuzz targets in the ordinary build, without the Jazzer agent: a model or located problems, nothing else, no
 * hang (the timeout is only a hang guard), and a bounded allocation: a small file may not make a reader
 * allocate more than {@link #ALLOCATION_BASE} plus {@link #ALLOCATION_PER_BYTE} bytes for each of its bytes.
 */
class FuzzInputsRegressionTest {

    static final Path INPUTS = TestFiles.RESOURCES.resolve(
            Path.of("org", "rallyworkbench", "engine", "xml", "ReaderFuzzTestInputs"));
    static final long ALLOCATION_BASE = 64L << 20;
    static final long ALLOCATION_PER_BYTE = 1000;

    /** Each target and the hostile folders whose files it reads too. */
    private static final Map<String, List<String>> TARGETS = Map.of(
            "readers", List.of(), "tmx", List.of("tmx"), "json", List.of("json"),
            "gameFile", List.of("director"), "submissions", List.of("director"), "clients", List.of("clients"));

    static Stream<Arguments> inputs() throws IOException {
        List<Arguments> all = new ArrayList<>();
        for (var t : new java.util.TreeMap<>(TARGETS).entrySet()) {
            List<Path> folders = new ArrayList<>(List.of(INPUTS.resolve(t.getKey())));
            t.getValue().forEach(h -> folders.add(TestFiles.HOSTILE.resolve(h)));
            for (Path folder : folders) {
                try (Stream<Path> files = Files.list(folder)) {
                    files.filter(f -> !f.getFileName().toString().equals("EXPECTED.tsv")).sorted()
                            .forEach(f -> all.add(Arguments.of(t.getKey(), f)));
                }
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("inputs")
    void isReadOrRefusedWithLocatedProblems(String target, Path file) throws IOException {
        byte[] input = Files.readAllBytes(file);
        Consumer<byte[]> fuzz = switch (target) {
            case "readers" -> FuzzInputsRegressionTest::readers;
            case "tmx" -> ImportFuzzTargets::tmx;
            case "json" -> ImportFuzzTargets::json;
            case "gameFile" -> ImportFuzzTargets::gameFile;
            case "submissions" -> ImportFuzzTargets::submissions;
            case "clients" -> ImportFuzzTargets::clients;
            default -> throw new IllegalArgumentException(target);
        };
        long allocated = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            long before = allocatedByThisThread();
            fuzz.accept(input);
            return allocatedByThisThread() - before;
        });
        long bound = ALLOCATION_BASE + ALLOCATION_PER_BYTE * input.length;
        assertTrue(allocated < bound, file + " made " + target + " allocate " + (allocated >> 20) + " MiB");
    }

    private static void readers(byte[] input) {
        ReaderFuzzTest.check("a board", () -> BoardXml.read(new ByteArrayInputStream(input), "fuzz.board.xml"));
        ReaderFuzzTest.check("a scenario",
                () -> ScenarioXml.read(new ByteArrayInputStream(input), "fuzz.scenario.xml", TestFiles.BROKEN));
    }

    private static long allocatedByThisThread() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }
}
