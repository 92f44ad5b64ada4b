package org.rallyworkbench.engine.event;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.Position;

/**
 * What happened during a turn: the event log that traces print, failures show and the editor animates.
 * Every event is keyed by turn, register (1..5; 0 for turn start and end of turn) and phase.
 */
public sealed interface GameEvent {

    int turn();

    int register();

    Phase phase();

    /** Why a robot was destroyed. */
    enum Cause { PIT, EDGE, LASER, CRUSHER,
        /** Ramming Gear's damage (R-OPT-10) brought the robot to 10. */
        RAM,
        /** Recompile's damage (R-OPT-23) brought the robot to 10. */
        RECOMPILE }

    /** What turned a robot. */
    enum TurnCause { CARD, GEAR, CONVEYOR }

    /** The kind of checkpoint touched (R-CHECK-1). */
    enum Checkpoint { FLAG, REPAIR, DOUBLE_REPAIR }

    /** Where a beam came from (R-LASER-1, R-LASER-2). */
    sealed interface LaserSource {
        /** A board laser on {@code position} firing towards {@code dir}. */
        record BoardLaser(Position position, Direction dir) implements LaserSource { }

        /** The forward laser of a robot. */
        record RobotLaser(String robot) implements LaserSource { }
    }

    /**
     * A destroyed robot came back on the board (R-START-1, R-START-2): on its archive, else on the tile its player
     * named ({@code namedTile}, then equal to {@code position}), else on the first free tile of the search around
     * the archive.
     */
    record ReEntered(int turn, int register, Phase phase, String robot, Position position, Direction facing,
                     int damage, boolean onArchive, Optional<Position> namedTile) implements GameEvent {

        public ReEntered {
            java.util.Objects.requireNonNull(namedTile, "namedTile");
        }

        /** On the archive or on the first free tile of the search: no named tile. */
        public ReEntered(int turn, int register, Phase phase, String robot, Position position, Direction facing,
                         int damage, boolean onArchive) {
            this(turn, register, phase, robot, position, facing, damage, onArchive, Optional.empty());
        }

        /** On the tile its player named (R-START-2). */
        public boolean onNamedTile() {
            return namedTile.isPresent();
        }

        /**
         * The record's usual text; {@code namedTile} only when present, so re-entries without one print as they
         * did before named tiles existed (the golden digests hash these texts).
         */
        @Override
        public String toString() {
            return "ReEntered[turn=" + turn + ", register=" + register + ", phase=" + phase + ", robot=" + robot
                    + ", position=" + position + ", facing=" + facing + ", damage=" + damage + ", onArchive="
                    + onArchive + namedTile.map(t -> ", namedTile=" + t).orElse("") + "]";
        }
    }

    /** A robot starts a powered-down turn and repairs all its damage (R-START-3). */
    record PoweredDown(int turn, int register, Phase phase, String robot, int repaired) implements GameEvent { }

    /** A powered-down robot powers up again (R-END-5). */
    record PoweredUp(int turn, int register, Phase phase, String robot) implements GameEvent { }

    /** A player announced a power down for the next turn (R-PROG-4, R-END-5). */
    record PowerDownAnnounced(int turn, int register, Phase phase, String robot) implements GameEvent { }

    /** A robot was dealt its hand (R-DEAL-2). */
    record Dealt(int turn, int register, Phase phase, String robot, List<Card> cards) implements GameEvent {
        public Dealt {
            cards = HandedOverList.copyOf(cards);
        }

        /** The event over {@code cards}, which the caller hands over and never changes again: not copied. */
        public static Dealt handingOver(int turn, int register, Phase phase, String robot, Card[] cards) {
            return new Dealt(turn, register, phase, robot, HandedOverList.of(cards));
        }

        /** The event over a copy of {@code hand} as it is now (copied once). */
        public static Dealt copying(int turn, int register, Phase phase, String robot, Collection<Card> hand) {
            return new Dealt(turn, register, phase, robot, HandedOverList.copying(hand));
        }
    }

    /** A locked register keeps its card, or takes the top card of the deck when it had none (R-PROG-1). */
    record Locked(int turn, int register, Phase phase, String robot, int slot, Card card, boolean drawn)
            implements GameEvent { }

    /** A robot's program for the turn: its five registers (R-PROG-2). */
    record Programmed(int turn, int register, Phase phase, String robot, List<Optional<Card>> registers)
            implements GameEvent {
        public Programmed {
            registers = List.copyOf(registers);
        }
    }

    /** A player sent no program: the unlocked registers were filled at random (R-PROG-3). */
    record RandomProgram(int turn, int register, Phase phase, String robot, List<Card> cards) implements GameEvent {
        public RandomProgram {
            cards = HandedOverList.copyOf(cards);
        }

        /** The event over {@code cards}, which the caller hands over and never changes again: not copied. */
        public static RandomProgram handingOver(int turn, int register, Phase phase, String robot, Card[] cards) {
            return new RandomProgram(turn, register, phase, robot, HandedOverList.of(cards));
        }
    }

    /** A robot's player named the tile to re-enter on when its archive is occupied (R-START-2, R-PROG-4). */
    record ReentryTileDeclared(int turn, int register, Phase phase, String robot, Position tile)
            implements GameEvent { }

    /** A robot declared its re-entry facing (R-START-1, R-PROG-4). */
    record FacingDeclared(int turn, int register, Phase phase, String robot, Direction facing)
            implements GameEvent { }

    /** The director's warning: the robot touched a new archive and declared no facing (R-PROG-4). */
    record Warning(int turn, int register, Phase phase, String robot, String message) implements GameEvent { }

