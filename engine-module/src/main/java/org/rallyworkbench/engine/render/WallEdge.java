package org.rallyworkbench.engine.render;

import java.util.Optional;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Wall;

/**
 * A wall as a unit segment of the grid lines, from corner ({@code x1}, {@code y1}) to corner ({@code x2},
 * {@code y2}), the corners numbered 0..width and 0..height; the smaller corner comes first. Corner (x, y) is
 * the north-west corner of tile (x, y). This is how the JSON format and the text drawing see walls.
 */
public record WallEdge(int x1, int y1, int x2, int y2) {

    public static WallEdge of(Wall wall) {
        int x = wall.position().x();
        int y = wall.position().y();
        return switch (wall.side()) {
            case N -> new WallEdge(x, y, x + 1, y);
            case S -> new WallEdge(x, y + 1, x + 1, y + 1);
            case W -> new WallEdge(x, y, x, y + 1);
            case E -> new WallEdge(x + 1, y, x + 1, y + 1);
        };
    }

    /** Whether the segment is one grid step long, horizontal or vertical, with the smaller corner first. */
    public boolean isUnitSegment() {
        return (y1 == y2 && x2 == x1 + 1) || (x1 == x2 && y2 == y1 + 1);
    }

    /**
     * The wall on a tile of a {@code width × height} board that this segment is a side of, or empty when the
     * segment is not a unit segment or touches no tile of the board.
     */
    public Optional<Wall> toWall(int width, int height) {
        if (!isUnitSegment()) {
            return Optional.empty();
        }
        if (y1 == y2) {
            if (x1 < 0 || x1 >= width || y1 < 0 || y1 > height) {
                return Optional.empty();
            }
            return Optional.of(y1 < height ? new Wall(new Position(x1, y1), Direction.N)
                    : new Wall(new Position(x1, y1 - 1), Direction.S));
        }
        if (y1 < 0 || y1 >= height || x1 < 0 || x1 > width) {
            return Optional.empty();
        }
        return Optional.of(x1 < width ? new Wall(new Position(x1, y1), Direction.W)
                : new Wall(new Position(x1 - 1, y1), Direction.E));
    }
}
