package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Problem;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.nio.file.Path;

/**
 * Coverage-guided fuzzing with Jazzer of every reader of outside files: boards and scenarios ({@link #readers}),
 * TMX maps with their TSX, JSON boards, game files and submissions, and the four client formats
 * ({@link ImportFuzzTargets}). The property: for any bytes, a reader either returns a model or refuses with
 * problems that each name the file, a line and a column (1-based) and a short message; never another exception,
 * never a hang.
 *
 * <p>{@code ./mvnw -o -pl engine-module test -Pfuzz -Dfuzz.test=ReaderFuzzTest#METHOD} fuzzes one target for
 * {@link #MAX_DURATION} (the board and scenario readers without it), starting from the kept inputs in
 * {@code src/test/resources/org/rallyworkbench/engine/xml/ReaderFuzzTestInputs/METHOD/} (samples, and every
 * crasher found so far); a crashing input is written into that folder. The ordinary build excludes this class
 * (Jazzer's agent would instrument the whole test JVM) and replays those folders, and the hostile corpus of the
 * same kind, with {@link FuzzInputsRegressionTest}.
 */
class ReaderFuzzTest {

    static final String MAX_DURATION = "3m";

    /** Scenarios resolve board hrefs here: it holds a valid {@code ok.board.xml} and broken boards. */
    private static final Path BASE = TestFiles.BROKEN;

    @FuzzTest(maxDuration = MAX_DURATION)
    @DictionaryEntries({"<board xmlns=\"urn:rally-workbench:board:1\" ", "<scenario xmlns=\"urn:rally-workbench:scenario:1\" ",
        "width=\"", "height=\"", " x=\"", " y=\"", "<pit", "<conveyor", "<gear", "<repair", "<crusher", "<wall", "<laser",
        "<pusher", "<flag", "<start", "<robot", "<turn>", "<program", "<expect", "<winner", "after-register=\"",
        "registers=\"", "cards=\"", "href=\"ok.board.xml\"", "facing=\"", "dir=\"", "side=\"", "number=\"", "beams=\"",
        "express=\"true\"", "double=\"true\"", "rotation=\"ccw\"", "move1@500", "uturn@10", "<!DOCTYPE", "<![CDATA[",
        "&amp;", "&#x10FFFF;", "xmlns:xi=\"http://www.w3.org/2001/XInclude\""})
    void readers(byte[] input) {
        check("fuzz.board.xml", () -> BoardXml.read(new ByteArrayInputStream(input), "fuzz.board.xml"));
        check("fuzz.scenario.xml",
                () -> ScenarioXml.read(new ByteArrayInputStream(input), "fuzz.scenario.xml", BASE));
    }

    /** TMX maps (read from a file, beside our TSX tileset). */
    @FuzzTest(maxDuration = MAX_DURATION)
    @DictionaryEntries({"<map ", "<layer ", "<group>", "<objectgroup", "<object ", "<tileset firstgid=\"1\" ",
        "source=\"rally-workbench-64.tsx\"", "<data encoding=\"csv\">", "encoding=\"base64\"",
        "compression=\"zlib\"", "compression=\"gzip\"", "<property name=\"", "width=\"", "height=\"", "gid=\""})
    void tmx(byte[] input) {
        ImportFuzzTargets.tmx(input);
    }

    /** JSON boards. */
    @FuzzTest(maxDuration = MAX_DURATION)
    @DictionaryEntries({"\"walls\"", "\"floor\"", "\"width\"", "\"height\"", "\"flags\"", "\"starts\"",
        "\"lasers\"", "\"pushers\"", "\\u", "1e999", "-0", "\"version\": 1"})
    void json(byte[] input) {
        ImportFuzzTargets.json(input);
    }

    /** Game files read by {@code turn deal} and {@code turn play}. */
    @FuzzTest(maxDuration = MAX_DURATION)
    @DictionaryEntries({"<game xmlns=\"urn:rally-workbench:game:1\" ", "<robot ", "<deck cards=\"", "hand=\"",
        "registers=\"", "options=\"", "damage=\"", "lives=\"", "turn=\"", "stage=\"dealt\"", "move1@500"})
    void gameFile(byte[] input) {
        ImportFuzzTargets.gameFile(input);
    }

    /** Submissions read by {@code turn play}. */
    @FuzzTest(maxDuration = MAX_DURATION)
    @DictionaryEntries({"<submissions xmlns=\"urn:rally-workbench:submissions:1\" ", "<program robot=\"",
        "cards=\"", "reentry-x=\"", "power-down=\"true\"", "<use ", "sacrifice=\"", "move1@500"})
    void submissions(byte[] input) {
        ImportFuzzTargets.submissions(input);
    }

    /** The four game clients' formats (fiasko, inf112, robotmadness, lmu), each reader given the same text. */
    @FuzzTest(maxDuration = MAX_DURATION)
    @DictionaryEntries({"01;1 ", "\"messageType\": \"GameStarted\"", "\"gameMap\"", "\"startingPositions\"",
        "\"position\"", "<layer ", "name=\"Flag\"", "\"type\": \"Belt\""})
    void clients(byte[] input) {
        ImportFuzzTargets.clients(input);
    }

    /** A read that may refuse the file. */
    @FunctionalInterface
    interface Read {
        Object read() throws FormatException;
    }

    static void check(String name, Read read) {
        try {
            assertTrue(read.read() != null, name + ": a reader returned null");
        } catch (FormatException e) {
            assertFalse(e.problems().isEmpty(), name + ": FormatException without problems");
            for (Problem p : e.problems()) {
                assertTrue(p.line() >= 1 && p.column() >= 1, "no line and column: " + p);
                assertFalse(p.file().isEmpty(), "no file: " + p);
                assertFalse(p.message().isBlank(), "no message: " + p);
                assertTrue(p.message().length() < 600, "message too long: " + p.message().length());
            }
        }
    }
}
