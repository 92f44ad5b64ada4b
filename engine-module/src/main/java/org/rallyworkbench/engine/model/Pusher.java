package org.rallyworkbench.engine.model;

/**
 * A pusher mounted on the {@code side} wall of its tile (which it brings with it), pushing a robot on the
 * tile away from that wall in the listed registers (R-BOARD-6).
 */
public record Pusher(Position position, Direction side, Registers registers) {

    /** The direction the pusher pushes in. */
    public Direction pushDirection() {
        return side.opposite();
    }
}
