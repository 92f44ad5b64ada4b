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
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionText;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.xml.ScenarioDocument.ExpectElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.ProgramElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.RobotElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.RobotExpectationElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.TurnElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.UseElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.WinnerElement;

/**
 * The semantic rules of a scenario file beyond its schema: unique robot names and written start numbers, robots on
 * the board, not on a pit and not sharing a tile, at most five cards that all parse, programs and
 * expectations only for robots that exist, a program's re-entry tile given whole and on the board; option ids that
 * exist, each option held by one robot at most, counters in range, sacrifice lists, and {@code use} declarations
 * whose attributes fit their option (FORMATS.md "Option cards in scenarios"; what depends on the state of the
 * game, such as holding the option or the pair fitting, is checked when the turn is played). Runs on a schema-valid document; the board checks are skipped
 * when the board itself could not be read (its problems are reported on their own).
 */
final class ScenarioRules {

    /** A robot has five registers (R-PROG-1); the runner checks how many are unlocked. */
    static final int REGISTERS = 5;

    private final ScenarioDocument scenario;
    private final Locations locations;
    private final List<Problem> problems = new ArrayList<>();
    private final Map<String, RobotElement> robotsByName = new LinkedHashMap<>();
    private final Map<OptionCard, RobotElement> optionHolders = new HashMap<>();

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
            checkOptions(r);
        }
    }

    /** R-OPT-1: the options held exist, with counters in range, and each is held by one robot only. */
    private void checkOptions(RobotElement r) {
        if (r.options == null) {
            return;
        }
        try {
            for (OptionText.Held h : OptionText.parseHolds(r.options)) {
                OptionText.parseHoldings(h.card().id() + h.counter().map(c -> ":" + c).orElse(""));
                RobotElement other = optionHolders.putIfAbsent(h.card(), r);
                if (other != null) {
                    report(r, "robot " + r.name + " holds " + h.card().id() + ", like robot " + other.name + " (line "
                            + line(other) + "); each option card exists once (R-OPT-1)");
                }
            }
        } catch (IllegalArgumentException e) {
            report(r, "options of robot " + r.name + ": " + e.getMessage());
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
                checkProgramCards(program);
                checkReentryTile(program, board);
                checkOptionDeclarations(program);
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

    /** The program's cards: at most five registers, each a card or a pair {@code A+B}. */
    private void checkProgramCards(ProgramElement program) {
        List<String> singles = new ArrayList<>();
        List<String> registers = ScenarioMapping.orEmpty(program.cards);
        for (String text : registers) {
            int plus = text.indexOf('+');
            if (plus < 0) {
                singles.add(text);
            } else {
                singles.add(text.substring(0, plus));
                singles.add(text.substring(plus + 1));
            }
        }
        if (registers.size() > REGISTERS) {
            report(program, registers.size() + " cards in the program of robot " + program.robot
                    + ", but a robot has only " + REGISTERS + " registers");
        }
        checkCards(program, singles.size() > REGISTERS && registers.size() <= REGISTERS
                ? singles.subList(0, REGISTERS) : singles.subList(0, Math.min(singles.size(), REGISTERS)),
                "program of robot " + program.robot);
        for (String text : registers) {
            int plus = text.indexOf('+');
            if (plus > 0) {
                checkPair(program, text.substring(0, plus), text.substring(plus + 1));
            }
        }
    }

    /** R-OPT-16, R-OPT-17: a two-card register is a Move card (or Back Up) then a Rotate card. */
    private void checkPair(ProgramElement program, String first, String second) {
        try {
            CardType a = Card.parse(first).type();
            CardType b = Card.parse(second).type();
            boolean move = a == CardType.MOVE1 || a == CardType.MOVE2 || a == CardType.MOVE3 || a == CardType.BACKUP;
            boolean rotate = b == CardType.LEFT || b == CardType.RIGHT || b == CardType.UTURN;
            if (!move || !rotate) {
                report(program, "program of robot " + program.robot + ": '" + first + "+" + second
                        + "' is not a pair of cards: a two-card register holds a Move card (move1, move2, move3 or"
                        + " backup) then a Rotate card (left, right or uturn), R-OPT-16, R-OPT-17");
            }
        } catch (IllegalArgumentException e) {
            // reported by checkCards
        }
    }

    /** The sacrifice list and the {@code use} declarations: ids that exist, attributes that fit the option. */
    private void checkOptionDeclarations(ProgramElement program) {
        if (program.sacrifice != null) {
            try {
                OptionText.parseIds(String.join(" ", program.sacrifice));
            } catch (IllegalArgumentException e) {
                report(program, "sacrifice list of robot " + program.robot + ": " + e.getMessage());
            }
        }
        Map<Integer, UseElement> pairOption = new HashMap<>();
        for (UseElement u : program.uses) {
            OptionCard o = OptionCard.byId(u.option).orElse(null);
            if (o == null) {
                report(u, "unknown option '" + u.option + "' (options: " + OptionCard.ids() + ")");
                continue;
            }
            checkUse(program, u, o);
            if (o == OptionCard.CRAB_LEGS || o == OptionCard.DUAL_PROCESSOR) {
                for (Integer r : ScenarioMapping.orEmptyInts(u.registers)) {
                    UseElement other = pairOption.putIfAbsent(r, u);
                    if (other != null && !other.option.equals(u.option)) {
                        report(u, "register " + r + " of robot " + program.robot + " declares both crab-legs and"
                                + " dual-processor (R-OPT-32); a two-card register is played by one of them");
                    }
                }
            }
        }
    }

    private void checkUse(ProgramElement program, UseElement u, OptionCard o) {
        String who = "use of " + o.id() + " by robot " + program.robot;
        List<Integer> registers = ScenarioMapping.orEmptyInts(u.registers);
        boolean wholeTurn = o == OptionCard.GYROSCOPIC_STABILIZER || o == OptionCard.FLYWHEEL
                || o == OptionCard.RECOMPILE;
        if (wholeTurn && !registers.isEmpty()) {
            report(u, who + ": it applies to the whole turn and takes no registers");
        } else if (!wholeTurn && registers.isEmpty()) {
            report(u, who + " names no registers (registers=\"1 2\")");
        }
        if ((o == OptionCard.ABORT_SWITCH || o == OptionCard.CONDITIONAL_PROGRAM) && registers.size() > 1) {
            report(u, who + " names " + registers.size() + " registers; it takes one (R-OPT-"
                    + (o == OptionCard.ABORT_SWITCH ? "20: from that register on" : "21") + ")");
        }
        if (o == OptionCard.SCRAMBLER && registers.contains(REGISTERS)) {
            report(u, who + " in register 5: the Scrambler acts on the target's next register, so not in register 5"
                    + " (R-OPT-28)");
        }
        boolean fireControl = o == OptionCard.FIRE_CONTROL;
        if (fireControl && (u.lockRegister == null) == (u.destroy == null)) {
            report(u, who + " needs exactly one of lock-register and destroy (R-OPT-27)");
        } else if (!fireControl && (u.lockRegister != null || u.destroy != null)) {
            report(u, who + ": lock-register and destroy belong to fire-control");
        }
        if (u.destroy != null && OptionCard.byId(u.destroy).isEmpty()) {
            report(u, who + ": unknown option '" + u.destroy + "' to destroy (options: " + OptionCard.ids() + ")");
        }
        boolean needsCard = o == OptionCard.CONDITIONAL_PROGRAM || o == OptionCard.FLYWHEEL;
        if (needsCard && u.card == null) {
            report(u, who + " needs the card put on the option (card=\"move2@700\")");
        } else if (!needsCard && u.card != null) {
            report(u, who + ": only conditional-program and flywheel take a card");
        }
        if (needsCard && u.card != null && programCards(program).contains(u.card)) {
            report(u, who + ": " + u.card + " is also programmed; the card put on the option is one the program"
                    + " does not place in a register");
        }
    }

    /** Every single card of the program, pairs split. */
    private static List<String> programCards(ProgramElement program) {
        List<String> all = new ArrayList<>();
        for (String text : ScenarioMapping.orEmpty(program.cards)) {
            all.addAll(List.of(text.split("\\+")));
        }
        return all;
    }

    private void checkExpect(ExpectElement expect) {
        for (Object check : expect.checks) {
            if (check instanceof RobotExpectationElement robot && robot.holds != null) {
                try {
                    OptionText.parseHolds(robot.holds);
                } catch (IllegalArgumentException e) {
                    report(robot, "holds of robot " + robot.name + ": " + e.getMessage());
                }
            }
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
