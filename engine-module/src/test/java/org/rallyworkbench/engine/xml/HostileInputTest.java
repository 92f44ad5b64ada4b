package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Problem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Files from strangers: each is refused with located problems, quickly (the timeout only guards against
 * hangs; no speed is asserted), without reading local files or touching the network.
 */
class HostileInputTest {

    private static final Pattern PROBLEM = Pattern.compile("^.+:\\d+:\\d+: \\S.*$", Pattern.DOTALL);
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);  // hangs, not speed (6-10 s at load 20+)

    @org.junit.jupiter.api.BeforeAll
    static void writeGeneratedFiles() {
        HostileFiles.generated();
    }

    static Stream<Path> hostileFiles() {
        return HostileFiles.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileFiles")
    void isRefusedWithLocatedProblems(Path file) {
        long start = System.nanoTime();
        List<Problem> problems = assertTimeoutPreemptively(HANG_GUARD, () -> FormatValidator.validate(file));
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.printf("refused in %4d ms: %s%n", millis, file);
        assertFalse(problems.isEmpty(), file + " was accepted");
        for (Problem p : problems) {
            assertTrue(PROBLEM.matcher(p.toString()).matches(), p.toString());
            assertTrue(p.line() >= 1 && p.column() >= 1, p.toString());
            assertTrue(p.message().length() < 600, "message too long: " + p.message().length());
            assertFalse(p.message().contains("root:x:0:0"), "leaked /etc/passwd: " + p);
            assertFalse(p.message().contains(HostileFiles.SECRET), "leaked the secret: " + p);
        }
    }

    @Test
    void doctypesAreRefusedBeforeAnyEntityIsResolved() {
        for (String name : List.of("xxe-local-file.board.xml", "xxe-parameter-entity.board.xml",
                "billion-laughs.board.xml", "xxe-scenario.scenario.xml")) {
            Path file = TestFiles.HOSTILE.resolve(name);
            List<Problem> problems = FormatValidator.validate(file);
            assertEquals(1, problems.size(), problems.toString());
            assertTrue(problems.get(0).message().startsWith("a DOCTYPE is not allowed"), problems.toString());
            assertEquals(2, problems.get(0).line(), problems.toString());
        }
    }

    @Test
    void xxeNeverLeaksALocalFile() throws IOException {
        for (Path file : HostileFiles.generated()) {
            if (file.getFileName().toString().startsWith("xxe-")) {
                String all = FormatValidator.validate(file).toString();
                assertFalse(all.contains(HostileFiles.SECRET), all);
                assertTrue(all.contains("DOCTYPE"), all);
            }
        }
        assertTrue(Files.readString(HostileFiles.GENERATED.resolve("secret.txt")).contains(HostileFiles.SECRET),
                "the secret file exists and is readable: the XXE files really point at something");
    }

    @Test
    void nothingConnectsToTheNetwork() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            for (Path file : HostileFiles.pointingAt(server.getLocalPort())) {
                assertFalse(FormatValidator.validate(file).isEmpty(), file + " was accepted");
            }
            // A valid board may name a schema location: it is ignored, never fetched.
            assertEquals(List.of(), FormatValidator.validate(HostileFiles.schemaLocationAt(server.getLocalPort())));
            server.setSoTimeout(300);
            assertThrows(SocketTimeoutException.class, server::accept, "a reader connected to the network");
        }
    }

    @Test
    void deepNestingStopsAtTheDepthLimit() {
        List<Problem> problems = FormatValidator.validate(HostileFiles.GENERATED.resolve("deep-nesting.board.xml"));
        assertEquals(List.of("2:4: Invalid content was found starting with element 'd'. One of 'pit, conveyor,"
                        + " gear, repair, crusher, wall, laser, pusher, flag, start, description' is expected.",
                        "2:49: elements are nested more than 16 deep; a board or scenario never needs that"),
                problems.stream().map(p -> p.line() + ":" + p.column() + ": " + p.message()).toList());
    }

    @Test
    void aMillionElementsStopAtTheLimitForTheBoardsSize() {
        List<Problem> small = FormatValidator.validate(HostileFiles.GENERATED.resolve("million-elements.board.xml"));
        Problem last = small.get(small.size() - 1);
        assertEquals("a 12x12 board cannot need more than 2368 elements", last.message());
        assertEquals(25, last.line());
        List<Problem> large = FormatValidator.validate(HostileFiles.GENERATED.resolve("million-elements-256.board.xml"));
        assertEquals("the file has more than 524288 elements", large.get(large.size() - 1).message());
        List<Problem> pits = FormatValidator.validate(HostileFiles.GENERATED.resolve("million-pits.board.xml"));
        assertEquals(List.of("1:1: the file is larger than 16 MiB; boards and scenarios are far smaller"),
                pits.stream().map(p -> p.line() + ":" + p.column() + ": " + p.message()).toList());
    }

    @Test
    void aFileOverTheSizeLimitIsRefusedUnread() {
        List<Problem> problems = FormatValidator.validate(HostileFiles.GENERATED.resolve("too-large.board.xml"));
        assertEquals(List.of("1:1: the file is larger than 16 MiB; boards and scenarios are far smaller"),
                problems.stream().map(p -> p.line() + ":" + p.column() + ": " + p.message()).toList());
    }

    @Test
    void aStreamOverTheSizeLimitIsCutOff() {
        java.io.InputStream endless = new java.io.InputStream() {
            private final byte[] start = "<board xmlns=\"urn:rally-workbench:board:1\" name=\"".getBytes();
            private int at;

            @Override
            public int read() {
                return at < start.length ? start[at++] : 'x';
            }
        };
        FormatException e = assertThrows(FormatException.class,
                () -> assertTimeoutPreemptively(Duration.ofSeconds(20), () -> BoardXml.read(endless, "endless")));
        assertTrue(e.problems().get(0).message().startsWith("the file is larger than 16 MiB"), e.getMessage());
    }

    @Test
    void garbageAndEmptyFilesGetOneClearProblem() {
        assertEquals(List.of(TestFiles.HOSTILE.resolve("empty.board.xml") + ":1:1: Premature end of file."),
                FormatValidator.validate(TestFiles.HOSTILE.resolve("empty.board.xml")).stream()
                        .map(Problem::toString).toList());
        assertEquals(1, FormatValidator.validate(TestFiles.HOSTILE.resolve("garbage.board.xml")).size());
        assertEquals(List.of(TestFiles.HOSTILE.resolve("truncated.board.xml")
                        + ":4:37: the file ends in the middle of the XML (is it truncated?)"),
                FormatValidator.validate(TestFiles.HOSTILE.resolve("truncated.board.xml")).stream()
                        .map(Problem::toString).toList());
    }

    @Test
    void longValuesAreCutShortInMessages() {
        List<Problem> problems = FormatValidator.validate(TestFiles.HOSTILE.resolve("long-name.board.xml"));
        assertEquals(1, problems.size());
        assertEquals("invalid name=\"" + "n".repeat(60) + "...\" on <board>: is 5000 characters long, at most 256"
                + " allowed", problems.get(0).message());
    }
}
