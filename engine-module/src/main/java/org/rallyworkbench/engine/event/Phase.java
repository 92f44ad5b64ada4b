package org.rallyworkbench.engine.event;

/** The step of a turn an event happened in; registers 1..5 repeat MOVEMENT to CHECKPOINTS. */
public enum Phase {
    TURN_START, DEALING, PROGRAMMING, MOVEMENT, EXPRESS_CONVEYORS, CONVEYORS, PUSHERS, GEARS, CRUSHERS, LASERS,
    CHECKPOINTS, END_OF_TURN;

    /** A lower-case label for traces, e.g. {@code express conveyors}. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
