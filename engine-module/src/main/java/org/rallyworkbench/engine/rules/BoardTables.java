package org.rallyworkbench.engine.rules;

import java.util.List;
import org.rallyworkbench.engine.model.BeamPath;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Rotation;

/**
 * Lookup tables of one board, computed once per board instead of once per register: how far a beam runs from
 * each tile in each direction (from {@link BeamPath}, the one place that knows how beams meet walls), the board
 * lasers as arrays, the flag on each tile, and which tiles are crushers, pushers, checkpoints, conveyors or gears
 * (so a phase can ask {@link Occupancy} whether any robot stands on one). Immutable once built; holds no rule.
 */
final class BoardTables {

    final Board board;
    final int width;
    /**
     * The board's tiles as shared positions for events ({@link TilePositions}): made as they are first asked for,
     * the only part that is not fixed when the tables are built (harmless: a position is a value).
     */
    final TilePositions positions;
    /** [direction × area + tile]: the tiles a beam entering the tile covers (BeamPath.lengths). */
    private final int[] reach;
    /**
     * [direction × area + tile]: the tiles the laser of a robot on the tile facing that way covers, from the tile in
     * front on (R-LASER-2); 0 when a wall or the edge is right in front.
     */
    private final int[] robotBeam;
    /** [tile]: the number of the flag there (the lowest, if several), 0 for none. */
    private final int[] flagNumber;
    /**
     * [tile]: everything a step reads about the tile, in one int: its walls (bit {@code side.ordinal()}, as
     * {@link Board#hasWall}), the sides whose neighbour is off the board (bit 4 + ordinal), and the kind of its floor
     * element (bits 8–11: {@link #PIT} …), so a phase's check reads no element object and no second array.
     */
    private final int[] cells;
    /** [tile]: the direction of the conveyor there, or null. */
    private final Direction[] conveyorDir;
    /** [tile]: the way the gear there turns, or null. */
    private final Rotation[] gearRotation;
    /**
     * [tile × {@link #CENSUS_WORDS} + word]: 1 in the {@link #CENSUS_BITS}-bit field of each census ({@link #CRUSHERS}
     * …) the tile belongs to; census c is field c % {@link #CENSUSES_PER_WORD} of word c / {@link #CENSUSES_PER_WORD}.
     */
    private final long[] census;

    /** Censuses of {@link #census(int, int)}: sets of tiles on which {@link Occupancy} counts the robots. */
    static final int CRUSHERS = 0;
    static final int PUSHERS = 1;
    /** Flags and repair sites: where a robot touches a checkpoint (R-CHECK-1). */
    static final int CHECKPOINTS = 2;
    /** Express conveyors (R-BOARD-1). */
    static final int EXPRESS_BELTS = 3;
    /** Conveyors of both kinds (R-BOARD-2). */
    static final int BELTS = 4;
    /** Gears (R-BOARD-5). */
    static final int GEARS = 5;
    /** How many censuses there are. */
    static final int CENSUSES = 6;
    /** The width of one census's count: more than a board's tiles (at most 256 × 256). */
    static final int CENSUS_BITS = 20;
    /** How many counts share one long. */
    static final int CENSUSES_PER_WORD = Long.SIZE / CENSUS_BITS;
    /** How many longs hold them all. */
    static final int CENSUS_WORDS = (CENSUSES + CENSUSES_PER_WORD - 1) / CENSUSES_PER_WORD;

