package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line exactly as FORMATS.md words it, with awkward inputs: several paths, a file among folders,
 * a folder holding invalid scenarios and files that are no scenarios, a board href that leads nowhere, and
 * FORMATS.md's "more cards than unlocked registers is an error" caught by {@code validate}.
 */
class CommandLineContractTest {

    static final String BOARD = "<board xmlns=\"urn:rally-workbench:board:1\" name=\"b\" width=\"6\" height=\"6\"/>";

    static final String PASSING = """
            <scenario xmlns="urn:rally-workbench:scenario:1" name="ok">
              %s
              <robot name="red" x="1" y="1" facing="E"/>
              <turn>
                <program robot="red" cards="move1@500"/>
                <expect after-register="1"><robot name="red" x="2" y="1"/></expect>
              </turn>
            </scenario>
            """.formatted(BOARD);

    static final String FAILING = PASSING.replace("x=\"2\"", "x=\"4\"");

    /** Six damage leaves three unlocked registers (R-PROG-1): four cards are one too many in turn 1. */
    static final String TOO_MANY_NOW = """
            <scenario xmlns="urn:rally-workbench:scenario:1" name="four cards for three registers">
              %s
              <robot name="red" x="1" y="1" facing="E" damage="6"/>
              <turn>
                <program robot="red" cards="move1@500 left@70 right@80 uturn@10"/>
              </turn>
            </scenario>
            """.formatted(BOARD);

    /** Five beams in turn 1 bring 4 damage to 9: no register is unlocked in turn 2, so one card is too many. */
    static final String TOO_MANY_LATER = """
            <scenario xmlns="urn:rally-workbench:scenario:1" name="a card for a locked turn">
              <board xmlns="urn:rally-workbench:board:1" name="b" width="6" height="6">
                <laser x="1" y="1" dir="E"/>
              </board>
              <robot name="red" x="1" y="1" facing="N" damage="4"/>
              <turn>
                <program robot="red" cards=""/>
              </turn>
              <turn>
                <program robot="red" cards="uturn@10"/>
              </turn>
            </scenario>
            """;

    static final String NO_BOARD_FILE = """
            <scenario xmlns="urn:rally-workbench:scenario:1" name="board missing">
              <board href="boards/nowhere.board.xml"/>
              <robot name="red" x="1" y="1" facing="E"/>
            </scenario>
            """;

    static RallyRun rally(String... args) {
        return RallyRun.of(args);
    }

    @Test
    void validateRefusesMoreCardsThanUnlockedRegisters(@TempDir Path dir) throws Exception {
        Path now = Files.writeString(dir.resolve("now.scenario.xml"), TOO_MANY_NOW);
        Path later = Files.writeString(dir.resolve("later.scenario.xml"), TOO_MANY_LATER);
        Path ok = Files.writeString(dir.resolve("ok.scenario.xml"), PASSING);

        RallyRun run = rally("validate", ok.toString(), now.toString(), later.toString());

        assertEquals(2, run.code(), run.err());
        assertEquals(ok + ": ok\n", run.out());
        List<String> problems = List.of(run.err().split("\n"));
        assertEquals(2, problems.size(), run.err());
        assertTrue(problems.get(0).startsWith(now + ":5:"), run.err());
        assertTrue(problems.get(0).contains("red has 3 unlocked registers in turn 1"), run.err());
        assertTrue(problems.get(1).startsWith(later + ":10:"), run.err());
        assertTrue(problems.get(1).contains("red has 0 unlocked registers in turn 2"), run.err());
    }

