package org.rallyworkbench.editor.model;

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
