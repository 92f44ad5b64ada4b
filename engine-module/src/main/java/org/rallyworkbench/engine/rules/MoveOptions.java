package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.OptionCard;

/**
 * Options that change how a robot moves.
 * <ul>
 * <li>R-OPT-10 Ramming Gear (passive): each time the robot, by its own move, steps against another robot (pushing
 * it, or blocked by a wall behind it), that robot takes 1 damage, counted at once.</li>
 * <li>R-OPT-13 Brakes: a Move 1 moves 0 tiles (still at its priority).</li>
 * <li>R-OPT-14 Fourth Gear: a Move 3 moves 4 tiles.</li>
 * <li>R-OPT-15 Reverse Gear: a Back Up moves 2 tiles back.</li>
 * <li>R-OPT-16 Crab Legs: a register holding a Move 1 and a Rotate Left or Right steps one tile to the robot's left
 * or right without turning, pushing like a move, at the Move 1's priority.</li>
 * <li>R-OPT-17 Dual Processor: a register holding a Move card and a Rotate card moves one tile fewer than the Move
 * card says (two fewer with a U-Turn; never below 0), then turns, at the Move card's priority.</li>
 * <li>R-OPT-18 Gyroscopic Stabilizer (for the whole turn): gears and conveyor turns do not turn the robot.</li>
 * <li>R-OPT-32 (these parts): with a Dual Processor pair the movement option applies first, then the reduction;
 * any move made from a register's card, whoever's card it is (Radio Control), is the robot's own move (Ramming
 * Gear: also when a wall further down the line stops the push).</li>
 * </ul>
 * Where RULES.md is silent (docs/engine.md): a ram pushes first, then the rammed robot takes its damage if it is
 * still on the board; a pair whose option the robot does not hold or did not declare plays nothing.
 */
final class MoveOptions {

    private MoveOptions() { }

    /** R-OPT-18: the robot declared the Gyroscopic Stabilizer for this turn (an event says what it prevented). */
    static boolean stabilized(Table t, Bot b) {
        if (!Options.declared(b, OptionCard.GYROSCOPIC_STABILIZER, 0)) {
            return false;
        }
        if (t.recording) {
            t.emit(new GameEvent.OptionUsed(t.turn, t.register, t.phase, b.name, OptionCard.GYROSCOPIC_STABILIZER,
                    "not turned"));
        }
        return true;
    }

    /**
     * Plays {@code card} (with {@code second}, the second card of a pair, or null) for {@code b} in the current
     * register, applying {@code b}'s own declarations for it.
     */
    static void play(Table t, Bot b, Card card, Card second) {
        int register = t.register;
        if (t.recording) {
            t.emit(new GameEvent.CardPlayed(t.turn, register, t.phase, b.name, card));
        }
        if (second != null) {
            pair(t, b, card, second, register);
            return;
        }
        switch (card.type()) {
            case MOVE1, MOVE2, MOVE3 -> RobotMovement.steps(t, b, b.facing, tiles(t, b, card, register));
            case BACKUP -> RobotMovement.steps(t, b, b.facing.opposite(), tiles(t, b, card, register));
            case LEFT -> RobotMovement.turn(t, b, b.facing.left());
            case RIGHT -> RobotMovement.turn(t, b, b.facing.right());
            case UTURN -> RobotMovement.turn(t, b, b.facing.opposite());
        }
    }

    private static void pair(Table t, Bot b, Card move, Card rotate, int register) {
        if (t.recording) {
            t.emit(new GameEvent.CardPlayed(t.turn, register, t.phase, b.name, rotate));
        }
        boolean rotateCard = rotate.type() == CardType.LEFT || rotate.type() == CardType.RIGHT
                || rotate.type() == CardType.UTURN;
        if (Options.declared(b, OptionCard.CRAB_LEGS, register) && move.type() == CardType.MOVE1
                && (rotate.type() == CardType.LEFT || rotate.type() == CardType.RIGHT)) {
            Direction side = rotate.type() == CardType.LEFT ? b.facing.left() : b.facing.right();
            used(t, b, OptionCard.CRAB_LEGS, "steps " + side + " without turning");
            RobotMovement.steps(t, b, side, 1);
        } else if (Options.declared(b, OptionCard.DUAL_PROCESSOR, register) && move.type() != CardType.LEFT
                && move.type() != CardType.RIGHT && move.type() != CardType.UTURN && rotateCard) {
            int tiles = Math.max(0, tiles(t, b, move, register) - (rotate.type() == CardType.UTURN ? 2 : 1));
            used(t, b, OptionCard.DUAL_PROCESSOR, "moves " + tiles + (tiles == 1 ? " tile" : " tiles")
                    + ", then turns");
            RobotMovement.steps(t, b, move.type() == CardType.BACKUP ? b.facing.opposite() : b.facing, tiles);
            if (b.inPlay()) {
                Direction to = switch (rotate.type()) {
                    case LEFT -> b.facing.left();
                    case RIGHT -> b.facing.right();
                    default -> b.facing.opposite();
                };
                RobotMovement.turn(t, b, to);
            }
        } else if (t.recording) {
            t.emit(new GameEvent.Warning(t.turn, register, t.phase, b.name, "cannot play the pair " + move + "+"
                    + rotate + " (no Crab Legs or Dual Processor declared for it): it moves nothing"));
        }
    }

    /** The tiles a Move or Back Up card moves, after Brakes, Fourth Gear or Reverse Gear (R-OPT-13 … 15). */
    private static int tiles(Table t, Bot b, Card card, int register) {
        return switch (card.type()) {
            case MOVE1 -> modified(t, b, OptionCard.BRAKES, register, 1, 0, "Move 1 moves 0 tiles");
            case MOVE2 -> 2;
            case MOVE3 -> modified(t, b, OptionCard.FOURTH_GEAR, register, 3, 4, "Move 3 moves 4 tiles");
            case BACKUP -> modified(t, b, OptionCard.REVERSE_GEAR, register, 1, 2, "Back Up moves 2 tiles");
            default -> 0;
        };
    }

    private static int modified(Table t, Bot b, OptionCard o, int register, int normal, int changed, String what) {
        if (!Options.declared(b, o, register)) {
            return normal;
        }
        used(t, b, o, what);
        return changed;
    }

    /**
     * R-OPT-10: {@code rammer}, stepping towards {@code dir}, rams {@code front} (pushed, or stopped by a wall
     * further down the line): 1 damage from the rammer's side, at once.
     */
    static void ram(Table t, Bot rammer, Bot front, Direction dir) {
        if (!rammer.holds(OptionCard.RAMMING_GEAR) || !front.inPlay()) {
            return;
        }
        used(t, rammer, OptionCard.RAMMING_GEAR, "rams " + front.name);
        DamagePrevention.atOnce(t, front, 1, dir.opposite(), Cause.RAM);
    }

    private static void used(Table t, Bot b, OptionCard o, String what) {
        if (t.recording) {
            t.emit(new GameEvent.OptionUsed(t.turn, t.register, t.phase, b.name, o, what));
        }
    }
}