    /** Floor kinds of {@link #floorKind(int, int)}. */
    static final byte PLAIN = 0;
    static final byte PIT = 1;
    static final byte CONVEYOR = 2;
    static final byte EXPRESS = 3;
    static final byte GEAR = 4;
    static final byte REPAIR = 5;
    static final byte DOUBLE_REPAIR = 6;
    static final byte CRUSHER = 7;
    /** The lowest of a cell's four edge bits. */
    private static final int EDGE = 1 << 4;
    /** Where a cell's floor kind begins. */
    private static final int KIND_SHIFT = 8;
    final Laser[] lasers;
    /**
     * Per board laser ({@link #lasers}' order), what its beam reads, so that firing it reads no laser or position
     * object: its tile's x and y, its direction, and how many tiles its beam covers ignoring robots.
     */
    final int[] laserX;
    final int[] laserY;
    final Direction[] laserDir;
    final int[] laserReach;
    /**
     * On boards with {@link Occupancy} masks: each board laser's path as {@link Occupancy#line} and
     * {@link Occupancy#pathMask}, so that a beam with no robot on its path is passed over in one read.
     */
    final int[] laserLine;
    final long[] laserPath;
    private final int[] laserTile;
    final Pusher[] pushers;
    /** [tile]: where that tile's pushers begin in {@link #pushersOn} (one more entry at the end). */
    private final int[] pusherStart;
    /** The indices of the pushers mounted on each tile, tile by tile, ascending. */
    private final int[] pushersOn;
    /** [tile]: where that tile's entries in {@link #coveringLasers} begin (one more entry at the end). */
    private final int[] coverStart;
    /** The board lasers whose beam (ignoring robots) covers each tile, tile by tile, in laser order. */
    private final int[] coveringLasers;

    /** How many boards' tables a thread keeps. */
    private static final int CACHED = 8;

    /**
     * The tables last built on this thread, by board identity (not equality: comparing boards costs more
     * than the tables): simulations start game after game on the same few boards.
     */
    private static final ThreadLocal<BoardTables[]> RECENT = ThreadLocal.withInitial(() -> new BoardTables[CACHED]);

    /** The tables of {@code board}, reused when this thread built them recently. */
    static BoardTables of(Board board) {
        BoardTables[] recent = RECENT.get();
        for (BoardTables t : recent) {
            if (t != null && t.board == board) {
                return t;
            }
        }
        BoardTables fresh = new BoardTables(board);
        System.arraycopy(recent, 0, recent, 1, CACHED - 1);
        recent[0] = fresh;
        return fresh;
    }

