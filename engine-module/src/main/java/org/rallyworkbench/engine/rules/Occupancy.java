package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.model.BeamPath;
import org.rallyworkbench.engine.model.Direction;

/**
 * Who stands where during a turn: the robot on each tile; on boards at most 64 tiles wide and high, the same
 * as bit masks of each row and column read in each direction, so that what stands along a straight path is read
 * in a few instructions instead of tile by tile ({@link #along}); and how many robots stand on crushers, pushers,
 * checkpoints, conveyors and gears ({@link #robotsOn}). Holds no rule: a beam's end among robots is decided by
 * {@link BeamPath#reach(long, int)}. Every robot's arrival and departure goes through {@link #place} and
 * {@link #lift}, which keep the grid, the masks and the counts in step.
 */
final class Occupancy {

    /** The widest (and highest) board that has masks. */
    static final int MASKED_SIDE = Long.SIZE;

    /** Where each direction's lines begin in {@link #lines}. */
    private static final int N = 0;
    private static final int E = MASKED_SIDE;
    private static final int S = 2 * MASKED_SIDE;
    private static final int W = 3 * MASKED_SIDE;

    private final int width;
    private final int height;
    private final Bot[] grid;
    /** Which censuses each tile counts in ({@link BoardTables#census}). */
    private final BoardTables tables;
    /**
     * How many robots stand on the tiles of each census, {@link BoardTables#CENSUS_BITS} bits each: word 0 and word 1
     * of {@link BoardTables#census} ({@link BoardTables#CENSUS_WORDS} is 2), two fields so that a move adds two longs.
     */
    private long counts;
    private long moreCounts;
    /** Whether the board has masks ({@link #MASKED_SIDE}). */
    final boolean masked;
    /**
     * [direction × 64 + line]: the robots of one row or column as read from a tile towards that direction. Rows
     * (E, W) are lines y, columns (N, S) lines x. Towards E and S bit i is tile i of the line; towards W and N
     * bit 63 − i, so that shifting right by 63 − i brings tile i to bit 0 and the tiles beyond it above.
     */
    private final long[] lines;

    Occupancy(BoardTables tables) {
        this.tables = tables;
        this.width = tables.board.width();
        this.height = tables.board.height();
        this.grid = new Bot[width * height];
        this.masked = hasMasks(width, height);
        this.lines = new long[masked ? 4 * MASKED_SIDE : 0];
    }

    /** Whether a board of this size gets row and column masks: both sides at most {@link #MASKED_SIDE}. */
    static boolean hasMasks(int width, int height) {
        return width <= MASKED_SIDE && height <= MASKED_SIDE;
    }

    /** The robot on tile {@code index} (row-major, on the board), or null. */
    Bot at(int index) {
        return grid[index];
    }

    /** Whether a robot stands on tile {@code index} (row-major, on the board). */
    boolean occupied(int index) {
        return grid[index] != null;
    }

    /** Takes {@code b} off its tile, if it stands there (a robot off the board stands nowhere). */
    void lift(Bot b) {
        int x = b.x;
        int y = b.y;
        if (x >= 0 && y >= 0 && x < width && y < height && grid[y * width + x] == b) {
            grid[y * width + x] = null;
            counts -= tables.census(y * width + x, 0);
            moreCounts -= tables.census(y * width + x, 1);
            if (masked) {
                lines[N + x] &= ~(Long.MIN_VALUE >>> y);
                lines[E + y] &= ~(1L << x);
                lines[S + x] &= ~(1L << y);
                lines[W + y] &= ~(Long.MIN_VALUE >>> x);
            }
        }
    }

    /** Puts {@code b} on (x, y), on the board. */
    void place(Bot b, int x, int y) {
        b.x = x;
        b.y = y;
        int tile = y * width + x;
        if (grid[tile] == null) {
            counts += tables.census(tile, 0);
            moreCounts += tables.census(tile, 1);
        }
        grid[tile] = b;
        if (masked) {
            lines[N + x] |= Long.MIN_VALUE >>> y;
            lines[E + y] |= 1L << x;
            lines[S + x] |= 1L << y;
            lines[W + y] |= Long.MIN_VALUE >>> x;
        }
    }

    /**
     * How many robots stand on the tiles of census {@code census} ({@link BoardTables#CRUSHERS} …): 0 lets a phase
     * that acts only there skip its search.
     */
    int robotsOn(int census) {
        long word = census < BoardTables.CENSUSES_PER_WORD ? counts : moreCounts;
        int field = census % BoardTables.CENSUSES_PER_WORD;
        return (int) (word >>> BoardTables.CENSUS_BITS * field) & (1 << BoardTables.CENSUS_BITS) - 1;
    }

    /**
     * What stands along the straight path from tile ({@code x}, {@code y}) towards {@code dir}: bit i set when a
     * robot stands on the path's tile i (tile 0 is (x, y)); bits beyond the board's edge are 0. Only on a
     * {@link #masked} board.
     */
    long along(int x, int y, Direction dir) {
        return lines[line(x, y, dir)] >>> shift(x, y, dir);
    }

    /**
     * Whether a robot stands on a path given as {@link #line} and {@link #pathMask}, which a phase can compute once
     * for a fixed path (a board laser's): one read and one AND. Only on a {@link #masked} board.
     */
    boolean anyOn(int line, long pathMask) {
        return (lines[line] & pathMask) != 0;
    }

    /** The line (an index of {@link #lines}) of the straight path from ({@code x}, {@code y}) towards {@code dir}. */
    static int line(int x, int y, Direction dir) {
        // Without a branch on the direction (a robot's facing is anyone's guess): a row for E and W, a column
        // for N and S.
        return MASKED_SIDE * dir.ordinal() + (dir.dy() == 0 ? y : x);
    }

    /**
     * The bits of {@link #line} that the first {@code length} tiles (1 to 64) of the path from ({@code x}, {@code y})
     * towards {@code dir} stand for.
     */
    static long pathMask(int x, int y, Direction dir, int length) {
        return -1L >>> (Long.SIZE - length) << shift(x, y, dir);
    }

    /** The bit of (x, y) on its line towards {@code dir}: counted from the line's start (E, S) or its end (N, W). */
    private static int shift(int x, int y, Direction dir) {
        int place = dir.dy() == 0 ? x : y;
        return dir.dx() + dir.dy() > 0 ? place : MASKED_SIDE - 1 - place;
    }
}
