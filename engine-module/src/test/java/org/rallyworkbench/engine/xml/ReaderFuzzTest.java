package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Problem;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.nio.file.Path;

/**
 * Coverage-guided fuzzing of the board and scenario readers with Jazzer. The property: for any bytes, a reader
 * either returns a model or throws {@link FormatException} whose every problem names the file, a line and a
 * column (1-based) and a short message; never another exception, never a hang.
 *
 * <p>{@code ./mvnw -o -pl engine-module test -Pfuzz} fuzzes for {@link #MAX_DURATION}, starting from the kept
 * inputs in {@code src/test/resources/org/rallyworkbench/engine/xml/ReaderFuzzTestInputs/readers/} (sample
 * boards and scenarios, and every crasher found so far); a crashing input is written into that folder. The
 * ordinary build excludes this class (Jazzer's agent would instrument the whole test JVM) and replays that
 * folder with {@link FuzzInputsRegressionTest}.
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
