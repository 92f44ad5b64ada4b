package org.rallyworkbench.engine.xml;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
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
import org.rallyworkbench.engine.xml.ScenarioDocument.ExpectElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.ProgramElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.RobotElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.RobotExpectationElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.TurnElement;
import org.rallyworkbench.engine.xml.ScenarioDocument.WinnerElement;

/** Turns a valid scenario document into a {@link ScenarioSpec}, applying the defaults of FORMATS.md. */
final class ScenarioMapping {

    static final int DEFAULT_LIVES = 3;

    private final Locations locations;

    private ScenarioMapping(Locations locations) {
        this.locations = locations;
    }

    static ScenarioSpec toSpec(ScenarioDocument d, Board board, Locations locations) {
        ScenarioMapping m = new ScenarioMapping(locations);
        List<RobotSpec> robots = new ArrayList<>();
        for (int i = 0; i < d.robots.size(); i++) {
            robots.add(m.robot(d.robots.get(i), i));
        }
        List<ScenarioSpec.Step> steps = new ArrayList<>();
        for (Object step : d.steps) {
            steps.add(step instanceof TurnElement turn ? m.turn(turn) : m.expect((ExpectElement) step));
        }
        return new ScenarioSpec(d.name,
                d.rules == null ? RuleSetId.HOUSE : RuleSetId.parse(d.rules),
                d.seed == null ? 0L : d.seed,
                d.description == null ? "" : d.description,
                orEmpty(d.covers),
                board,
                d.boardRef == null ? Optional.empty() : Optional.of(d.boardRef.href),
                robots, steps, locations.of(d), !Boolean.FALSE.equals(d.symmetric));
    }

    /** The start number: as written, else the robot's 1-based position among the robots. */
    static int startNumber(RobotElement r, int index) {
        return r.start != null ? r.start : index + 1;
    }

    static List<String> orEmpty(List<String> list) {
        return list == null ? List.of() : list;
    }

    private RobotSpec robot(RobotElement r, int index) {
        Position position = new Position(r.x, r.y);
        Position archive = r.archiveX == null ? position : new Position(r.archiveX, r.archiveY);
        return new RobotSpec(r.name, position, Direction.parse(r.facing),
                r.damage == null ? 0 : r.damage,
                r.lives == null ? DEFAULT_LIVES : r.lives,
                r.nextFlag == null ? 1 : r.nextFlag,
                archive,
                Boolean.TRUE.equals(r.poweredDown),
                startNumber(r, index),
                cards(r.registers),
                locations.of(r),
                Optional.ofNullable(r.reentryFacing).map(Direction::parse));
    }

    private TurnSpec turn(TurnElement t) {
        List<ProgramSpec> programs = new ArrayList<>();
        List<ExpectSpec> expects = new ArrayList<>();
        for (Object item : t.items) {
            if (item instanceof ProgramElement p) {
                programs.add(program(p));
            } else {
                expects.add(expect((ExpectElement) item));
            }
        }
        return new TurnSpec(programs, expects, locations.of(t));
    }

    private ProgramSpec program(ProgramElement p) {
        return new ProgramSpec(p.robot, cards(p.cards), Boolean.TRUE.equals(p.powerDown),
                Optional.ofNullable(p.reentryFacing).map(Direction::parse),
                p.doubleRepair == null ? DoubleRepairChoice.REPAIR : DoubleRepairChoice.parse(p.doubleRepair),
                locations.of(p),
                p.reentryX == null ? Optional.empty() : Optional.of(new Position(p.reentryX, p.reentryY)));
    }

    private ExpectSpec expect(ExpectElement e) {
        List<RobotExpectation> robots = new ArrayList<>();
        List<String> winners = new ArrayList<>();
        for (Object check : e.checks) {
            if (check instanceof RobotExpectationElement r) {
                robots.add(expectation(r));
            } else {
                winners.add(((WinnerElement) check).robot);
            }
        }
        return new ExpectSpec(e.afterRegister == null ? OptionalInt.empty() : OptionalInt.of(e.afterRegister),
                robots, winners, locations.of(e));
    }

    private RobotExpectation expectation(RobotExpectationElement r) {
        return new RobotExpectation(r.name, optional(r.x), optional(r.y),
                Optional.ofNullable(r.facing).map(Direction::parse),
                optional(r.damage), optional(r.lives), optional(r.nextFlag), optional(r.archiveX),
                optional(r.archiveY), Optional.ofNullable(r.destroyed), Optional.ofNullable(r.poweredDown),
                optional(r.dealt), optional(r.options), locations.of(r));
    }

    private static OptionalInt optional(Integer value) {
        return value == null ? OptionalInt.empty() : OptionalInt.of(value);
    }

    private static List<Card> cards(List<String> texts) {
        return orEmpty(texts).stream().map(Card::parse).toList();
    }
}
