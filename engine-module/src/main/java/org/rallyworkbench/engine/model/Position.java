package org.rallyworkbench.engine.model;

/** A tile coordinate (R-GEO-1): x west→east, y north→south, both 0-based. */
public record Position(int x, int y) {

    public Position step(Direction d) {
        return new Position(x + d.dx(), y + d.dy());
    }

    public Position step(Direction d, int count) {
        return new Position(x + d.dx() * count, y + d.dy() * count);
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}
