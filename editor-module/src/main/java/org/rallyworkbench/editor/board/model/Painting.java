package org.rallyworkbench.editor.board.model;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

/** What the painting tools do to a board, as pure functions: each takes a board and gives the new one. */
public final class Painting {

    static final Registers PUSHER_REGISTERS = Registers.of(1, 3, 5);
    static final Registers CRUSHER_REGISTERS = Registers.of(2, 4);

    private Painting() {
    }

    /** Puts {@code item} on tile {@code p}; the wall item puts a wall on the tile's north side. */
    public static Board paint(Board board, Position p, PaletteItem item) {
        if (!board.contains(p)) {
            return board;
        }
        Board.Builder b = board.toBuilder();
        paint(board, b, p, item);
        return b.build();
    }

    /** Paints every tile of the region. Flags and starts number on, one per tile. */
    public static Board fill(Board board, Region r, PaletteItem item) {
        Board result = board;
        for (int y = r.y(); y < r.y() + r.height(); y++) {
            for (int x = r.x(); x < r.x() + r.width(); x++) {
                result = paint(result, new Position(x, y), item);
            }
        }
        return result;
    }

    /** Paints the 4-connected area of tiles with the same floor element as {@code p}, not crossing walls. */
    public static Board bucketFill(Board board, Position p, PaletteItem item) {
        if (!board.contains(p)) {
            return board;
        }
        FloorElement target = board.floorOrNull(p.x(), p.y());
        Set<Position> seen = new HashSet<>();
        ArrayDeque<Position> todo = new ArrayDeque<>(List.of(p));
        Board.Builder b = board.toBuilder();
        Board current = board;
        while (!todo.isEmpty()) {
            Position q = todo.pop();
            if (!seen.add(q)) {
                continue;
            }
            for (Direction d : Direction.values()) {
                Position n = q.step(d);
                if (board.contains(n) && !board.hasWall(q, d) && !seen.contains(n)
                        && Objects.equals(board.floorOrNull(n.x(), n.y()), target)) {
                    todo.push(n);
                }
            }
        }
        for (Position q : seen) {
            paint(current, b, q, item);
            if (item == PaletteItem.FLAG || item == PaletteItem.START) {
                current = b.build();     // numbering needs the markers placed so far
            }
        }
        return b.build();
    }

    /** Erasing is painting plain floor: the element and the markers go, walls stay. */
    public static Board erase(Board board, Position p) {
        return paint(board, p, PaletteItem.FLOOR);
    }

    /** Paints every tile of the straight line from {@code from} to {@code to} (a drag between two mouse events). */
    public static Board paintLine(Board board, Position from, Position to, PaletteItem item) {
        Board b = board;
        for (Position p : Paths.line(from, to)) {
            b = paint(b, p, item);
        }
        return b;
    }

    /**
     * Lays conveyors along a dragged path: each belt points to the next tile of the path, the last one
     * keeps the path's last direction, unless it is a belt already: then the path merges into it. Gaps between path points are filled in straight steps, so curves
     * and merges appear where the path bends or meets other belts.
     */
    public static Board conveyorPath(Board board, List<Position> path, boolean express) {
        List<Position> tiles = Paths.connected(path);
        if (tiles.size() < 2) {
            return tiles.isEmpty() ? board : paint(board, tiles.get(0), express ? PaletteItem.EXPRESS : PaletteItem.CONVEYOR);
        }
        Board.Builder b = board.toBuilder();
        Direction last = Direction.E;
        for (int i = 0; i < tiles.size(); i++) {
            Position p = tiles.get(i);
            if (i + 1 < tiles.size()) {
                last = Paths.direction(p, tiles.get(i + 1));
            }
            // a path ending on a belt (its own first one, or another) feeds into it: that belt stays
            boolean endsOnBelt = i == tiles.size() - 1 && (tiles.indexOf(p) < i
                    || board.contains(p) && board.floorOrNull(p.x(), p.y()) instanceof FloorElement.Conveyor);
            if (board.contains(p) && !endsOnBelt) {
                b.floor(p, new FloorElement.Conveyor(last, express));
            }
        }
        return b.build();
    }

    /** Toggles the wall on {@code side} of tile {@code p}. */
    public static Board toggleWall(Board board, Position p, Direction side) {
        if (!board.contains(p)) {
            return board;
        }
        Board.Builder b = board.toBuilder();
        return (board.hasWall(p, side) ? b.removeWall(p, side) : b.wall(p, side)).build();
    }

    /** The tile side nearest to a point given in tile units ({@code fx}, {@code fy} each 0..1 within the tile). */
    public static Direction nearestSide(double fx, double fy) {
        double n = fy;
        double s = 1 - fy;
        double w = fx;
        double e = 1 - fx;
        double min = Math.min(Math.min(n, s), Math.min(w, e));
        return min == n ? Direction.N : min == e ? Direction.E : min == s ? Direction.S : Direction.W;
    }

