package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.Predicate;

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
 * {@link #reach(long, int)} is where a beam ends once robots stand on the board (R-LASER-1 and R-LASER-2: on
 * the first robot of the path): the one place that decides it, asked by the engine's laser phase
 * ({@code rules.Lasers}, with the robots along the path as a bit mask, or through
 * {@link #reach(int, int, int, IntPredicate)} on boards too large for one) and, through
 * {@link #reach(Board, Laser, Predicate)}, by the pictures that draw beams among robots.
 */
public final class BeamPath {

    private BeamPath() {
    }

    /** The tiles a board laser's beam covers, its own tile first (R-LASER-1). */
    public static List<Position> of(Board board, Laser laser) {
        return trace(board, laser.position(), laser.dir());
    }

    /**
     * How many tiles of the board laser's path its beam covers among robots (R-LASER-1): up to and including the
     * first tile where {@code robotAt} holds, else the whole path to the wall or the edge.
     */
    public static int reach(Board board, Laser laser, Predicate<Position> robotAt) {
        int w = board.width();
        Position at = laser.position();
        Direction d = laser.dir();
        return reach(at.y() * w + at.x(), d.dx() + d.dy() * w, length(board, at.x(), at.y(), d),
                tile -> robotAt.test(new Position(tile % w, tile / w)));
    }

    /**
     * Where a beam ends among robots (R-LASER-1, R-LASER-2), the one place that decides it: of a path of
     * {@code length} tiles (1 to 64; to the wall or the edge: {@link #length}, {@link #lengths}) whose tile i holds
     * a robot when bit i of {@code robotsAlong} is set, the number of tiles the beam covers: up to and including
     * the first tile that holds a robot, else the whole path. Bits at or beyond {@code length} are ignored.
     */
    public static int reach(long robotsAlong, int length) {
        long onPath = robotsAlong & (-1L >>> (Long.SIZE - length));
        return onPath == 0 ? length : Long.numberOfTrailingZeros(onPath) + 1;
    }

    /**
     * {@link #reach(long, int)} on a path of {@code length} tiles (any length) that begins on tile {@code first}
     * and goes on by {@code step} (row-major tile indices), a robot standing where {@code robotAt} holds: the path
     * is read 64 tiles at a time, up to its first robot. Allocation-free.
     */
    public static int reach(int first, int step, int length, IntPredicate robotAt) {
        for (int done = 0, tile = first; done < length; done += Long.SIZE) {
            int part = Math.min(Long.SIZE, length - done);
            long robots = 0;
            for (int i = 0; i < part && robots == 0; i++, tile += step) {
                robots = robotAt.test(tile) ? 1L << i : 0;
            }
            if (robots != 0 || done + part == length) {
                return done + reach(robots, part);
            }
        }
        return length;
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
     * {@link #length} for every tile of the board towards {@code dir}, indexed {@code y * width + x}, in one
     * sweep against the beam's direction (each tile's length is 1 + its successor's when no wall stands between
     * them): linear in the board's area, for the engine's precomputed beam tables.
     */
    public static int[] lengths(Board board, Direction dir) {
        int w = board.width();
        int h = board.height();
        int[] lengths = new int[w * h];
        // Visit tiles so that each one's successor (one step towards dir) is done before it.
        int xStart = dir.dx() > 0 ? w - 1 : 0;
        int xStep = dir.dx() > 0 ? -1 : 1;
        int yStart = dir.dy() > 0 ? h - 1 : 0;
        int yStep = dir.dy() > 0 ? -1 : 1;
        for (int y = yStart; y >= 0 && y < h; y += yStep) {
            for (int x = xStart; x >= 0 && x < w; x += xStep) {
                int nx = x + dir.dx();
                int ny = y + dir.dy();
                boolean goesOn = !board.hasWall(x, y, dir) && board.contains(nx, ny);
                lengths[y * w + x] = goesOn ? 1 + lengths[ny * w + nx] : 1;
            }
        }
        return lengths;
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
