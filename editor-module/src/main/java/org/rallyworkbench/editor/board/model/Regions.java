package org.rallyworkbench.editor.board.model;

import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;

/**
 * Cutting boards into pieces and putting pieces onto boards: the base of copy/paste, selection
 * transforms, resizing and docking boards together. A piece is itself a {@link Board}, so
 * {@link BoardTransform} turns it semantically.
 */
public final class Regions {

    private Regions() {
    }

    /** The tiles of {@code r} (clipped to the board) as a board of their own, walls on their rims included. */
    public static Board copy(Board board, Region r) {
        Board.Builder piece = Board.builder(board.name(), r.width(), r.height());
        for (int y = 0; y < r.height(); y++) {
            for (int x = 0; x < r.width(); x++) {
                int bx = r.x() + x;
                int by = r.y() + y;
                if (!board.contains(bx, by)) {
                    continue;
                }
                Position to = new Position(x, y);
                piece.floor(to, board.floorOrNull(bx, by));
                for (Direction d : Direction.values()) {
                    if (board.hasWall(bx, by, d)) {
                        piece.wall(to, d);
                    }
                }
            }
        }
        Position shift = new Position(-r.x(), -r.y());
        board.flags().stream().filter(f -> r.contains(f.position()))
                .forEach(f -> piece.flag(moved(f.position(), shift), f.number()));
        board.starts().stream().filter(s -> r.contains(s.position()))
                .forEach(s -> piece.start(moved(s.position(), shift), s.number(), s.facing()));
        board.lasers().stream().filter(l -> r.contains(l.position()))
                .forEach(l -> piece.laser(moved(l.position(), shift), l.dir(), l.beams()));
        board.pushers().stream().filter(u -> r.contains(u.position()))
                .forEach(u -> piece.pusher(moved(u.position(), shift), u.side(), u.registers()));
        return piece.build();
    }

    /** Makes the tiles of {@code r} plain floor: no elements, markers or walls on them. */
    public static void clear(Board.Builder b, Region r) {
        for (int y = r.y(); y < r.y() + r.height(); y++) {
            for (int x = r.x(); x < r.x() + r.width(); x++) {
                if (x < 0 || y < 0 || x >= b.width() || y >= b.height()) {
                    continue;
                }
                Position p = new Position(x, y);
                b.floor(p, null).clearMarkers(p);
                for (Direction d : Direction.values()) {
                    b.removeWall(p, d);
                }
            }
        }
    }

    /**
     * Lays {@code piece} onto the builder with its top-left tile at {@code at}, replacing what the covered
     * tiles held; the parts falling off the board are dropped.
     */
    public static void paste(Board.Builder b, Board piece, Position at) {
        clear(b, new Region(at.x(), at.y(), piece.width(), piece.height()));
        for (int y = 0; y < piece.height(); y++) {
            for (int x = 0; x < piece.width(); x++) {
                Position to = new Position(at.x() + x, at.y() + y);
                if (!on(b, to)) {
                    continue;
                }
                FloorElement e = piece.floorOrNull(x, y);
                if (e != null) {
                    b.floor(to, e);
                }
                for (Direction d : Direction.values()) {
                    if (piece.hasWall(x, y, d)) {
                        b.wall(to, d);
                    }
                }
            }
        }
        piece.flags().forEach(f -> ifOn(b, moved(f.position(), at), p -> b.flag(p, f.number())));
        piece.starts().forEach(s -> ifOn(b, moved(s.position(), at), p -> b.start(p, s.number(), s.facing())));
        piece.lasers().forEach(l -> ifOn(b, moved(l.position(), at), p -> b.laser(p, l.dir(), l.beams())));
        piece.pushers().forEach(u -> ifOn(b, moved(u.position(), at), p -> b.pusher(p, u.side(), u.registers())));
    }

    /** The board with the tiles of {@code r} turned by {@code t} in place (top-left corner kept). */
    public static Board transform(Board board, Region r, BoardTransform t) {
        return transform(board, r, t, r.origin());
    }

    /** The board with the tiles of {@code r} turned by {@code t} and laid down with their corner at {@code to}. */
    public static Board transform(Board board, Region r, BoardTransform t, Position to) {
        Board piece = t.apply(copy(board, r));
        Board.Builder b = board.toBuilder();
        clear(b, r);
        paste(b, piece, to);
        return b.build();
    }

    /**
     * Where a region turned about its centre lands, kept on the board where it fits. Integer halves round
     * towards zero both ways, so turning back returns to the same place.
     */
    public static Region turnedAboutCentre(Region r, BoardTransform t, int boardWidth, int boardHeight) {
        int w = t.newWidth(r.width(), r.height());
        int h = t.newHeight(r.width(), r.height());
        int x = clamp(r.x() + (r.width() - w) / 2, boardWidth - w);
        int y = clamp(r.y() + (r.height() - h) / 2, boardHeight - h);
        return new Region(x, y, w, h);
    }

    /** Whether all of {@code r} lies on a board of that size (a turned selection longer than the board does not). */
    public static boolean fits(Region r, int boardWidth, int boardHeight) {
        return r.x() >= 0 && r.y() >= 0 && r.x() + r.width() <= boardWidth && r.y() + r.height() <= boardHeight;
    }

    /**
     * The tiles that {@code to} covers outside {@code from} and that hold something (a floor element, a wall, a
     * flag, a start, a laser or a pusher), in reading order: what laying a piece turned from {@code from} onto
     * {@code to} would overwrite.
     */
    public static java.util.List<Position> heldOutside(Board board, Region from, Region to) {
        java.util.List<Position> held = new java.util.ArrayList<>();
        for (int y = to.y(); y < to.y() + to.height(); y++) {
            for (int x = to.x(); x < to.x() + to.width(); x++) {
                Position p = new Position(x, y);
                if (board.contains(x, y) && !from.contains(p) && holds(board, p)) {
                    held.add(p);
                }
            }
        }
        return held;
    }

    private static boolean holds(Board board, Position p) {
        if (board.floorOrNull(p.x(), p.y()) != null || board.flagAt(p).isPresent() || board.startAt(p).isPresent()
                || !board.lasersAt(p).isEmpty() || !board.pushersAt(p).isEmpty()) {
            return true;
        }
        for (Direction d : Direction.values()) {
            if (board.hasWall(p, d)) {
                return true;
            }
        }
        return false;
    }

    private static int clamp(int v, int max) {
        return Math.max(0, Math.min(v, Math.max(0, max)));
    }

    /** The region {@code r} covers after {@link #transform}: same corner, sides swapped by a quarter turn. */
    public static Region transformed(Region r, BoardTransform t) {
        return new Region(r.x(), r.y(), t.newWidth(r.width(), r.height()), t.newHeight(r.width(), r.height()));
    }

    private static Position moved(Position p, Position by) {
        return new Position(p.x() + by.x(), p.y() + by.y());
    }

    private static boolean on(Board.Builder b, Position p) {
        return p.x() >= 0 && p.y() >= 0 && p.x() < b.width() && p.y() < b.height();
    }

    private static void ifOn(Board.Builder b, Position p, java.util.function.Consumer<Position> action) {
        if (on(b, p)) {
            action.accept(p);
        }
    }
}
