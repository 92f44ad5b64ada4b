package org.rallyworkbench.engine.xml;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every input kept for {@link ReaderFuzzTest} (its seeds and every crasher the fuzzer found) replayed through
 * both readers in the ordinary build, without the Jazzer agent: a model or a located {@link FormatException},
 * nothing else, and no hang (the timeout is only a hang guard).
 */
class FuzzInputsRegressionTest {

    static final Path INPUTS = TestFiles.RESOURCES.resolve(
            Path.of("org", "rallyworkbench", "engine", "xml", "ReaderFuzzTestInputs", "readers"));

    static List<Path> inputs() throws IOException {
        try (Stream<Path> files = Files.list(INPUTS)) {
            return files.sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inputs")
    void isReadOrRefusedWithLocatedProblems(Path file) throws IOException {
        byte[] input = Files.readAllBytes(file);
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            ReaderFuzzTest.check(file + " as a board",
                    () -> BoardXml.read(new ByteArrayInputStream(input), "fuzz.board.xml"));
            ReaderFuzzTest.check(file + " as a scenario",
                    () -> ScenarioXml.read(new ByteArrayInputStream(input), "fuzz.scenario.xml", TestFiles.BROKEN));
        });
    }
}
