package org.rallyworkbench.engine.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.scenario.ScenarioRunner;
import org.rallyworkbench.engine.scenario.ScriptError;
import org.rallyworkbench.engine.scenario.Verdict;
import org.rallyworkbench.engine.xml.FormatException;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.xml.ScenarioXml;

/**
 * Every option mistake FORMATS.md names is a script error naming file, line and column: those the file shows
 * (option ids, counters, attributes) when it is read, those that depend on the game (holding the option, the
 * pair fitting its option) when the turn is played, at the program's line.
 */
class OptionScriptErrorsTest {

    private static final String FILE = "options.scenario.xml";

    /** A scenario with one robot {@code red} at (3,3) holding {@code options}; line 4 is the robot, line 6 the program. */
    private static String scenario(String options, String program) {
        return "<scenario xmlns=\"urn:rally-workbench:scenario:1\" name=\"s\">\n"
                + "  <board xmlns=\"urn:rally-workbench:board:1\" name=\"b\" width=\"7\" height=\"7\"/>\n"
                + "  <robot name=\"blue\" x=\"0\" y=\"0\" facing=\"N\"/>\n"
                + "  <robot name=\"red\" x=\"3\" y=\"3\" facing=\"N\" options=\"" + options + "\"/>\n"
                + "  <turn>\n"
                + "    " + program + "\n"
                + "  </turn>\n"
                + "</scenario>\n";
    }

    static Stream<Arguments> readErrors() {
        return Stream.of(
                Arguments.of(scenario("brakes laser-sword", "<program robot=\"red\"/>"), 4, "unknown option 'laser-sword'"),
                Arguments.of(scenario("brakes brakes", "<program robot=\"red\"/>"), 4, "written twice"),
                Arguments.of(scenario("ablative-coat:3", "<program robot=\"red\"/>"), 4, "0..2"),
                Arguments.of(scenario("mini-howitzer:x", "<program robot=\"red\"/>"), 4, "0..4"),
                Arguments.of(scenario("brakes:1", "<program robot=\"red\"/>"), 4, "has no counter"),
                Arguments.of(scenario("flywheel:move9@1", "<program robot=\"red\"/>"), 4, "Flywheel holds a card"),
                Arguments.of(scenario("brakes", "<program robot=\"red\"><use option=\"warp\" registers=\"1\"/></program>"),
                        6, "unknown option 'warp'"),
                Arguments.of(scenario("brakes", "<program robot=\"red\" sacrifice=\"brakes nothing\"/>"), 6,
                        "unknown option 'nothing'"),
                Arguments.of(scenario("brakes", "<program robot=\"red\"><use option=\"brakes\"/></program>"), 6,
                        "names no registers"),
                Arguments.of(scenario("brakes", "<program robot=\"red\"><use option=\"brakes\" registers=\"6\"/></program>"),
                        6, "registers"),
                Arguments.of(scenario("scrambler", "<program robot=\"red\"><use option=\"scrambler\" registers=\"5\"/></program>"),
                        6, "not in register 5"),
                Arguments.of(scenario("recompile", "<program robot=\"red\"><use option=\"recompile\" registers=\"1\"/></program>"),
                        6, "takes no registers"),
                Arguments.of(scenario("fire-control",
                        "<program robot=\"red\"><use option=\"fire-control\" registers=\"1\"/></program>"), 6,
                        "exactly one of lock-register and destroy"),
                Arguments.of(scenario("flywheel", "<program robot=\"red\"><use option=\"flywheel\"/></program>"), 6,
                        "needs the card"),
                Arguments.of(scenario("conditional-program", "<program robot=\"red\" cards=\"move1@500\">"
                        + "<use option=\"conditional-program\" registers=\"1\" card=\"move1@500\"/></program>"), 6,
                        "also programmed"),
                Arguments.of(scenario("crab-legs", "<program robot=\"red\" cards=\"left@70+move1@500\">"
                        + "<use option=\"crab-legs\" registers=\"1\"/></program>"), 6, "not a pair of cards"),
                Arguments.of(scenario("crab-legs dual-processor", "<program robot=\"red\" cards=\"move1@500+left@70\">"
                        + "<use option=\"crab-legs\" registers=\"1\"/><use option=\"dual-processor\" registers=\"1\"/>"
                        + "</program>"), 6, "declares both"),
                Arguments.of(scenario("brakes", "<program robot=\"red\"/>").replace("<robot name=\"blue\" x=\"0\" y=\"0\" facing=\"N\"/>",
                        "<robot name=\"blue\" x=\"0\" y=\"0\" facing=\"N\" options=\"brakes\"/>"), 4, "each option card exists once"));
    }

    @ParameterizedTest
    @MethodSource("readErrors")
    void mistakesInTheFileAreReportedWithLineAndColumn(String xml, int line, String message) {
        FormatException e = assertThrows(FormatException.class, () -> read(xml));
        Problem p = e.problems().stream().filter(q -> q.message().contains(message)).findFirst()
                .orElseThrow(() -> new AssertionError("no problem saying '" + message + "': " + e.getMessage()));
        assertEquals(FILE, p.file());
        assertEquals(line, p.line(), p.toString());
        assertTrue(p.column() > 0, p.toString());
    }

    static Stream<Arguments> playErrors() {
        return Stream.of(
                Arguments.of(scenario("", "<program robot=\"red\" cards=\"move1@500\"><use option=\"brakes\" registers=\"1\"/>"
                        + "</program>"), "declares brakes but does not hold it"),
                Arguments.of(scenario("brakes", "<program robot=\"red\" cards=\"move1@500+left@70\"/>"),
                        "declares neither crab-legs nor dual-processor"),
                Arguments.of(scenario("crab-legs", "<program robot=\"red\" cards=\"move2@700+left@70\">"
                        + "<use option=\"crab-legs\" registers=\"1\"/></program>"), "Crab Legs plays a Move 1"),
                Arguments.of(scenario("brakes", "<program robot=\"red\" cards=\"move2@700\">"
                        + "<use option=\"brakes\" registers=\"1\"/></program>"), "brakes applies to a Move 1"),
                Arguments.of(scenario("fourth-gear", "<program robot=\"red\" cards=\"move1@500\">"
                        + "<use option=\"fourth-gear\" registers=\"1\"/></program>"), "fourth-gear applies to a Move 3"),
                Arguments.of(scenario("recompile", "<program robot=\"red\" cards=\"move1@500\">"
                        + "<use option=\"recompile\"/></program>"), "declares recompile and sends cards"));
    }

    @ParameterizedTest
    @MethodSource("playErrors")
    void mistakesAgainstTheGameAreScriptErrorsAtTheProgramsLine(String xml, String message) throws Exception {
        Verdict v = new ScenarioRunner().run(read(xml));
        assertEquals(Verdict.Outcome.INVALID, v.outcome(), v.report());
        ScriptError error = v.errors().stream().filter(x -> x.message().contains(message)).findFirst()
                .orElseThrow(() -> new AssertionError("no error saying '" + message + "': " + v.report()));
        assertEquals(FILE, error.location().file());
        assertEquals(6, error.location().line());
        assertTrue(error.location().column() > 0);
    }

    private static ScenarioSpec read(String xml) throws FormatException {
        return ScenarioXml.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), FILE, Path.of("."));
    }
}
