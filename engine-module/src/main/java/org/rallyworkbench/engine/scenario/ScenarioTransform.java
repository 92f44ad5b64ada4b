package org.rallyworkbench.engine.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionPlan;
import org.rallyworkbench.engine.model.OptionState;
import org.rallyworkbench.engine.model.OptionText;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ExpectSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ProgramSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotExpectation;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.TurnSpec;

/**
 * Turns a whole scenario — board, robots, programs and expectations together — by a {@link BoardTransform},
 * for the symmetry checks. Tiles named for a re-entry (R-START-2) move with the board. A mirror also swaps Rotate Left and Rotate Right cards (same priority), in programs  and
 * in registers held from the previous turn, in the second card of two-card registers (so Crab Legs steps to the
 * mirrored side), and in the cards put on the Flywheel or Conditional Program. Random programs (R-PROG-3) are drawn from the seeded deck as they are,
 * so a mirrored scenario that relies on them is not symmetric: a rule engine that does not depend on compass directions must give the
 * transformed outcome for the transformed scenario.
 */
public final class ScenarioTransform {

    private final BoardTransform transform;
    private final int width;
    private final int height;

    private ScenarioTransform(BoardTransform transform, Board board) {
        this.transform = transform;
        this.width = board.width();
        this.height = board.height();
    }

    public static ScenarioSpec apply(BoardTransform transform, ScenarioSpec spec) {
        return new ScenarioTransform(transform, spec.board()).scenario(spec);
    }

    private ScenarioSpec scenario(ScenarioSpec s) {
        List<ScenarioSpec.Step> steps = new ArrayList<>();
        for (ScenarioSpec.Step step : s.steps()) {
            steps.add(step instanceof TurnSpec t ? turn(t) : expect((ExpectSpec) step));
        }
        return new ScenarioSpec(s.name() + " (" + transform.describe() + ")", s.rules(), s.seed(), s.description(),
                s.covers(), transform.apply(s.board()), s.boardHref(),
                s.robots().stream().map(this::robot).toList(), steps, s.location(), s.symmetric());
    }

    private RobotSpec robot(RobotSpec r) {
        return new RobotSpec(r.name(), position(r.position()), transform.apply(r.facing()), r.damage(), r.lives(),
                r.nextFlag(), position(r.archive()), r.poweredDown(), r.start(), cards(r.registers()), r.location(),
                r.reentryFacing().map(transform::apply), r.options(), optionState(r.optionState()));
    }

    private TurnSpec turn(TurnSpec t) {
        return new TurnSpec(t.programs().stream().map(this::program).toList(),
                t.expects().stream().map(this::expect).toList(), t.location());
    }

    private ProgramSpec program(ProgramSpec p) {
        return new ProgramSpec(p.robot(), cards(p.cards()), p.powerDown(), p.reentryFacing().map(transform::apply),
                p.doubleRepair(), p.location(), p.reentryTile().map(this::position), plan(p.options()),
                p.useLocations());
    }

    private OptionPlan plan(OptionPlan plan) {
        if (!transform.mirrored() || plan.isEmpty()) {
            return plan;
        }
        return new OptionPlan(plan.sacrifice(),
                plan.uses().stream().map(u -> new OptionUse(u.option(), u.registers(), u.lockRegister(), u.destroy(),
                        u.card().map(ScenarioTransform::mirrored))).toList(),
                plan.seconds().stream().map(c -> c.map(ScenarioTransform::mirrored)).toList());
    }

    private OptionState optionState(OptionState s) {
        return transform.mirrored() && s.flywheel().isPresent()
                ? new OptionState(s.coatAbsorbed(), s.howitzerShots(), s.flywheel().map(ScenarioTransform::mirrored),
                        s.sacrifice(), s.fireLocked())
                : s;
    }

    private java.util.Optional<List<OptionText.Held>> holds(java.util.Optional<List<OptionText.Held>> holds) {
        if (!transform.mirrored()) {
            return holds;
        }
        return holds.map(list -> list.stream().map(h -> h.card() == OptionCard.FLYWHEEL
                ? new OptionText.Held(h.card(), h.counter().map(c -> c.isEmpty() ? c : mirrored(Card.parse(c)).toString()))
                : h).toList());
    }

    private ExpectSpec expect(ExpectSpec e) {
        return new ExpectSpec(e.afterRegister(), e.robots().stream().map(this::robotExpectation).toList(),
                e.winners(), e.location());
    }

    private RobotExpectation robotExpectation(RobotExpectation r) {
        OptionalInt[] xy = coordinates(r.x(), r.y());
        OptionalInt[] archive = coordinates(r.archiveX(), r.archiveY());
        return new RobotExpectation(r.name(), xy[0], xy[1], r.facing().map(transform::apply), r.damage(), r.lives(),
                r.nextFlag(), archive[0], archive[1], r.destroyed(), r.poweredDown(), r.dealt(), r.options(),
                r.location(), holds(r.holds()));
    }

    /** A mirror swaps handedness: a left turn in the mirrored world is the original's right turn. */
    private List<Card> cards(List<Card> cards) {
        return transform.mirrored() ? cards.stream().map(ScenarioTransform::mirrored).toList() : cards;
    }

    private static Card mirrored(Card c) {
        if (c.type() == CardType.LEFT) {
            return new Card(CardType.RIGHT, c.priority());
        }
        return c.type() == CardType.RIGHT ? new Card(CardType.LEFT, c.priority()) : c;
    }

    private Position position(Position p) {
        return transform.apply(p, width, height);
    }

    /**
     * Transforms a possibly partial coordinate pair. Each new coordinate depends on exactly one old one
     * (odd quarter turns swap the axes), so a pair with only x or only y written still transforms.
     */
    private OptionalInt[] coordinates(OptionalInt x, OptionalInt y) {
        Position p = position(new Position(x.orElse(0), y.orElse(0)));
        boolean swapped = (transform.quarterTurns() & 1) == 1;
        OptionalInt newX = (swapped ? y : x).isPresent() ? OptionalInt.of(p.x()) : OptionalInt.empty();
        OptionalInt newY = (swapped ? x : y).isPresent() ? OptionalInt.of(p.y()) : OptionalInt.empty();
        return new OptionalInt[] {newX, newY};
    }

}
