package org.rallyworkbench.editor.board.model;

import java.util.ArrayList;
import java.util.List;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;

/** Turning the tiles a mouse drag passed over into a path of neighbouring tiles. */
final class Paths {

    private Paths() {
    }

    /** The path through the given points, with straight steps (x first) filling any gap; repeats dropped. */
    static List<Position> connected(List<Position> points) {
        List<Position> tiles = new ArrayList<>();
        for (Position p : points) {
            if (tiles.isEmpty()) {
                tiles.add(p);
                continue;
            }
            Position at = tiles.get(tiles.size() - 1);
            while (!at.equals(p)) {
                at = at.x() != p.x() ? new Position(at.x() + Integer.signum(p.x() - at.x()), at.y())
                        : new Position(at.x(), at.y() + Integer.signum(p.y() - at.y()));
                tiles.add(at);
            }
        }
        return tiles;
    }

    /**
     * The tiles of a straight line from one tile to another, both included (Bresenham): a drag reaches the
     * editor as points that may lie tiles apart, and painting must not skip the tiles between them.
     */
    static List<Position> line(Position from, Position to) {
        List<Position> tiles = new ArrayList<>();
        int dx = Math.abs(to.x() - from.x());
        int dy = -Math.abs(to.y() - from.y());
        int sx = Integer.signum(to.x() - from.x());
        int sy = Integer.signum(to.y() - from.y());
        int error = dx + dy;
        int x = from.x();
        int y = from.y();
        while (true) {
            tiles.add(new Position(x, y));
            if (x == to.x() && y == to.y()) {
                return tiles;
            }
            int twice = 2 * error;
            if (twice >= dy) {
                error += dy;
                x += sx;
            }
            if (twice <= dx) {
                error += dx;
                y += sy;
            }
        }
    }

    /** The direction from a tile to its neighbour. */
    static Direction direction(Position from, Position to) {
        for (Direction d : Direction.values()) {
            if (from.step(d).equals(to)) {
                return d;
            }
        }
        throw new IllegalArgumentException(from + " and " + to + " are not neighbours");
    }
}
