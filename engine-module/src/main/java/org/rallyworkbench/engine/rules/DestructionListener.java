package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent.Cause;

/** Told when a robot is destroyed, without building an event: for statistics over many simulated games. */
@FunctionalInterface
public interface DestructionListener {

    /** Robot number {@code robot} (its index in the game's robot list) was destroyed by {@code cause}. */
    void destroyed(int robot, Cause cause);
}
