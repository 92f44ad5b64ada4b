package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/**
 * One {@link Position} per tile of a board, made the first time it is asked for and then shared: the events
 * (a step's from and to, a conveyor's, a fall's) and the snapshots take these instead of a new position each
 * (a fifth of what an events-on turn allocated, issue 17). Positions are values, so sharing one changes nothing
 * anyone can compare. Coordinates off the board get a new position each time.
 */
final class TilePositions {

    private final int width;
    private final int height;
    private final Position[] at;

    TilePositions(Board board) {
        this.width = board.width();
        this.height = board.height();
        this.at = new Position[width * height];
    }

    /** The position (x, y): the tile's shared one when it is on the board. */
    Position of(int x, int y) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            return new Position(x, y);
        }
        int i = y * width + x;
        Position p = at[i];
        if (p == null) {
            p = at[i] = new Position(x, y);
        }
        return p;
    }
}
