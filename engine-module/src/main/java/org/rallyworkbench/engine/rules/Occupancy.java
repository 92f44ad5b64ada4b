package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.model.BeamPath;
import org.rallyworkbench.engine.model.Direction;

/**
 * Who stands where during a turn: the robot on each tile, and, on boards at most 64 tiles wide and high, the
 * same as one bit mask per row and per column (in both bit orders), so that what stands along a straight path
 * is read in a few instructions instead of tile by tile ({@link #along}), and how many robots stand on crushers,
 * pushers and checkpoints ({@link #robotsOn}). Holds no rule: a beam's end among
 * robots is still decided by {@link BeamPath#reach(long, int)}. Every robot's arrival and departure goes
 * through {@link #place} and {@link #lift}, which keep the grid and the masks in step.
 */
final class Occupancy {

    /** The widest (and highest) board that has masks. */
    static final int MASKED_SIDE = Long.SIZE;

    private final int width;
    private final int height;
    private final Bot[] grid;
    /** [tile]: the censuses the tile counts in ({@link BoardTables#census}). */
    private final BoardTables tables;
    /** How many robots stand on the tiles of each census, {@link BoardTables#CENSUS_BITS} bits each. */
    private long counts;
    /** Whether the board has masks ({@link #MASKED_SIDE}). */
    final boolean masked;
    /** [y]: bit x set when a robot stands on (x, y). */
    private final long[] rows;
    /** [y]: bit 63 − x set when a robot stands on (x, y): the row read westwards. */
    private final long[] rowsWest;
    /** [x]: bit y set when a robot stands on (x, y). */
    private final long[] columns;
    /** [x]: bit 63 − y set when a robot stands on (x, y): the column read northwards. */
    private final long[] columnsNorth;

    Occupancy(BoardTables tables) {
        this.tables = tables;
        this.width = tables.board.width();
        this.height = tables.board.height();
        this.grid = new Bot[width * height];
        this.masked = width <= MASKED_SIDE && height <= MASKED_SIDE;
        int rowCount = masked ? height : 0;
        int columnCount = masked ? width : 0;
        this.rows = new long[rowCount];
        this.rowsWest = new long[rowCount];
        this.columns = new long[columnCount];
        this.columnsNorth = new long[columnCount];
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
            counts -= tables.census(y * width + x);
            if (masked) {
                rows[y] &= ~(1L << x);
                rowsWest[y] &= ~(Long.MIN_VALUE >>> x);
                columns[x] &= ~(1L << y);
                columnsNorth[x] &= ~(Long.MIN_VALUE >>> y);
            }
        }
    }

    /** Puts {@code b} on (x, y), on the board. */
    void place(Bot b, int x, int y) {
        b.x = x;
        b.y = y;
        int tile = y * width + x;
        if (grid[tile] == null) {
            counts += tables.census(tile);
        }
        grid[tile] = b;
        if (masked) {
            rows[y] |= 1L << x;
            rowsWest[y] |= Long.MIN_VALUE >>> x;
            columns[x] |= 1L << y;
            columnsNorth[x] |= Long.MIN_VALUE >>> y;
        }
    }

    /**
     * How many robots stand on the tiles of census {@code census} ({@link BoardTables#CRUSHERS} …): 0 lets a phase
     * that acts only there skip its search.
     */
    int robotsOn(int census) {
        return (int) (counts >>> BoardTables.CENSUS_BITS * census) & (1 << BoardTables.CENSUS_BITS) - 1;
    }

    /**
     * What stands along the straight path from tile ({@code x}, {@code y}) towards {@code dir}: bit i set when a
     * robot stands on the path's tile i (tile 0 is (x, y)); bits beyond the board's edge are 0. Only on a
     * {@link #masked} board.
     */
    long along(int x, int y, Direction dir) {
        int side = MASKED_SIDE - 1;
        switch (dir.ordinal()) {            // N, E, S, W (R-GEO-1)
            case 0: return columnsNorth[x] >>> (side - y);
            case 1: return rows[y] >>> x;
            case 2: return columns[x] >>> y;
            default: return rowsWest[y] >>> (side - x);
        }
    }
}
