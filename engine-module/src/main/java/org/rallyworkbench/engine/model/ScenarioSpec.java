package org.rallyworkbench.engine.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A scenario file as written (FORMATS.md, {@code *.scenario.xml}), after schema and semantic validation:
 * what the {@code scenario} package runs. Every part keeps its {@link SourceLocation} so failures can
 * name file and line.
 *
 * @param boardHref the {@code href} as written, or empty when the board is inline
 * @param steps     the turns and the end-of-turn expectations in file order
 * @param symmetric false when the outcome depends on compass directions (such as R-START-2's search order),
 *                  so rotated and mirrored copies of the scenario need not give the transformed outcome
 */
public record ScenarioSpec(String name, RuleSetId rules, long seed, String description, List<String> covers,
                           Board board, Optional<String> boardHref, List<RobotSpec> robots, List<Step> steps,
                           SourceLocation location, boolean symmetric) {

    /** A scenario without a {@code symmetric} attribute: symmetric. */
    public ScenarioSpec(String name, RuleSetId rules, long seed, String description, List<String> covers,
                        Board board, Optional<String> boardHref, List<RobotSpec> robots, List<Step> steps,
                        SourceLocation location) {
        this(name, rules, seed, description, covers, board, boardHref, robots, steps, location, true);
    }

    public ScenarioSpec {
        covers = List.copyOf(covers);
        robots = List.copyOf(robots);
        steps = List.copyOf(steps);
        Objects.requireNonNull(board, "board");
    }

    /** The turns only, in order. */
    public List<TurnSpec> turns() {
        return steps.stream().filter(TurnSpec.class::isInstance).map(TurnSpec.class::cast).toList();
    }

    /** A top-level child of the scenario after the robots: a turn, or an expectation after the turns so far. */
    public sealed interface Step permits TurnSpec, ExpectSpec {
    }

    /**
     * A robot's initial state. {@code registers} holds up to five cards, register 1 first (R-PROG-1:
     * locked registers keep theirs); an absent card is an empty register. {@code reentryFacing} is the
     * robot's {@code reentry-facing} declaration (R-START-1), empty when not written.
     */
    public record RobotSpec(String name, Position position, Direction facing, int damage, int lives, int nextFlag,
                            Position archive, boolean poweredDown, int start, List<Card> registers,
                            SourceLocation location, Optional<Direction> reentryFacing, List<OptionCard> options,
                            OptionState optionState) {
        public RobotSpec {
            registers = List.copyOf(registers);
            Objects.requireNonNull(reentryFacing, "reentryFacing");
            options = List.copyOf(options);
            Objects.requireNonNull(optionState, "optionState");
        }

        /** A robot holding no option (R-OPT-1). */
        public RobotSpec(String name, Position position, Direction facing, int damage, int lives, int nextFlag,
                         Position archive, boolean poweredDown, int start, List<Card> registers,
                         SourceLocation location, Optional<Direction> reentryFacing) {
            this(name, position, facing, damage, lives, nextFlag, archive, poweredDown, start, registers, location,
                    reentryFacing, List.of(), OptionState.NONE);
        }

        /** A robot without a re-entry facing declaration. */
        public RobotSpec(String name, Position position, Direction facing, int damage, int lives, int nextFlag,
                         Position archive, boolean poweredDown, int start, List<Card> registers,
                         SourceLocation location) {
            this(name, position, facing, damage, lives, nextFlag, archive, poweredDown, start, registers, location,
                    Optional.empty());
        }
    }

    /** One game turn: the programs sent, and the expectations checked after given registers. */
    public record TurnSpec(List<ProgramSpec> programs, List<ExpectSpec> expects, SourceLocation location)
            implements Step {
        public TurnSpec {
            programs = List.copyOf(programs);
            expects = List.copyOf(expects);
        }
    }

    /**
     * A player's submission for one robot (R-PROG-2, R-PROG-4). {@code reentryTile} is the tile named with
     * {@code reentry-x}/{@code reentry-y} (R-START-2), empty when not written.
     */
    public record ProgramSpec(String robot, List<Card> cards, boolean powerDown, Optional<Direction> reentryFacing,
                              DoubleRepairChoice doubleRepair, SourceLocation location,
                              Optional<Position> reentryTile, OptionPlan options, List<SourceLocation> useLocations) {
        public ProgramSpec {
            cards = List.copyOf(cards);
            Objects.requireNonNull(reentryTile, "reentryTile");
            Objects.requireNonNull(options, "options");
            useLocations = List.copyOf(useLocations);
        }

        /** A program without option declarations. */
        public ProgramSpec(String robot, List<Card> cards, boolean powerDown, Optional<Direction> reentryFacing,
                           DoubleRepairChoice doubleRepair, SourceLocation location,
                           Optional<Position> reentryTile) {
            this(robot, cards, powerDown, reentryFacing, doubleRepair, location, reentryTile, OptionPlan.NONE,
                    List.of());
        }

        /** A program that names no re-entry tile. */
        public ProgramSpec(String robot, List<Card> cards, boolean powerDown, Optional<Direction> reentryFacing,
                           DoubleRepairChoice doubleRepair, SourceLocation location) {
            this(robot, cards, powerDown, reentryFacing, doubleRepair, location, Optional.empty());
        }
    }

    /**
     * An {@code expect}: inside a turn with {@code afterRegister} 1..5 (checked after that register's checkpoint
     * phase), or after a turn (empty: checked after the end-of-turn effects).
     */
    public record ExpectSpec(OptionalInt afterRegister, List<RobotExpectation> robots, List<String> winners,
                             SourceLocation location) implements Step {
        public ExpectSpec {
            robots = List.copyOf(robots);
            winners = List.copyOf(winners);
        }
    }

    /**
     * The attributes of an expected robot; only those written (present) are checked. {@code holds} is the exact
     * set of options held (any order; counters written are checked too).
     */
    public record RobotExpectation(String name, OptionalInt x, OptionalInt y, Optional<Direction> facing,
                                   OptionalInt damage, OptionalInt lives, OptionalInt nextFlag, OptionalInt archiveX,
                                   OptionalInt archiveY, Optional<Boolean> destroyed, Optional<Boolean> poweredDown,
                                   OptionalInt dealt, OptionalInt options, SourceLocation location,
                                   Optional<List<OptionText.Held>> holds) {
        public RobotExpectation {
            Objects.requireNonNull(holds, "holds");
            holds = holds.map(List::copyOf);
        }

        /** An expectation without {@code holds}. */
        public RobotExpectation(String name, OptionalInt x, OptionalInt y, Optional<Direction> facing,
                                OptionalInt damage, OptionalInt lives, OptionalInt nextFlag, OptionalInt archiveX,
                                OptionalInt archiveY, Optional<Boolean> destroyed, Optional<Boolean> poweredDown,
                                OptionalInt dealt, OptionalInt options, SourceLocation location) {
            this(name, x, y, facing, damage, lives, nextFlag, archiveX, archiveY, destroyed, poweredDown, dealt,
                    options, location, Optional.empty());
        }
    }
}
