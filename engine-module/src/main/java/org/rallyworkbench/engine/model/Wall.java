package org.rallyworkbench.engine.model;

/**
 * A wall on one side of a tile (R-GEO-2). The wall S of (2,3) is the wall N of (2,4);
 * {@link #canonical(int, int)} picks the one form written to files: N or W of a tile where that tile
 * exists on the board, so only walls on the board's south and east rims are written as S or E.
 */
public record Wall(Position position, Direction side) {

    /** The same wall seen from the tile on its other side. */
    public Wall mirror() {
        return new Wall(position.step(side), side.opposite());
    }

    public Wall canonical(int width, int height) {
        if (side == Direction.S || side == Direction.E) {
            Wall other = mirror();
            Position p = other.position;
            if (p.x() >= 0 && p.y() >= 0 && p.x() < width && p.y() < height) {
                return other;
            }
        }
        return this;
    }
}
