package org.rallyworkbench.editor.scenario.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.scenario.ScenarioRunner;
import org.rallyworkbench.engine.scenario.Verdict;

/** The Design view's robot and step edits: each gives a scenario that still reads, changed only where asked. */
class RosterAndStepEditsTest {

    private static final Path DIR = Path.of(".");
    private final String text = ScenarioFixtures.failingPush();

    private static ScenarioSpec spec(String text) {
        return ScenarioFixtures.spec(text, DIR);
    }

    private static final String BARE = """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenario xmlns="urn:rally-workbench:scenario:1" name="bare" rules="house" seed="0">
              <board xmlns="urn:rally-workbench:board:1" name="b" width="6" height="4"/>
            </scenario>
            """;

    @Test
    void addingRobotsToAScenarioWithoutAnyAndAfterTheLast() {
        String one = RosterEdits.addRobot(BARE, "red", new Position(1, 2), Direction.E);
        String two = RosterEdits.addRobot(one, "blue", new Position(3, 2), Direction.N);
        ScenarioSpec s = spec(two);
        assertEquals(List.of("red", "blue"), s.robots().stream().map(ScenarioSpec.RobotSpec::name).toList());
        assertEquals(new Position(3, 2), s.robots().get(1).position());
        assertEquals(Direction.N, s.robots().get(1).facing());
        assertTrue(two.contains("\n  <robot name=\"red\" x=\"1\" y=\"2\" facing=\"E\"/>\n  <robot name=\"blue\""), two);
    }

    @Test
    void removingARobotRemovesItsProgramsExpectationsAndEmptyExpects() {
        String out = RosterEdits.removeRobot(text, "green");
        ScenarioSpec s = spec(out);
        assertEquals(List.of("red", "blue"), s.robots().stream().map(ScenarioSpec.RobotSpec::name).toList());
        assertFalse(out.contains("green"), out);
        assertFalse(out.contains("<expect>\n  </expect>"), "the final expect only checked green: " + out);
        assertTrue(out.contains("<robot name=\"red\" x=\"4\" y=\"2\" facing=\"E\"/>"), out);
        assertThrows(IllegalArgumentException.class, () -> RosterEdits.removeRobot(text, "pink"));
    }

    @Test
    void renamingARobotRenamesItEverywhereButInComments() {
        String commented = text.replace("<turn>", "<!-- <robot name=\"red\"/> --><turn>");
        String out = RosterEdits.renameRobot(commented, "red", "crimson");
        assertTrue(out.contains("<!-- <robot name=\"red\"/> -->"), out);
        assertEquals(3, out.split("\"crimson\"", -1).length - 1, out);
        assertEquals("crimson", spec(out).robots().get(0).name());
        assertTrue(RosterEdits.nameProblem("blue", List.of("red", "blue")).isPresent());
        assertTrue(RosterEdits.nameProblem("a b", List.of()).isPresent());
        assertTrue(RosterEdits.nameProblem("pink", List.of("red")).isEmpty());
    }

    @Test
    void addingATurnGivesEveryRobotAnEmptyProgramAtTheEnd() {
        String out = StepEdits.addTurn(text, List.of("red", "blue", "green"));
        ScenarioSpec s = spec(out);
        assertEquals(2, s.turns().size());
        assertEquals(3, s.turns().get(1).programs().size());
        assertTrue(s.turns().get(1).programs().stream().allMatch(p -> p.cards().isEmpty()));
        assertTrue(out.endsWith("  </turn>\n</scenario>\n"), out);
        assertTrue(out.indexOf("<expect>") < out.lastIndexOf("<turn>"), "the final expect still follows turn 1");
    }

    /**
     * Issue 18 (a new user's first hour): Program… on the "new" turn made a turn where only that robot had a
     * program, so the others played random cards (one drove off the board); the others now get empty programs, as
     * with Add Turn.
     */
    @Test
    void programmingANewTurnGivesTheOtherRobotsEmptyPrograms() {
        String out = ProgramEdits.setProgramInNewTurn(text, List.of("red", "blue", "green"), "blue",
                List.of(org.rallyworkbench.engine.model.Card.parse("move1@490")),
                org.rallyworkbench.engine.model.OptionPlan.NONE);
        ScenarioSpec s = spec(out);
        assertEquals(2, s.turns().size());
        List<ScenarioSpec.ProgramSpec> programs = s.turns().get(1).programs();
        assertEquals(List.of("red", "blue", "green"), programs.stream().map(ScenarioSpec.ProgramSpec::robot).toList());
        assertEquals(List.of(org.rallyworkbench.engine.model.Card.parse("move1@490")), programs.get(1).cards());
        assertTrue(programs.get(0).cards().isEmpty() && programs.get(2).cards().isEmpty(), out);
    }

