package org.rallyworkbench.engine.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ExpectSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ProgramSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotExpectation;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.TurnSpec;
import org.rallyworkbench.engine.model.SourceLocation;

/** Verdicts, failure reports and strict script errors. */
class ScenarioRunnerTest {

    static SourceLocation line(int n) {
        return new SourceLocation("t.scenario.xml", n, 3);
    }

    static RobotSpec robot(String name, int x, int y, int damage, int line) {
        return new RobotSpec(name, new Position(x, y), Direction.E, damage, 3, 1, new Position(x, y), false, line,
                List.of(), line(line));
    }

    /** Red at (2,1) facing east with one life left (on line 2): out of the game once destroyed. */
    private static RobotSpec redWithOneLife() {
        return new RobotSpec("red", new Position(2, 1), Direction.E, 0, 1, 1, new Position(2, 1), false, 1, List.of(),
                line(2));
    }

    /** Red with one life moves off an empty 3x3 board in turn 1 (its turn on line 4), then {@code turn2}. */
    private static Verdict redLeavesTheGameIn1Then(TurnSpec turn2) {
        return new ScenarioRunner().run(spec(Board.builder("b", 3, 3).build(), List.of(redWithOneLife()), List.of(
                new TurnSpec(List.of(program("red", "move1@500", 5)), List.of(), line(4)), turn2)));
    }

    static ProgramSpec program(String robot, String cards, int line) {
        return new ProgramSpec(robot, Card.parseList(cards), false, Optional.empty(), DoubleRepairChoice.REPAIR,
                line(line));
    }

    static RobotExpectation expectX(String robot, int x, int line) {
        return new RobotExpectation(robot, OptionalInt.of(x), OptionalInt.empty(), Optional.empty(),
                OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(),
                OptionalInt.empty(), Optional.empty(), Optional.empty(), OptionalInt.empty(), OptionalInt.empty(),
                line(line));
    }

    static RobotExpectation expectAt(String robot, int x, int y, int line) {
        return new RobotExpectation(robot, OptionalInt.of(x), OptionalInt.of(y), Optional.empty(),
                OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(),
                OptionalInt.empty(), Optional.empty(), Optional.empty(), OptionalInt.empty(), OptionalInt.empty(),
                line(line));
    }

    static ScenarioSpec spec(Board board, List<RobotSpec> robots, List<ScenarioSpec.Step> steps) {
        return new ScenarioSpec("t", RuleSetId.HOUSE, 0, "", List.of(), board, Optional.empty(), robots, steps,
                line(1));
    }

    static Board board() {
        return Board.builder("b", 6, 6).pit(5, 5).build();
    }

    @Test
    void failureNamesFileLineAttributesAndEvents() {
        ExpectSpec e = new ExpectSpec(OptionalInt.of(1), List.of(expectX("red", 4, 9)), List.of(), line(8));
        Verdict v = new ScenarioRunner().run(spec(board(), List.of(robot("red", 1, 1, 0, 2)),
                List.of(new TurnSpec(List.of(program("red", "move2@700", 5)), List.of(e), line(4)))));
        assertEquals(Verdict.Outcome.FAILED, v.outcome());
        String report = v.report();
        assertTrue(report.contains("t.scenario.xml:8:3"), report);
        assertTrue(report.contains("red x: expected 4, actual 3"), report);
        assertTrue(report.contains("red moves E from (1,1) to (3,1)"), report);
    }

    @Test
    void passingScenario() {
        ExpectSpec e = new ExpectSpec(OptionalInt.of(1), List.of(expectX("red", 3, 9)), List.of(), line(8));
        Verdict v = new ScenarioRunner().run(spec(board(), List.of(robot("red", 1, 1, 0, 2)),
                List.of(new TurnSpec(List.of(program("red", "move2@700", 5)), List.of(e), line(4)))));
        assertEquals(Verdict.Outcome.PASSED, v.outcome(), v.report());
    }

