package org.rallyworkbench.engine.model;

/** A tile coordinate (R-GEO-1): x west→east, y north→south, both 0-based. */
public record Position(int x, int y) {

    public Position step(Direction d) {
        return new Position(x + d.dx(), y + d.dy());
    }

    public Position step(Direction d, int count) {
        return new Position(x + d.dx() * count, y + d.dy() * count);
    }

    /** The record's own equality, written out: the engine and every new game compare positions in loops. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.x == x && p.y == y;
    }

    /** The record's own hash (31·x + y), written out like {@link #equals}, so hashed collections keep their order. */
    @Override
    public int hashCode() {
        return 31 * x + y;
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}
