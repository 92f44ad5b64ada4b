package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Problem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One broken file per rule (semantic and schema, boards and scenarios), each with the exact problems it must
 * report: {@code FILE:LINE:COLUMN: message}, every one of them. LINE:COLUMN is where the parser stands after
 * the offending element's start tag.
 */
class BrokenFilesTest {

    private static final Path DIR = TestFiles.BROKEN;

    static Stream<Arguments> brokenFiles() {
        return Stream.of(
                // board rules
                broken("off-board.board.xml",
                        "2:22: pit at (12,3) is off the 12x12 board (x must be 0..11, y 0..11)",
                        "3:32: laser at (3,12) is off the 12x12 board (x must be 0..11, y 0..11)"),
                broken("two-floor-elements.board.xml",
                        "3:36: tile (3,4) already has a conveyor (line 2); a tile holds at most one of pit, conveyor,"
                                + " gear, repair, crusher"),
                broken("flag-gap.board.xml",
                        "4:33: flags must be numbered 1..n without gaps, but there is no flag 3 before flag 4"),
                broken("duplicate-start.board.xml",
                        "3:46: start number 1 is used twice (also at line 2)"),
                broken("flag-on-pit.board.xml",
                        "3:33: flag 1 stands on a pit at (5,5)"),
                broken("start-on-pit.board.xml",
                        "2:45: start 1 stands on a pit at (5,5)"),
                broken("many-problems.board.xml",
                        "3:21: tile (1,1) already has a pit (line 2); a tile holds at most one of pit, conveyor, gear,"
                                + " repair, crusher",
                        "4:33: flag 2 stands on a pit at (1,1)",
                        "4:33: flags must be numbered 1..n without gaps, but there is no flag 1 before flag 2",
                        "5:45: start at (9,0) is off the 4x4 board (x must be 0..3, y 0..3)"),
                // board schema
                broken("beams-4.board.xml", "2:41: invalid beams=\"4\" on <laser>: must be at most 3"),
                broken("wrong-direction.board.xml",
                        "2:38: invalid dir=\"north\" on <conveyor>: must be one of N, E, S, W"),
                broken("negative-coordinate.board.xml", "2:22: invalid x=\"-1\" on <pit>: must be at least 0"),
                broken("pusher-register-6.board.xml",
                        "2:49: invalid registers=\"1 6\" on <pusher>: must be at most 5"),
                broken("unknown-element.board.xml",
                        "2:28: Invalid content was found starting with element 'teleporter'. One of 'pit, conveyor,"
                                + " gear, repair, crusher, wall, laser, pusher, flag, start, description' is expected."),
                broken("two-descriptions.board.xml",
                        "5:16: Invalid content was found starting with element 'description'. One of 'pit, conveyor,"
                                + " gear, repair, crusher, wall, laser, pusher, flag, start' is expected."),
                broken("missing-attribute.board.xml", "2:26: Attribute 'dir' must appear on element 'conveyor'."),
                broken("wrong-namespace.board.xml",
                        "1:82: not a board or scenario: the root element is <board> in namespace"
                                + " urn:rally-workbench:board:2; expected <board xmlns=\"urn:rally-workbench:board:1\">"
                                + " or <scenario xmlns=\"urn:rally-workbench:scenario:1\">"),
                broken("huge-board.board.xml",
                        "1:95: invalid width=\"2000000000\" on <board>: must be at most 256",
                        "1:95: invalid height=\"2000000000\" on <board>: must be at most 256"),
                // scenario rules
                broken("duplicate-robot-name.scenario.xml", "4:45: robot name 'red' is used twice (also at line 3)"),
                broken("robot-off-board.scenario.xml", "3:45: robot red at (6,1) is off the 6x6 board"),
                broken("robot-on-pit.scenario.xml", "3:45: robot red stands on a pit at (5,5)"),
                broken("two-robots-one-tile.scenario.xml",
                        "4:46: robot blue is on tile (1,1) with robot red (line 3); two robots never share a tile"),
                broken("unknown-robot.scenario.xml", "5:47: program for unknown robot 'green' (robots: red)"),
                broken("unknown-robot-expected.scenario.xml",
                        "6:43: expectation for unknown robot 'green' (robots: red)",
                        "7:27: winner is an unknown robot 'blue' (robots: red)"),
                broken("six-cards.scenario.xml",
                        "5:92: 6 cards in the program of robot red, but a robot has only 5 registers"),
                broken("duplicate-start-number.scenario.xml",
                        "4:56: robot blue has start number 2, like robot red (line 3); start numbers must be unique"),
                broken("missing-board-file.scenario.xml",
                        "2:36: board file 'no-such.board.xml' not found (looked for " + DIR.resolve("no-such.board.xml")
                                + ")"),
                broken("http-board-href.scenario.xml",
                        "2:55: board href 'http://127.0.0.1:9/pit-row.board.xml' is a URL; only a relative path to a"
                                + " local *.board.xml file is allowed"),
                broken("file-url-board-href.scenario.xml",
                        "2:37: board href 'file:///etc/passwd' is a URL; only a relative path to a local *.board.xml"
                                + " file is allowed"),
                broken("absolute-board-href.scenario.xml",
                        "2:30: board href '/etc/passwd' is an absolute path; give a path relative to the scenario file"),
                broken("not-a-board-href.scenario.xml",
                        "2:53: board href '../../../../../../../../etc/passwd' must name a *.board.xml file"),
                broken("inline-board-problem.scenario.xml", "4:47: start 1 stands on a pit at (1,1)"),
                broken("reentry-tile-half.scenario.xml",
                        "5:59: program of robot red has only one of reentry-x and reentry-y; give both or neither"),
                broken("reentry-tile-off-board.scenario.xml",
                        "5:73: program of robot red names the re-entry tile (2,6), which is off the 6x6 board"),
                // scenario schema
                broken("bad-card.scenario.xml",
                        "5:54: invalid cards=\"move1@500 move4@10\" on <program>: 'move4@10' is not a card: TYPE@PRIORITY"
                                + " with TYPE one of move1, move2, move3, backup, left, right, uturn and a positive"
                                + " PRIORITY, e.g. move1@500"),
                broken("after-register-6.scenario.xml",
                        "6:32: invalid after-register=\"6\" on <expect>: must be at most 5"));
    }

    private static Arguments broken(String file, String... problems) {
        Path path = DIR.resolve(file);
        return Arguments.of(file, Arrays.stream(problems).map(p -> path + ":" + p).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenFiles")
    void reportsEveryProblemWithFileLineAndColumn(String file, List<String> expected) {
        List<String> actual = FormatValidator.validate(DIR.resolve(file)).stream().map(Problem::toString).toList();
        assertEquals(expected, actual);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenFiles")
    void readersThrowTheSameProblems(String file, List<String> expected) {
        Path path = DIR.resolve(file);
        FormatException e = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class, () -> {
            if (file.endsWith(".scenario.xml")) {
                ScenarioXml.read(path);
            } else {
                BoardXml.read(path);
            }
        });
        assertEquals(expected, e.problems().stream().map(Problem::toString).toList());
    }

    @org.junit.jupiter.api.Test
    void aScenarioReportsTheProblemsOfItsBoardFileUnderTheBoardFilesName() {
        assertEquals(List.of(DIR.resolve("flag-gap.board.xml")
                        + ":4:33: flags must be numbered 1..n without gaps, but there is no flag 3 before flag 4"),
                FormatValidator.validate(DIR.resolve("broken-board-file.scenario.xml")).stream()
                        .map(Problem::toString).toList());
    }
}