    @Test
    void scriptErrorsHaveFileAndLine() {
        Verdict sameTile = new ScenarioRunner().run(spec(board(),
                List.of(robot("red", 1, 1, 0, 2), robot("blue", 1, 1, 0, 3)), List.of()));
        assertEquals(Verdict.Outcome.INVALID, sameTile.outcome());
        assertTrue(sameTile.report().contains("t.scenario.xml:3:3: robots red and blue start on the same tile"),
                sameTile.report());

        Verdict pit = new ScenarioRunner().run(spec(board(), List.of(robot("red", 5, 5, 0, 2)), List.of()));
        assertTrue(pit.report().contains("t.scenario.xml:2:3: robot red starts on a pit"), pit.report());

        Verdict unknown = new ScenarioRunner().run(spec(board(), List.of(robot("red", 1, 1, 0, 2)),
                List.of(new TurnSpec(List.of(program("green", "", 5)), List.of(), line(4)))));
        assertTrue(unknown.report().contains("t.scenario.xml:5:3: program for an unknown robot 'green'"),
                unknown.report());

        Verdict tooMany = new ScenarioRunner().run(spec(board(), List.of(robot("red", 1, 1, 6, 2)),
                List.of(new TurnSpec(List.of(program("red", "left@70 left@90 left@110 left@130", 6)), List.of(),
                        line(4)))));
        assertTrue(tooMany.report().contains("t.scenario.xml:6:3: red has 3 unlocked registers"), tooMany.report());

        ExpectSpec six = new ExpectSpec(OptionalInt.of(6), List.of(), List.of(), line(7));
        Verdict register = new ScenarioRunner().run(spec(board(), List.of(robot("red", 1, 1, 0, 2)),
                List.of(new TurnSpec(List.of(), List.of(six), line(4)))));
        assertTrue(register.report().contains("t.scenario.xml:7:3: expectation after register 6"),
                register.report());
    }

    @Test
    void cardsForARobotOutOfTheGameAreAnError() {
        Verdict v = redLeavesTheGameIn1Then(new TurnSpec(List.of(program("red", "move1@500", 8)), List.of(), line(7)));
        assertEquals(Verdict.Outcome.INVALID, v.outcome());
        assertTrue(v.report().contains("t.scenario.xml:8:3: program for red, which is out of the game in turn 2"),
                v.report());
    }

    @Test
    void anEmptyProgramForARobotOutOfTheGameIsIgnored() {
        // It asks nothing of the robot: listing every robot's program each turn is no mistake.
        ExpectSpec out = new ExpectSpec(OptionalInt.of(1), List.of(new RobotExpectation("red", OptionalInt.empty(),
                OptionalInt.empty(), Optional.empty(), OptionalInt.empty(), OptionalInt.of(0), OptionalInt.empty(),
                OptionalInt.empty(), OptionalInt.empty(), Optional.of(true), Optional.empty(), OptionalInt.empty(),
                OptionalInt.empty(), line(9))), List.of(), line(9));
        Verdict v = redLeavesTheGameIn1Then(new TurnSpec(List.of(program("red", "", 8)), List.of(out), line(7)));
        assertEquals(Verdict.Outcome.PASSED, v.outcome(), v.report());
    }

    @Test
    void aPoweredDownRobotMayBeSentCardsItDoesNotPlay() {
        Board b = Board.builder("b", 5, 5).build();
        RobotSpec down = new RobotSpec("red", new Position(2, 2), Direction.N, 3, 3, 1, new Position(2, 2), true, 1,
                List.of(), line(2));
        Verdict v = new ScenarioRunner().run(spec(b, List.of(down), List.of(
                new TurnSpec(List.of(program("red", "move1@500 move1@510", 5)),
                        List.of(new ExpectSpec(OptionalInt.of(5), List.of(expectAt("red", 2, 2, 6)), List.of(),
                                line(6))),
                        line(4)))));
        assertEquals(Verdict.Outcome.PASSED, v.outcome(), v.report());
    }
}
