package org.rallyworkbench.engine.xml;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionPlan;
import org.rallyworkbench.engine.model.OptionState;
import org.rallyworkbench.engine.model.OptionText;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.SourceLocation;
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
import org.rallyworkbench.engine.xml.ScenarioDocument.UseElement;
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
        OptionText.Holdings holdings = r.options == null ? new OptionText.Holdings(List.of(), OptionState.NONE)
                : OptionText.parseHoldings(r.options);
        return new RobotSpec(r.name, position, Direction.parse(r.facing),
                r.damage == null ? 0 : r.damage,
                r.lives == null ? DEFAULT_LIVES : r.lives,
                r.nextFlag == null ? 1 : r.nextFlag,
                archive,
                Boolean.TRUE.equals(r.poweredDown),
                startNumber(r, index),
                cards(r.registers),
                locations.of(r),
                Optional.ofNullable(r.reentryFacing).map(Direction::parse),
                holdings.cards(), holdings.state());
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
        List<Card> firsts = new ArrayList<>();
        List<Optional<Card>> seconds = new ArrayList<>();
        for (String text : orEmpty(p.cards)) {
            int plus = text.indexOf('+');
            firsts.add(Card.parse(plus < 0 ? text : text.substring(0, plus)));
            seconds.add(plus < 0 ? Optional.empty() : Optional.of(Card.parse(text.substring(plus + 1))));
        }
        List<OptionUse> uses = new ArrayList<>();
        List<SourceLocation> useLocations = new ArrayList<>();
        for (UseElement u : p.uses) {
            uses.add(use(u));
            useLocations.add(locations.of(u));
        }
        Optional<List<OptionCard>> sacrifice = p.sacrifice == null ? Optional.empty()
                : Optional.of(OptionText.parseIds(String.join(" ", p.sacrifice)));
        OptionPlan plan = sacrifice.isEmpty() && uses.isEmpty() && seconds.stream().allMatch(Optional::isEmpty)
                ? OptionPlan.NONE : new OptionPlan(sacrifice, uses, seconds);
        return new ProgramSpec(p.robot, firsts, Boolean.TRUE.equals(p.powerDown),
                Optional.ofNullable(p.reentryFacing).map(Direction::parse),
                p.doubleRepair == null ? DoubleRepairChoice.REPAIR : DoubleRepairChoice.parse(p.doubleRepair),
                locations.of(p),
                p.reentryX == null ? Optional.empty() : Optional.of(new Position(p.reentryX, p.reentryY)),
                plan, useLocations);
    }

    /** A use element as an {@link OptionUse}; {@link ScenarioRules} has checked its ids and attributes. */
    static OptionUse use(UseElement u) {
        int mask = 0;
        for (Integer r : orEmptyInts(u.registers)) {
            mask |= 1 << (r - 1);
        }
        return new OptionUse(OptionText.option(u.option), new Registers(mask),
                u.lockRegister == null ? OptionalInt.empty() : OptionalInt.of(u.lockRegister),
                Optional.ofNullable(u.destroy).map(OptionText::option),
                Optional.ofNullable(u.card).map(Card::parse));
    }

    static List<Integer> orEmptyInts(List<Integer> list) {
        return list == null ? List.of() : list;
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
                optional(r.dealt), optional(r.options), locations.of(r),
                Optional.ofNullable(r.holds).map(OptionText::parseHolds));
    }

    private static OptionalInt optional(Integer value) {
        return value == null ? OptionalInt.empty() : OptionalInt.of(value);
    }

    private static List<Card> cards(List<String> texts) {
        return orEmpty(texts).stream().map(Card::parse).toList();
    }
}
