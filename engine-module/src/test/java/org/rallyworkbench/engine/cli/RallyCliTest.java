package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.xml.HostileFiles;
import org.rallyworkbench.engine.xml.TestFiles;

/** {@code rally} run in-process: exit codes, where output goes, and never a stack trace. */
class RallyCliTest {

    /** What {@code rally} printed and returned. */
    record Run(int exitCode, String out, String err) {
        List<String> errLines() {
            return err.isEmpty() ? List.of() : List.of(err.split("\n"));
        }
    }

    static Run rally(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = RallyCli.execute(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString().replace("\r\n", "\n"), err.toString().replace("\r\n", "\n"));
    }

    @BeforeAll
    static void writeGeneratedFiles() {
        HostileFiles.generated();
    }

    @Test
    void validBoardsAndScenariosExitZero() {
        Path board = TestFiles.BOARDS.resolve("pit-row.board.xml");
        Path scenario = TestFiles.SCENARIOS.resolve("pushed-into-a-pit.scenario.xml");
        Run run = rally("validate", board.toString(), scenario.toString());
        assertEquals(new Run(0, board + ": ok\n" + scenario + ": ok\n", ""), run);
    }

    @Test
    void aGapInFlagNumbersExitsTwoWithFileLineColumn() {
        Path file = TestFiles.BROKEN.resolve("flag-gap.board.xml");
        Run run = rally("validate", file.toString());
        assertEquals(new Run(2, "", file + ":4:33: flags must be numbered 1..n without gaps, but there is no flag 3"
                + " before flag 4\n"), run);
    }

    @Test
    void oneInvalidFileAmongValidOnesExitsTwoAndReportsOnlyIt() {
        Path good = TestFiles.BOARDS.resolve("tiny.board.xml");
        Path bad = TestFiles.BROKEN.resolve("beams-4.board.xml");
        Run run = rally("validate", good.toString(), bad.toString(), good.toString());
        assertEquals(2, run.exitCode());
        assertEquals(good + ": ok\n" + good + ": ok\n", run.out());
        assertEquals(List.of(bad + ":2:41: invalid beams=\"4\" on <laser>: must be at most 3"), run.errLines());
    }

    @Test
    void aMissingFileIsAProblemNotAStackTrace() {
        Run run = rally("validate", "no/such.board.xml");
        assertEquals(new Run(2, "", Path.of("no/such.board.xml") + ":1:1: no such file\n"), run);
    }

    @Test
    void aDirectoryIsAProblem() {
        Run run = rally("validate", TestFiles.BOARDS.toString());
        assertEquals(new Run(2, "", TestFiles.BOARDS + ":1:1: is a directory, not a board or scenario file\n"), run);
    }

    @Test
    void versionAndHelp() {
        Run version = rally("--version");
        assertEquals(0, version.exitCode());
        assertTrue(version.out().startsWith("rally 1."), version.out());
        Run help = rally("--help");
        assertEquals(0, help.exitCode());
        assertTrue(help.out().contains("validate"), help.out());
        Run validateHelp = rally("validate", "--help");
        assertEquals(0, validateHelp.exitCode());
        assertTrue(validateHelp.out().contains("FILE:LINE:COLUMN"), validateHelp.out());
    }

    @Test
    void usageErrorsExitTwo() {
        Run none = rally();
        assertEquals(2, none.exitCode());
        assertTrue(none.err().contains("Usage: rally"), none.err());
        Run noFiles = rally("validate");
        assertEquals(2, noFiles.exitCode());
        assertTrue(noFiles.err().contains("Missing required parameter"), noFiles.err());
        Run unknown = rally("frobnicate");
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().contains("Unmatched argument"), unknown.err());
        Run badOption = rally("validate", "--fast", "x.board.xml");
        assertEquals(2, badOption.exitCode());
    }

    static Stream<Path> hostileFiles() {
        return HostileFiles.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileFiles")
    void everyHostileFileIsRefusedWithLocatedProblems(Path file) {
        // A guard against hangs, not a speed check: the multi-megabyte files take several seconds at load 20+.
        Run run = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> rally("validate", file.toString()));
        assertEquals(2, run.exitCode(), run.toString());
        assertEquals("", run.out());
        assertFalse(run.errLines().isEmpty());
        Pattern located = Pattern.compile(Pattern.quote(file.toString()) + ":\\d+:\\d+: \\S.*");
        for (String line : run.errLines()) {
            // A scenario's problems may name its board file instead; every line still has the shape.
            assertTrue(located.matcher(line).matches() || line.matches("\\S+\\.board\\.xml:\\d+:\\d+: \\S.*"), line);
        }
        assertFalse(run.err().contains("Exception"), run.err());
        assertFalse(run.err().contains("\tat "), run.err());
        assertFalse(run.err().contains(HostileFiles.SECRET), run.err());
        assertFalse(run.err().contains("root:x:0:0"), run.err());
    }

    /**
     * XXE through a parameter entity, an external entity, an external DTD, XInclude and a board href, all
     * pointing at a port listening on this machine: {@code rally validate} refuses each with located problems
     * and never connects.
     */
    @Test
    void filesPointingAtTheNetworkAreRefusedWithoutConnecting() throws java.io.IOException {
        try (java.net.ServerSocket server = new java.net.ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress())) {
            for (Path file : HostileFiles.pointingAt(server.getLocalPort())) {
                Run run = rally("validate", file.toString());
                assertEquals(2, run.exitCode(), run.toString());
                assertEquals("", run.out());
                for (String line : run.errLines()) {
                    assertTrue(line.matches(Pattern.quote(file.toString()) + ":\\d+:\\d+: \\S.*"), line);
                }
                assertFalse(run.err().contains("Exception"), run.err());
            }
            server.setSoTimeout(300);
            org.junit.jupiter.api.Assertions.assertThrows(java.net.SocketTimeoutException.class, server::accept,
                    "rally validate connected to the network");
        }
    }
}
