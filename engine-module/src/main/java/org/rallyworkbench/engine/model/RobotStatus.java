package org.rallyworkbench.engine.model;

/** Whether a robot is on the board, destroyed and waiting to re-enter (R-END-4), or out of the game (R-START-4). */
public enum RobotStatus {
    IN_PLAY, DESTROYED, OUT_OF_GAME;

    /** Off the board: destroyed and not yet re-entered, or out of the game (FORMATS.md {@code destroyed}). */
    public boolean offBoard() { return this != IN_PLAY; }
}
