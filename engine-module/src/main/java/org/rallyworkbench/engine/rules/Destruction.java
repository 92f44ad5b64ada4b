package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.RobotStatus;

/**
 * Destroying a robot, whatever the cause.
 * <ul>
 * <li>R-END-4: a destroyed robot loses a life at once, leaves the board until the next turn start, and its
 * register cards are discarded.</li>
 * <li>R-START-4: a robot whose lives reach 0 is out of the game and never re-enters.</li>
 * </ul>
 */
final class Destruction {

    private Destruction() { }

    /** Destroys {@code b} at the table's current moment. */
    static void destroy(Table t, Bot b, Cause cause) {
        t.lift(b);
        b.lives = Math.max(0, b.lives - 1);
        b.status = b.lives == 0 ? RobotStatus.OUT_OF_GAME : RobotStatus.DESTROYED;
        b.destroyedAt = t.moment;
        for (int i = 0; i < b.registers.length; i++) {
            t.discard(b.registers[i]);
            b.registers[i] = null;
            if (b.seconds != null) {
                t.discard(b.seconds[i]);
                b.seconds[i] = null;
            }
        }
        b.fireLocked = 0;
        b.fireLockNext = 0;
        b.radioBy = null;
        if (t.onDestroyed != null) {
            t.onDestroyed.destroyed(b.index, cause);
        }
        if (t.recording) {
            announce(t, b, cause);
        }
        Options.loseOne(t, b);      // R-OPT-3
    }

    private static void announce(Table t, Bot b, Cause cause) {
        t.emit(new GameEvent.Destroyed(t.turn, t.register, t.phase, b.name, cause, b.lives));
        if (b.status == RobotStatus.OUT_OF_GAME) {
            t.emit(new GameEvent.OutOfGame(t.turn, t.register, t.phase, b.name));
        }
    }
}