    private BoardTables(Board board) {
        this.board = board;
        this.width = board.width();
        this.positions = new TilePositions(board);
        int area = width * board.height();
        this.reach = new int[4 * area];
        for (Direction d : Direction.values()) {
            System.arraycopy(BeamPath.lengths(board, d), 0, reach, d.ordinal() * area, area);
        }
        this.robotBeam = new int[4 * area];
        this.cells = new int[area];
        this.conveyorDir = new Direction[area];
        this.gearRotation = new Rotation[area];
        for (int i = 0; i < area; i++) {
            int x = i % width;
            int y = i / width;
            FloorElement e = board.floorOrNull(x, y);
            int cell = kind(e) << KIND_SHIFT;
            for (Direction d : Direction.values()) {
                cell |= board.hasWall(x, y, d) ? 1 << d.ordinal() : 0;
                cell |= board.contains(x + d.dx(), y + d.dy()) ? 0 : EDGE << d.ordinal();
            }
            cells[i] = cell;
            for (Direction d : Direction.values()) {
                boolean open = !wall(cell, d) && !edge(cell, d);
                robotBeam[d.ordinal() * area + i] = open ? reach(i + step(d), d) : 0;
            }
            if (e instanceof FloorElement.Conveyor c) {
                conveyorDir[i] = c.dir();
            } else if (e instanceof FloorElement.Gear g) {
                gearRotation[i] = g.rotation();
            }
        }
        this.flagNumber = new int[area];
        for (Flag f : board.flags()) {            // sorted by number: the first one on a tile is kept
            int i = f.position().y() * width + f.position().x();
            if (flagNumber[i] == 0) {
                flagNumber[i] = f.number();
            }
        }
        List<Laser> list = board.lasers();
        this.lasers = list.toArray(new Laser[0]);
        this.laserTile = new int[lasers.length];
        this.laserX = new int[lasers.length];
        this.laserY = new int[lasers.length];
        this.laserDir = new Direction[lasers.length];
        this.laserReach = new int[lasers.length];
        this.laserLine = new int[lasers.length];
        this.laserPath = new long[lasers.length];
        boolean masked = Occupancy.hasMasks(width, board.height());
        for (int i = 0; i < lasers.length; i++) {
            laserX[i] = lasers[i].position().x();
            laserY[i] = lasers[i].position().y();
            laserTile[i] = laserY[i] * width + laserX[i];
            laserDir[i] = lasers[i].dir();
            laserReach[i] = reach(laserTile[i], laserDir[i]);
            if (masked) {
                laserLine[i] = Occupancy.line(laserX[i], laserY[i], laserDir[i]);
                laserPath[i] = Occupancy.pathMask(laserX[i], laserY[i], laserDir[i], laserReach[i]);
            }
        }
        this.pushers = board.pushers().toArray(new Pusher[0]);
        this.census = new long[CENSUS_WORDS * area];
        for (int i = 0; i < area; i++) {
            int kind = kind(cells[i]);
            countIn(i, CRUSHERS, kind == CRUSHER);
            countIn(i, CHECKPOINTS, flagNumber[i] != 0 || kind == REPAIR || kind == DOUBLE_REPAIR);
            countIn(i, EXPRESS_BELTS, kind == EXPRESS);
            countIn(i, BELTS, kind == EXPRESS || kind == CONVEYOR);
            countIn(i, GEARS, kind == GEAR);
        }
        for (Pusher p : pushers) {
            countIn(p.position().y() * width + p.position().x(), PUSHERS, true);
        }
        this.pusherStart = new int[area + 1];
        for (Pusher p : pushers) {
            pusherStart[p.position().y() * width + p.position().x() + 1]++;
        }
        for (int t = 0; t < area; t++) {
            pusherStart[t + 1] += pusherStart[t];
        }
        this.pushersOn = new int[pushers.length];
        int[] next = java.util.Arrays.copyOf(pusherStart, area);
        for (int i = 0; i < pushers.length; i++) {
            pushersOn[next[pushers[i].position().y() * width + pushers[i].position().x()]++] = i;
        }
        // Which lasers can reach each tile, as one flat array per tile (counting first, then filling).
        this.coverStart = new int[area + 1];
        for (int i = 0; i < lasers.length; i++) {
            forEachTileOf(i, tile -> coverStart[tile + 1]++);
        }
        for (int t = 0; t < area; t++) {
            coverStart[t + 1] += coverStart[t];
        }
        this.coveringLasers = new int[coverStart[area]];
        int[] fill = java.util.Arrays.copyOf(coverStart, area);
        for (int i = 0; i < lasers.length; i++) {
            int laser = i;
            forEachTileOf(i, tile -> coveringLasers[fill[tile]++] = laser);
        }
    }

    /** Puts tile {@code tile} in census {@code c} when {@code in} (once: a second pusher on it adds nothing). */
    private void countIn(int tile, int c, boolean in) {
        census[CENSUS_WORDS * tile + c / CENSUSES_PER_WORD] |= in ? 1L << CENSUS_BITS * (c % CENSUSES_PER_WORD) : 0;
    }

    private static byte kind(FloorElement e) {
        if (e == null) {
            return PLAIN;
        } else if (e instanceof FloorElement.Conveyor c) {
            return c.express() ? EXPRESS : CONVEYOR;
        } else if (e instanceof FloorElement.Repair r) {
            return r.isDouble() ? DOUBLE_REPAIR : REPAIR;
        }
        return e instanceof FloorElement.Pit ? PIT : e instanceof FloorElement.Gear ? GEAR : CRUSHER;
    }

