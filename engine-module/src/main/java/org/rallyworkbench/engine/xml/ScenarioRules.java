package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Problem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.xml.ScenarioDocument.ExpectElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.ProgramElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.RobotElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.RobotExpectationElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.TurnElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.WinnerElement;

/**
 * The semantic rules of a scenario file beyond its schema: unique robot names and written start numbers, robots on
 * the board, not on a pit and not sharing a tile, at most five cards that all parse, programs and
 * expectations only for robots that exist, a program's re-entry tile given whole and on the board. Runs on a schema-valid document; the board checks are skipped
 * when the board itself could not be read (its problems are reported on their own).
 */
final class ScenarioRules {

    /** A robot has five registers (R-PROG-1); the runner checks how many are unlocked. */
    static final int REGISTERS = 5;

    private final ScenarioDocument scenario;
    private final Locations locations;
    private final List<Problem> problems = new ArrayList<>();
    private final Map<String, RobotElement> robotsByName = new LinkedHashMap<>();

    private ScenarioRules(ScenarioDocument scenario, Locations locations) {
        this.scenario = scenario;
        this.locations = locations;
    }

    /** Every rule broken, in file order; {@code board} is null when it could not be read. */
    static List<Problem> check(ScenarioDocument scenario, Board board, Locations locations) {
        ScenarioRules rules = new ScenarioRules(scenario, locations);
        rules.checkRobots();
        if (board != null) {
            rules.checkRobotsOn(board);
        }
        rules.checkSteps(board);
        rules.problems.sort(Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column));
        return List.copyOf(rules.problems);
    }

    private void checkRobots() {
        Map<Integer, RobotElement> byStart = new HashMap<>();
        for (int i = 0; i < scenario.robots.size(); i++) {
            RobotElement r = scenario.robots.get(i);
            RobotElement sameName = robotsByName.putIfAbsent(r.name, r);
            if (sameName != null) {
                report(r, "robot name '" + r.name + "' is used twice (also at line " + line(sameName) + ")");
            }
            // Two written start numbers that clash are a mistake; a robot without start= takes its position
            // among the robots (FORMATS.md) even where that equals a written one: ties then go by file order.
            RobotElement sameStart = r.start == null ? null : byStart.putIfAbsent(r.start, r);
            if (sameStart != null) {
                report(r, "robot " + r.name + " has start number " + r.start + ", like robot " + sameStart.name
                        + " (line " + line(sameStart) + "); start numbers must be unique");
            }
            if ((r.archiveX == null) != (r.archiveY == null)) {
                report(r, "robot " + r.name + " has only one of archive-x and archive-y; give both or neither");
            }
            checkCards(r, ScenarioMapping.orEmpty(r.registers), "registers of robot " + r.name);
        }
    }

    private void checkRobotsOn(Board board) {
        Map<Position, RobotElement> byTile = new HashMap<>();
        for (RobotElement r : scenario.robots) {
            Position p = new Position(r.x, r.y);
            if (!board.contains(p)) {
                report(r, "robot " + r.name + " at " + p + " is off the " + board.width() + "x" + board.height()
                        + " board");
                continue;
            }
            if (board.isPit(p)) {
                report(r, "robot " + r.name + " stands on a pit at " + p);
            }
            RobotElement other = byTile.putIfAbsent(p, r);
            if (other != null) {
                report(r, "robot " + r.name + " is on tile " + p + " with robot " + other.name + " (line "
                        + line(other) + "); two robots never share a tile");
            }
            if (r.archiveX != null && r.archiveY != null && !board.contains(r.archiveX, r.archiveY)) {
                report(r, "robot " + r.name + "'s archive (" + r.archiveX + "," + r.archiveY + ") is off the "
                        + board.width() + "x" + board.height() + " board");
            }
        }
    }

    private void checkSteps(Board board) {
        for (Object step : scenario.steps) {
            if (step instanceof TurnElement turn) {
                checkTurn(turn, board);
            } else if (step instanceof ExpectElement expect) {
                checkExpect(expect);
            }
        }
    }

    private void checkTurn(TurnElement turn, Board board) {
        Map<String, ProgramElement> programmed = new HashMap<>();
        for (Object item : turn.items) {
            if (item instanceof ProgramElement program) {
                if (!robotsByName.containsKey(program.robot)) {
                    report(program, "program for unknown robot '" + program.robot + "'" + knownRobots());
                    continue;
                }
                ProgramElement earlier = programmed.putIfAbsent(program.robot, program);
                if (earlier != null) {
                    report(program, "robot " + program.robot + " already has a program in this turn (line "
                            + line(earlier) + ")");
                }
                checkCards(program, ScenarioMapping.orEmpty(program.cards), "program of robot " + program.robot);
                checkReentryTile(program, board);
            } else if (item instanceof ExpectElement expect) {
                checkExpect(expect);
            }
        }
    }

    /** R-START-2's named tile: both coordinates or neither; on the board (when the board could be read). */
    private void checkReentryTile(ProgramElement program, Board board) {
        if ((program.reentryX == null) != (program.reentryY == null)) {
            report(program, "program of robot " + program.robot
                    + " has only one of reentry-x and reentry-y; give both or neither");
        } else if (program.reentryX != null && board != null && !board.contains(program.reentryX, program.reentryY)) {
            report(program, "program of robot " + program.robot + " names the re-entry tile (" + program.reentryX
                    + "," + program.reentryY + "), which is off the " + board.width() + "x" + board.height()
                    + " board");
        }
    }

    private void checkExpect(ExpectElement expect) {
        for (Object check : expect.checks) {
            if (check instanceof RobotExpectationElement robot && !robotsByName.containsKey(robot.name)) {
                report(robot, "expectation for unknown robot '" + robot.name + "'" + knownRobots());
            } else if (check instanceof WinnerElement winner && !robotsByName.containsKey(winner.robot)) {
                report(winner, "winner is an unknown robot '" + winner.robot + "'" + knownRobots());
            }
        }
    }

    private void checkCards(Object element, List<String> cards, String what) {
        if (cards.size() > REGISTERS) {
            report(element, cards.size() + " cards in the " + what + ", but a robot has only " + REGISTERS
                    + " registers");
        }
        for (String card : cards) {
            try {
                Card.parse(card);
            } catch (IllegalArgumentException e) {
                report(element, "in the " + what + ": " + e.getMessage());
            }
        }
    }

    private String knownRobots() {
        if (robotsByName.isEmpty()) {
            return " (the scenario has no robots)";
        }
        List<String> names = robotsByName.keySet().stream().limit(10).toList();
        return " (robots: " + String.join(", ", names) + (robotsByName.size() > names.size() ? ", ..." : "") + ")";
    }

    private int line(Object element) {
        return locations.of(element).line();
    }

    private void report(Object element, String message) {
        problems.add(Problem.at(locations.of(element), message));
    }
}
