package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a beam runs on a board, ignoring robots: from a first tile straight on in one direction until a
 * wall (R-GEO-2) or the board's edge stops it. The one place that knows how beams meet walls, shared by
 * the renderer (which draws the beams of board lasers) and the engine's laser phase (which walks the
 * path and stops at the first robot on it).
 * <ul>
 * <li>R-LASER-1, a board laser: {@link #of(Board, Laser)}, the path starts on the emitter's own tile.</li>
 * <li>R-LASER-2, a robot's laser: {@link #ahead(Board, Position, Direction)}, the path starts on the tile
 * in front of the robot, and is empty when a wall or the edge is right in front of it.</li>
 * </ul>
 */
public final class BeamPath {

    private BeamPath() {
    }

    /** The tiles a board laser's beam covers, its own tile first (R-LASER-1). */
    public static List<Position> of(Board board, Laser laser) {
        return trace(board, laser.position(), laser.dir());
    }

    /** The tiles a robot's laser covers, from the tile in front of {@code robot} on (R-LASER-2). */
    public static List<Position> ahead(Board board, Position robot, Direction facing) {
        if (board.hasWall(robot, facing) || !board.contains(robot.step(facing))) {
            return List.of();
        }
        return trace(board, robot.step(facing), facing);
    }

    /** The tiles from {@code first} (included, if on the board) on towards {@code dir}, until a wall or the edge. */
    public static List<Position> trace(Board board, Position first, Direction dir) {
        int n = length(board, first.x(), first.y(), dir);
        List<Position> tiles = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            tiles.add(first.step(dir, i));
        }
        return List.copyOf(tiles);
    }

    /**
     * How many tiles the path from ({@code x}, {@code y}) towards {@code dir} covers: 0 off the board,
     * else at least 1. Allocation-free, for painting.
     */
    public static int length(Board board, int x, int y, Direction dir) {
        int n = 0;
        while (board.contains(x, y)) {
            n++;
            if (board.hasWall(x, y, dir)) {
                break;
            }
            x += dir.dx();
            y += dir.dy();
        }
        return n;
    }
}