    private void forEachTileOf(int laser, java.util.function.IntConsumer action) {
        Direction dir = lasers[laser].dir();
        int tile = laserTile[laser];
        for (int k = reach(tile, dir); k > 0; k--, tile += step(dir)) {
            action.accept(tile);
        }
    }

    /**
     * The lowest index above {@code after} of a pusher active in {@code register} on a tile a robot of
     * {@code bots} stands on, or -1: the pushers that can act, in board order, without visiting the others.
     */
    int nextOccupiedPusher(Bot[] bots, int after, int register) {
        int best = Integer.MAX_VALUE;
        for (Bot b : bots) {
            if (!b.inPlay()) {
                continue;
            }
            int tile = b.y * width + b.x;
            for (int k = pusherStart[tile]; k < pusherStart[tile + 1]; k++) {
                int i = pushersOn[k];
                if (i > after && i < best && pushers[i].registers().contains(register)) {
                    best = i;
                }
            }
        }
        return best == Integer.MAX_VALUE ? -1 : best;
    }

    /**
     * The censuses of word {@code word} (0 to {@link #CENSUS_WORDS} − 1) that tile {@code index} belongs to, as 1 in
     * each one's field ({@link Occupancy#robotsOn}).
     */
    long census(int index, int word) {
        return census[CENSUS_WORDS * index + word];
    }

    /** Where the lasers covering {@code tile} begin in {@link #coveringLaser}. */
    int coverFrom(int tile) {
        return coverStart[tile];
    }

    /** Where they end (exclusive). */
    int coverTo(int tile) {
        return coverStart[tile + 1];
    }

    /** The laser at position {@code i} of the covering lists. */
    int coveringLaser(int i) {
        return coveringLasers[i];
    }

    /** How many tiles a beam entering tile {@code index} towards {@code dir} covers (at least 1). */
    int reach(int index, Direction dir) {
        return reach[dir.ordinal() * cells.length + index];
    }

    /**
     * How many tiles the laser of a robot on tile {@code index} facing {@code dir} covers, from the tile in front on;
     * 0 when a wall or the edge is right in front (no beam, R-LASER-2).
     */
    int robotBeam(int index, Direction dir) {
        return robotBeam[dir.ordinal() * cells.length + index];
    }

    /** The kind of the floor element on (x, y), on the board: {@link #PLAIN}, {@link #PIT} … */
    int floorKind(int x, int y) {
        return cells[y * width + x] >>> KIND_SHIFT;
    }

    /** Whether (x, y), on the board, is a repair site, single or double. */
    boolean isRepair(int x, int y) {
        int k = floorKind(x, y);
        return k == REPAIR || k == DOUBLE_REPAIR;
    }

    /** The packed facts of tile {@code index} (on the board): read them with {@link #wall}, {@link #edge}, {@link #kind(int)}. */
    int cell(int index) {
        return cells[index];
    }

    /** Whether {@code cell} has a wall on side {@code side} (R-GEO-2). */
    static boolean wall(int cell, Direction side) {
        return (cell & (1 << side.ordinal())) != 0;
    }

    /** Whether leaving {@code cell}'s tile towards {@code side} leaves the board. */
    static boolean edge(int cell, Direction side) {
        return (cell & (EDGE << side.ordinal())) != 0;
    }

    /** The floor kind of {@code cell}. */
    static int kind(int cell) {
        return cell >>> KIND_SHIFT;
    }

    /** The way the gear on (x, y), on the board, turns, or null when there is none. */
    Rotation gear(int x, int y) {
        return gearRotation[y * width + x];
    }

    /** The direction of the conveyor on (x, y), on the board, or null when there is none. */
    Direction conveyorDir(int x, int y) {
        return conveyorDir[y * width + x];
    }

    /** The flag number on (x, y), 0 for none. */
    int flagAt(int x, int y) {
        return flagNumber[y * width + x];
    }

    /** The tile step of {@code dir} in a row-major index. */
    int step(Direction dir) {
        return dir.dx() + dir.dy() * width;
    }
}