    /** A register begins (so traces and animations show every register, even a quiet one). */
    record RegisterStarted(int turn, int register, Phase phase) implements GameEvent { }

    /** A robot executes its register card (R-MOVE-1). */
    record CardPlayed(int turn, int register, Phase phase, String robot, Card card) implements GameEvent { }

    /** One step of a robot's own move (R-MOVE-2). */
    record Moved(int turn, int register, Phase phase, String robot, Direction dir, Position from, Position to)
            implements GameEvent { }

    /** A wall, or a blocked line of robots, stopped a move or a push (R-MOVE-3, R-MOVE-4, R-BOARD-3). */
    record Blocked(int turn, int register, Phase phase, String robot, Position at, Direction dir)
            implements GameEvent { }

    /** A robot pushed one tile by a robot or a pusher (R-MOVE-4, R-BOARD-6); {@code by} names the pusher. */
    record Pushed(int turn, int register, Phase phase, String robot, String by, Direction dir, Position from,
                  Position to) implements GameEvent { }

    /** A robot turned (R-MOVE-2, R-BOARD-4, R-BOARD-5). */
    record Turned(int turn, int register, Phase phase, String robot, Direction from, Direction to,
                  TurnCause cause) implements GameEvent { }

    /** A conveyor carried a robot one tile (R-BOARD-1, R-BOARD-2). */
    record Conveyed(int turn, int register, Phase phase, String robot, Position from, Position to, boolean express)
            implements GameEvent { }

    /** A robot entered a pit or left the board (R-GEO-3, R-MOVE-5). */
    record Fell(int turn, int register, Phase phase, String robot, Position position, Cause cause)
            implements GameEvent { }

    /** A robot was destroyed and lost a life (R-END-4). */
    record Destroyed(int turn, int register, Phase phase, String robot, Cause cause, int livesLeft)
            implements GameEvent { }

    /** A robot has no life left: out of the game (R-START-4). */
    record OutOfGame(int turn, int register, Phase phase, String robot) implements GameEvent { }

    /** A beam hit a robot (R-LASER-1, R-LASER-2). */
    record Hit(int turn, int register, Phase phase, String robot, LaserSource source, int beams)
            implements GameEvent { }

    /** The damage a robot took in the laser phase, counted after all beams (R-LASER-3). */
    record Damaged(int turn, int register, Phase phase, String robot, int amount, int damage)
            implements GameEvent { }

    /** A robot touched a flag or repair site (R-CHECK-1). */
    record Touched(int turn, int register, Phase phase, String robot, Position position, Checkpoint checkpoint,
                   boolean archiveChanged) implements GameEvent { }

    /** A robot reached its next flag (R-CHECK-2). */
    record FlagReached(int turn, int register, Phase phase, String robot, int flag, int nextFlag)
            implements GameEvent { }

    /** The game is won (R-CHECK-3), winners by start number. */
    record Won(int turn, int register, Phase phase, List<String> robots) implements GameEvent {
        public Won {
            robots = List.copyOf(robots);
        }
    }

    /** A robot repaired damage (R-END-1, R-END-2). */
    record Repaired(int turn, int register, Phase phase, String robot, int amount, int damage)
            implements GameEvent { }

    /** A robot took an option card (R-END-2, R-OPT-1). */
    record OptionTaken(int turn, int register, Phase phase, String robot, OptionCard option)
            implements GameEvent { }

    // Option cards (R-OPT-…): none of these is emitted in a game where no robot holds an option.

    /**
     * A robot used an option (R-OPT-5 … R-OPT-23): {@code detail} says what it did, e.g. "Move 3 moves 4 tiles".
     */
    record OptionUsed(int turn, int register, Phase phase, String robot, OptionCard option, String detail)
            implements GameEvent { }

    /** The Power-Down Shield or the Ablative Coat absorbed one point of damage (R-OPT-19, R-OPT-4, R-OPT-30). */
    record DamageAbsorbed(int turn, int register, Phase phase, String robot, OptionCard option,
                          Optional<Direction> from) implements GameEvent {
        public DamageAbsorbed {
            java.util.Objects.requireNonNull(from, "from");
        }
    }

    /** A robot discarded an option of its sacrifice list to prevent one point of damage (R-OPT-2). */
    record OptionSacrificed(int turn, int register, Phase phase, String robot, OptionCard option)
            implements GameEvent { }

    /** A destroyed robot lost an option (R-OPT-3); it goes under the option deck. */
    record OptionLost(int turn, int register, Phase phase, String robot, OptionCard option) implements GameEvent { }

    /**
     * An option went under the option deck for another reason (R-OPT-1): the coat's third point, the howitzer's
     * fifth shot, Fire Control destroying it; {@code reason} says which.
     */
    record OptionDiscarded(int turn, int register, Phase phase, String robot, OptionCard option, String reason)
            implements GameEvent { }

    /** A robot's main laser fired a laser alternative at {@code target} instead of hitting it (R-OPT-24 … 29). */
    record FiredInstead(int turn, int register, Phase phase, String robot, OptionCard option, String target)
            implements GameEvent { }

    /** Fire Control locked the target's register {@code slot} (1..5) for the next turn (R-OPT-27). */
    record RegisterLocked(int turn, int register, Phase phase, String robot, int slot, String by)
            implements GameEvent { }

    /** The Scrambler replaced the card of the target's register {@code slot} by the deck's top card (R-OPT-28). */
    record CardScrambled(int turn, int register, Phase phase, String robot, int slot, Card from, Card to, String by)
            implements GameEvent { }

    /** The robot executes {@code by}'s cards from register {@code from} to the end of the turn (R-OPT-29). */
    record RadioControlled(int turn, int register, Phase phase, String robot, String by, int from)
            implements GameEvent { }
}
