package org.rallyworkbench.engine.export.clients;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Wall;

/**
 * Puts our walls (edges between two tiles) onto cells for a client that stores walls per cell with a limited
 * number per cell. Each wall goes onto its canonical cell if that cell can take it, else onto the neighbour's
 * opposite edge (listed as {@link Loss.Kind#MOVED}), else, after trying to move a wall already on the cell
 * to its own neighbour, it is lost.
 */
public final class WallPlacement {

    /** Which plain wall sides one cell can hold, besides the sides its devices (laser, pusher) already wall. */
    @FunctionalInterface
    public interface CellCapacity {
        boolean fits(int x, int y, Set<Direction> plainSides);
    }

    private final Board board;
    private final List<Set<Direction>> plain;
    private final List<Set<Direction>> covered;

    private WallPlacement(Board board) {
        this.board = board;
        int n = board.width() * board.height();
        this.plain = new ArrayList<>(n);
        this.covered = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            plain.add(EnumSet.noneOf(Direction.class));
            covered.add(EnumSet.noneOf(Direction.class));
        }
    }

    /**
     * Places every wall of {@code board}. {@code deviceSides} are the walls that devices on a cell already
     * stand for (set by the caller before, per cell); {@code losses} receives what is moved or lost.
     */
    public static WallPlacement place(Board board, DeviceWalls deviceSides, CellCapacity capacity, String client,
            List<Loss> losses) {
        WallPlacement p = new WallPlacement(board);
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                p.covered.get(p.index(x, y)).addAll(deviceSides.sides(x, y));
            }
        }
        for (Wall w : board.walls()) {
            p.placeOne(w, capacity, client, losses);
        }
        p.reportMoves(losses, client);
        return p;
    }

    /** The walls the devices of a cell stand for. */
    @FunctionalInterface
    public interface DeviceWalls {
        Set<Direction> sides(int x, int y);
    }

    /** One wall entry of a client that stores a side or a corner (two adjacent sides) a cell: Fiasko, INF112. */
    public static boolean sideOrCorner(Set<Direction> sides) {
        if (sides.size() <= 1) {
            return true;
        }
        Direction first = sides.iterator().next();
        return sides.size() == 2 && (sides.contains(first.left()) || sides.contains(first.right()));
    }

    /** Pushers of Fiasko and INF112: odd registers or even ones. */
    public static final org.rallyworkbench.engine.model.Registers ODD = org.rallyworkbench.engine.model.Registers.of(1, 3, 5);
    public static final org.rallyworkbench.engine.model.Registers EVEN = org.rallyworkbench.engine.model.Registers.of(2, 4);

    /**
     * Writes the lasers of a client whose lasers are wall-mounted, one a tile (Fiasko, INF112), in board order: a
     * laser without a wall behind it is lost ("no wall on its S side: " and {@code noWallReason}), as is one on a tile
     * that is {@code taken} (for {@code takenReason}); {@code write} gets the rest with the side they are mounted on.
     */
    public static void wallMountedLasers(Board board, String noWallReason, Predicate<Position> taken,
            String takenReason, List<Loss> losses, BiConsumer<Laser, Direction> write) {
        for (Laser l : board.lasers()) {
            Position p = l.position();
            Direction mount = l.dir().opposite();
            if (!board.hasWall(p, mount)) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.laser(l), "no wall on its " + mount + " side: "
                        + noWallReason));
            } else if (taken.test(p)) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.laser(l), takenReason));
            } else {
                write.accept(l, mount);
            }
        }
    }

    /**
     * Writes the pushers of a client whose pushers act in {@link #ODD} or {@link #EVEN} registers only (Fiasko,
     * INF112), in board order: each other pusher is lost (the reason naming {@code whosePushers}, "Fiasko's"), as is
     * one on a tile that is {@code taken} (for {@code takenReason}); {@code write} gets the rest.
     */
    public static void oddOrEvenPushers(Board board, String whosePushers, Predicate<Position> taken,
            String takenReason, List<Loss> losses, Consumer<Pusher> write) {
        for (Pusher u : board.pushers()) {
            Position p = u.position();
            if (!u.registers().equals(ODD) && !u.registers().equals(EVEN)) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.pusher(u), whosePushers
                        + " pushers act in registers 1 3 5 or 2 4 only (its wall stays)"));
            } else if (taken.test(p)) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.pusher(u), takenReason));
            } else {
                write.accept(u);
            }
        }
    }

    /** The plain walls placed on ({@code x}, {@code y}). */
    public Set<Direction> plainAt(int x, int y) {
        return EnumSet.copyOf(plainOrEmpty(index(x, y)));
    }

    private Set<Direction> plainOrEmpty(int i) {
        Set<Direction> s = plain.get(i);
        return s.isEmpty() ? EnumSet.noneOf(Direction.class) : s;
    }

    private void placeOne(Wall w, CellCapacity capacity, String client, List<Loss> losses) {
        Wall other = w.mirror();
        if (isCovered(w) || board.contains(other.position()) && isCovered(other)) {
            return;
        }
        if (tryPut(w, capacity) || board.contains(other.position()) && tryPut(other, capacity)) {
            return;
        }
        if (tryMakeRoom(w, capacity) || board.contains(other.position()) && tryMakeRoom(other, capacity)) {
            return;
        }
        Position p = w.position();
        losses.add(Loss.lost(p.x(), p.y(), BoardElements.wall(w), "both tiles of this edge already hold all the walls "
                + client + " allows on one tile"));
    }

    private boolean isCovered(Wall w) {
        return covered.get(index(w)).contains(w.side());
    }

    private boolean tryPut(Wall w, CellCapacity capacity) {
        Set<Direction> candidate = EnumSet.copyOf(plainOrEmpty(index(w)));
        candidate.add(w.side());
        if (capacity.fits(w.position().x(), w.position().y(), candidate)) {
            plain.get(index(w)).add(w.side());
            return true;
        }
        return false;
    }

    /** Moves one wall already on {@code w}'s cell to its neighbour, if that makes room for {@code w}. */
    private boolean tryMakeRoom(Wall w, CellCapacity capacity) {
        int i = index(w);
        for (Direction d : EnumSet.copyOf(plainOrEmpty(i))) {
            Wall placed = new Wall(w.position(), d);
            Wall away = placed.mirror();
            if (!board.contains(away.position())) {
                continue;
            }
            Set<Direction> here = EnumSet.copyOf(plain.get(i));
            here.remove(d);
            here.add(w.side());
            Set<Direction> there = EnumSet.copyOf(plainOrEmpty(index(away)));
            there.add(away.side());
            if (capacity.fits(w.position().x(), w.position().y(), here)
                    && capacity.fits(away.position().x(), away.position().y(), there)) {
                plain.get(i).remove(d);
                plain.get(i).add(w.side());
                plain.get(index(away)).add(away.side());
                return true;
            }
        }
        return false;
    }

    private void reportMoves(List<Loss> losses, String client) {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                for (Direction d : plain.get(index(x, y))) {
                    Wall w = new Wall(new Position(x, y), d);
                    Wall canonical = w.canonical(board.width(), board.height());
                    if (!canonical.equals(w)) {
                        Position c = canonical.position();
                        losses.add(Loss.moved(c.x(), c.y(), BoardElements.wall(canonical), "written as the wall " + d
                                + " of (" + x + "," + y + "): " + client + " holds only so many walls on one tile"));
                    }
                }
            }
        }
    }

    private int index(Wall w) {
        return index(w.position().x(), w.position().y());
    }

    private int index(int x, int y) {
        return y * board.width() + x;
    }
}