    @Test
    void removingATurnTakesTheExpectationsRightAfterIt() {
        String two = StepEdits.addTurn(text, List.of("red", "blue", "green"));
        String out = StepEdits.removeTurn(two, 1);
        ScenarioSpec s = spec(out);
        assertEquals(1, s.turns().size());
        assertTrue(s.turns().get(0).programs().stream().allMatch(p -> p.cards().isEmpty()), out);
        assertFalse(out.contains("<expect"), out);
        assertThrows(IllegalArgumentException.class, () -> StepEdits.removeTurn(text, 2));
    }

    @Test
    void expectationsAfterARegisterAndAfterTheTurnAreChecked() {
        String noExpect = RosterEdits.removeRobot(RosterEdits.removeRobot(text, "green"), "blue");
        noExpect = StepEdits.removeTurn(noExpect, 1);
        noExpect = StepEdits.addTurn(noExpect, List.of("red"));
        noExpect = noExpect.replace("cards=\"\"", "cards=\"move1@500 move2@700\"");
        assertEquals(Verdict.Outcome.NO_EXPECTATIONS, new ScenarioRunner().run(spec(noExpect)).outcome());

        String afterRegister = StepEdits.addExpectation(noExpect, 1, 2, "<robot name=\"red\" x=\"4\" y=\"2\"/>");
        assertTrue(afterRegister.contains("<expect after-register=\"2\">\n      <robot name=\"red\" x=\"4\" y=\"2\""),
                afterRegister);
        String afterTurn = StepEdits.addExpectation(afterRegister, 1, 0, "<robot name=\"red\" x=\"4\" facing=\"E\"/>");
        assertTrue(afterTurn.contains("</turn>\n  <expect>\n    <robot name=\"red\""), afterTurn);
        Verdict v = new ScenarioRunner().run(spec(afterTurn));
        assertEquals(Verdict.Outcome.PASSED, v.outcome(), v.report());
        assertEquals(2, v.checked().size());

        // again at the same place: the robot's expectation is replaced, not doubled
        String again = StepEdits.addExpectation(afterTurn, 1, 2, "<robot name=\"red\" x=\"5\"/>");
        assertEquals(afterTurn.split("<robot name=\"red\"", -1).length, again.split("<robot name=\"red\"", -1).length);
        assertEquals(Verdict.Outcome.FAILED, new ScenarioRunner().run(spec(again)).outcome());
    }

    @Test
    void anExpectedAttributeIsSetAddedAndRemovedAtTheReadersLocation() {
        ScenarioSpec.RobotExpectation blue = spec(text).turns().get(0).expects().get(0).robots().get(1);
        int at = org.rallyworkbench.engine.scenario.SourceText.offset(text, blue.location().line(),
                blue.location().column());
        String set = StepEdits.setExpectedAttribute(text, at, "x", "3");
        assertTrue(set.contains("<robot name=\"blue\" x=\"3\" y=\"2\" facing=\"N\"/>"), set);
        String added = StepEdits.setExpectedAttribute(set, at, "damage", "2");
        assertTrue(added.contains("<robot name=\"blue\" x=\"3\" y=\"2\" facing=\"N\" damage=\"2\"/>"), added);
        String removed = StepEdits.setExpectedAttribute(added, at, "facing", null);
        assertTrue(removed.contains("<robot name=\"blue\" x=\"3\" y=\"2\" damage=\"2\"/>"), removed);
        assertTrue(removed.contains("<robot name=\"red\" x=\"4\" y=\"2\" facing=\"E\"/>"), "red untouched");
        assertEquals(3, spec(removed).turns().get(0).expects().get(0).robots().get(1).x().getAsInt());
    }

    @Test
    void anExpectationJoinsAnExistingExpect() {
        String out = StepEdits.addExpectation(text, 1, 1, "<robot name=\"red\" x=\"3\" y=\"2\"/>");
        assertTrue(out.contains("<expect after-register=\"1\">\n      <robot name=\"red\" x=\"3\" y=\"2\"/>\n"
                + "      <robot name=\"blue\""), out);
        String top = StepEdits.addExpectation(text, 1, 0, "<robot name=\"red\" x=\"3\" y=\"2\"/>");
        assertTrue(top.contains("<robot name=\"green\" destroyed=\"true\" lives=\"2\"/>\n"
                + "    <robot name=\"red\" x=\"3\" y=\"2\"/>\n  </expect>\n</scenario>"), top);
        assertEquals(1, spec(top).turns().size());
    }
}