    /**
     * Turns what stands on tile {@code p} a quarter turn (clockwise or not): belts, lasers, pushers with
     * their wall, and start facings. Gears have no heading; a turn flips their sense.
     */
    public static Board rotateAt(Board board, Position p, boolean clockwise) {
        if (!board.contains(p)) {
            return board;
        }
        int q = clockwise ? 1 : -1;
        Board.Builder b = board.toBuilder();
        FloorElement e = board.floorOrNull(p.x(), p.y());
        if (e instanceof FloorElement.Conveyor c) {
            b.floor(p, new FloorElement.Conveyor(c.dir().rotatedClockwise(q), c.express()));
        } else if (e instanceof FloorElement.Gear g) {
            b.floor(p, new FloorElement.Gear(g.rotation().reversed()));
        }
        for (Laser l : board.lasersAt(p)) {
            b.removeLaser(l).laser(p, l.dir().rotatedClockwise(q), l.beams());
        }
        for (Pusher u : board.pushersAt(p)) {
            b.removePusher(u).removeWall(p, u.side()).pusher(p, u.side().rotatedClockwise(q), u.registers());
        }
        board.startAt(p).ifPresent(s -> b.removeStart(s).start(p, s.number(), s.facing().rotatedClockwise(q)));
        return b.build();
    }

    /** The smallest flag number not yet used. */
    public static int nextFlagNumber(Board board) {
        Set<Integer> used = new HashSet<>();
        board.flags().forEach(f -> used.add(f.number()));
        return firstFree(used);
    }

    /** The smallest start number not yet used. */
    public static int nextStartNumber(Board board) {
        Set<Integer> used = new HashSet<>();
        board.starts().forEach(s -> used.add(s.number()));
        return firstFree(used);
    }

    private static int firstFree(Set<Integer> used) {
        int n = 1;
        while (used.contains(n)) {
            n++;
        }
        return n;
    }

    /** Paints one tile into {@code b}; {@code board} is the state before, for numbering and what was there. */
    private static void paint(Board board, Board.Builder b, Position p, PaletteItem item) {
        switch (item) {
            case FLOOR -> b.floor(p, null).clearMarkers(p);
            case PIT -> {
                b.floor(p, FloorElement.Pit.INSTANCE);
                board.flagAt(p).ifPresent(b::removeFlag);
                board.startAt(p).ifPresent(b::removeStart);
            }
            case CONVEYOR, EXPRESS -> b.floor(p, new FloorElement.Conveyor(headingAt(board, p),
                    item == PaletteItem.EXPRESS));
            case GEAR_CW -> b.floor(p, new FloorElement.Gear(Rotation.CW));
            case GEAR_CCW -> b.floor(p, new FloorElement.Gear(Rotation.CCW));
            case REPAIR -> b.floor(p, new FloorElement.Repair(false));
            case DOUBLE_REPAIR -> b.floor(p, new FloorElement.Repair(true));
            case CRUSHER -> b.floor(p, new FloorElement.Crusher(CRUSHER_REGISTERS));
            case FLAG -> {
                if (!board.isPit(p) && board.flagAt(p).isEmpty()) {
                    b.flag(p, nextFlagNumber(board));
                }
            }
            case START -> {
                if (!board.isPit(p) && board.startAt(p).isEmpty()) {
                    b.start(p, nextStartNumber(board), inward(board, p).orElse(Direction.N));
                }
            }
            case WALL -> b.wall(p, Direction.N);
            case LASER_1, LASER_2, LASER_3 -> {
                List<Laser> old = board.lasersAt(p);
                Direction dir = old.isEmpty() ? inward(board, p).orElse(Direction.E) : old.get(0).dir();
                old.forEach(b::removeLaser);
                b.laser(p, dir, item.ordinal() - PaletteItem.LASER_1.ordinal() + 1);
            }
            case PUSHER -> {
                if (board.pushersAt(p).isEmpty()) {
                    // mounted on the board's edge, it pushes into the board
                    b.pusher(p, inward(board, p).map(Direction::opposite).orElse(Direction.W), PUSHER_REGISTERS);
                }
            }
            default -> throw new IllegalArgumentException(item.name());
        }
    }

    /**
     * Into the board from the edge {@code p} lies on: north from the south edge, south from the north edge, then east
     * from the west edge and west from the east edge (a corner faces along the long sides, where starts dock).
     * Empty inside the board, and on a board one tile wide or high, where no way is inward.
     */
    public static Optional<Direction> inward(Board board, Position p) {
        if (board.height() > 1 && p.y() == board.height() - 1) {
            return Optional.of(Direction.N);
        }
        if (board.height() > 1 && p.y() == 0) {
            return Optional.of(Direction.S);
        }
        if (board.width() > 1 && p.x() == 0) {
            return Optional.of(Direction.E);
        }
        if (board.width() > 1 && p.x() == board.width() - 1) {
            return Optional.of(Direction.W);
        }
        return Optional.empty();
    }

    /** A belt painted over a belt keeps its heading; a new one runs east. */
    private static Direction headingAt(Board board, Position p) {
        return board.floorOrNull(p.x(), p.y()) instanceof FloorElement.Conveyor c ? c.dir() : Direction.E;
    }
}