    @Test
    void validateReportsAMissingBoardFileWithItsLocation(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("s.scenario.xml"), NO_BOARD_FILE);
        RallyRun run = rally("validate", f.toString());
        assertEquals(2, run.code());
        assertEquals("", run.out());
        assertTrue(run.err().matches("\\Q" + f + "\\E:2:\\d+: .*nowhere\\.board\\.xml.*\n"), run.err());
    }

    @Test
    void verifyCountsInvalidScenariosAsFailedAndSkipsOtherFiles(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("a-pass.scenario.xml"), PASSING);
        Files.writeString(dir.resolve("b-fail.scenario.xml"), FAILING);
        Files.writeString(dir.resolve("c-no-board.scenario.xml"), NO_BOARD_FILE);
        Files.writeString(dir.resolve("d-too-many.scenario.xml"), TOO_MANY_NOW);
        Files.writeString(dir.resolve("notes.xml"), "<notes>not a scenario</notes>");
        Files.writeString(dir.resolve("b.board.xml"), BOARD);
        Files.writeString(dir.resolve("readme.txt"), "hello");

        RallyRun run = rally("verify", dir.toString());

        assertEquals(1, run.code(), run.err());
        List<String> lines = run.outLines();
        assertEquals(5, lines.size(), run.out());
        assertTrue(lines.get(0).startsWith("PASS " + dir.resolve("a-pass.scenario.xml")), run.out());
        assertTrue(lines.get(1).startsWith("FAIL " + dir.resolve("b-fail.scenario.xml")), run.out());
        assertTrue(lines.get(2).startsWith("INVALID " + dir.resolve("c-no-board.scenario.xml")), run.out());
        assertTrue(lines.get(3).startsWith("INVALID " + dir.resolve("d-too-many.scenario.xml")), run.out());
        assertEquals("1 passed, 3 failed", lines.get(4));
    }

    @Test
    void verifyTakesSeveralPathsAndRunsEachScenarioOnce(@TempDir Path dir) throws Exception {
        Path one = Files.createDirectory(dir.resolve("one"));
        Path two = Files.createDirectory(dir.resolve("two"));
        Path a = Files.writeString(one.resolve("a.scenario.xml"), PASSING);
        Path b = Files.writeString(two.resolve("b.scenario.xml"), PASSING);

        RallyRun both = rally("verify", one.toString(), b.toString());
        assertEquals(0, both.code(), both.err());
        assertEquals(List.of("PASS " + a + " (ok)", "PASS " + b + " (ok)", "2 passed, 0 failed"), both.outLines());

        RallyRun twice = rally("verify", dir.toString(), a.toString(), one.toString());
        assertEquals(0, twice.code(), twice.err());
        assertEquals("2 passed, 0 failed", twice.outLines().get(twice.outLines().size() - 1), twice.out());
        assertEquals(3, twice.outLines().size(), twice.out());
    }

    @Test
    void verifyUsageErrorsAndNothingFoundExitTwo(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("notes.xml"), "<notes/>");
        assertEquals(2, rally("verify").code());
        assertEquals(2, rally("verify", dir.toString()).code());
        assertEquals(2, rally("verify", dir.resolve("nowhere").toString()).code());
        assertEquals(2, rally("verify", "--no-such-option", dir.toString()).code());
    }

    @Test
    void runExitsLikeVerify(@TempDir Path dir) throws Exception {
        Path pass = Files.writeString(dir.resolve("pass.scenario.xml"), PASSING);
        Path fail = Files.writeString(dir.resolve("fail.scenario.xml"), FAILING);
        Path invalid = Files.writeString(dir.resolve("invalid.scenario.xml"), NO_BOARD_FILE);

        RallyRun passed = rally("run", pass.toString());
        assertEquals(0, passed.code(), passed.err());
        assertTrue(passed.out().contains("Register 1"), passed.out());
        assertTrue(passed.out().contains("red plays move1@500"), passed.out());
        assertEquals(1, rally("run", fail.toString()).code());
        assertEquals(1, rally("run", invalid.toString()).code());
        assertEquals(2, rally("run", dir.resolve("nowhere.scenario.xml").toString()).code());
        assertEquals(2, rally("run").code());
    }

    @Test
    void exportExitsZeroOrTwo(@TempDir Path dir) throws Exception {
        Path board = Files.writeString(dir.resolve("b.board.xml"), BOARD);
        Path scenario = Files.writeString(dir.resolve("s.scenario.xml"), PASSING);
        assertEquals(0, rally("export", board.toString(), "--format", "json", "-o", dir.resolve("b.json").toString())
                .code());
        assertTrue(Files.size(dir.resolve("b.json")) > 0);
        assertEquals(2, rally("export", dir.resolve("none.board.xml").toString(), "--format", "json", "-o",
                dir.resolve("n.json").toString()).code());
        assertEquals(2, rally("export", scenario.toString(), "--format", "json", "-o",
                dir.resolve("s.json").toString()).code());
        assertEquals(2, rally("export", board.toString(), "--format", "gif", "-o", dir.resolve("b.gif").toString())
                .code());
        assertEquals(2, rally("export", board.toString(), "--format", "json").code());
    }
}
