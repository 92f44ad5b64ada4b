package org.rallyworkbench.engine.model;

/** A compass direction (R-GEO-1): N is y-1, E is x+1, S is y+1, W is x-1. */
public enum Direction {
    N(0, -1), E(1, 0), S(0, 1), W(-1, 0);

    private static final Direction[] VALUES = values();

    private final int dx;
    private final int dy;

    Direction(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() { return dx; }

    public int dy() { return dy; }

    /** 90° clockwise (a right turn). */
    public Direction right() { return VALUES[(ordinal() + 1) & 3]; }

    /** 90° counter-clockwise (a left turn). */
    public Direction left() { return VALUES[(ordinal() + 3) & 3]; }

    public Direction opposite() { return VALUES[(ordinal() + 2) & 3]; }

    /** Turned clockwise by {@code quarterTurns} × 90° (negative: counter-clockwise). */
    public Direction rotatedClockwise(int quarterTurns) {
        return VALUES[Math.floorMod(ordinal() + quarterTurns, 4)];
    }

    /** Mirrored west↔east (N and S stay). */
    public Direction mirroredHorizontally() {
        return this == E ? W : this == W ? E : this;
    }

    /** Parses N, E, S or W. */
    public static Direction parse(String text) {
        return switch (text) {
            case "N" -> N;
            case "E" -> E;
            case "S" -> S;
            case "W" -> W;
            default -> throw new IllegalArgumentException("not a direction: '" + text + "' (expected N, E, S or W)");
        };
    }
}
