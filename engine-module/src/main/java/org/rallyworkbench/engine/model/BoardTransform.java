package org.rallyworkbench.engine.model;

/**
 * A symmetry of the square grid: a clockwise rotation by 0–3 quarter turns, optionally preceded by a
 * west↔east mirror. Transforms are semantic: directions turn with the board, and a mirror swaps gear
 * senses. The editor's rotate/mirror commands and the scenario symmetry checks both use this one class.
 */
public record BoardTransform(int quarterTurns, boolean mirrored) {

    public static final BoardTransform IDENTITY = new BoardTransform(0, false);
    public static final BoardTransform ROTATE_90 = new BoardTransform(1, false);
    public static final BoardTransform ROTATE_180 = new BoardTransform(2, false);
    public static final BoardTransform ROTATE_270 = new BoardTransform(3, false);
    public static final BoardTransform MIRROR = new BoardTransform(0, true);

    public BoardTransform {
        quarterTurns = Math.floorMod(quarterTurns, 4);
    }

    /** Width of the transformed board for a source board of {@code width × height}. */
    public int newWidth(int width, int height) {
        return (quarterTurns & 1) == 0 ? width : height;
    }

    public int newHeight(int width, int height) {
        return (quarterTurns & 1) == 0 ? height : width;
    }

    /** Where tile {@code p} of a {@code width × height} board lands. */
    public Position apply(Position p, int width, int height) {
        int x = mirrored ? width - 1 - p.x() : p.x();
        int y = p.y();
        int w = width;
        int h = height;
        for (int i = 0; i < quarterTurns; i++) {
            int nx = h - 1 - y;       // clockwise: (x, y) on w×h goes to (h-1-y, x) on h×w
            y = x;
            x = nx;
            int t = w;
            w = h;
            h = t;
        }
        return new Position(x, y);
    }

    public Direction apply(Direction d) {
        Direction m = mirrored ? d.mirroredHorizontally() : d;
        return m.rotatedClockwise(quarterTurns);
    }

    public Rotation apply(Rotation r) {
        return mirrored ? r.reversed() : r;
    }

    /** The transformed board: every element moved, every direction turned, gear senses swapped by a mirror. */
    public Board apply(Board board) {
        int w = board.width();
        int h = board.height();
        Board.Builder b = Board.builder(board.name(), newWidth(w, h), newHeight(w, h))
                .description(board.description());
        board.forEachFloor((x, y, e) -> b.floor(apply(new Position(x, y), w, h), apply(e)));
        for (Wall wall : board.walls()) {
            b.wall(apply(wall.position(), w, h), apply(wall.side()));
        }
        board.flags().forEach(f -> b.flag(apply(f.position(), w, h), f.number()));
        board.starts().forEach(s -> b.start(apply(s.position(), w, h), s.number(), apply(s.facing())));
        board.lasers().forEach(l -> b.laser(apply(l.position(), w, h), apply(l.dir()), l.beams()));
        board.pushers().forEach(p -> b.pusher(apply(p.position(), w, h), apply(p.side()), p.registers()));
        return b.build();
    }

    private FloorElement apply(FloorElement e) {
        // Java 17 has no pattern switch: only conveyors and gears carry an orientation.
        if (e instanceof FloorElement.Conveyor c) {
            return new FloorElement.Conveyor(apply(c.dir()), c.express());
        }
        if (e instanceof FloorElement.Gear g) {
            return new FloorElement.Gear(apply(g.rotation()));
        }
        return e;
    }

    /** A short name for reports: "identity", "rotated 90°", "mirrored", "mirrored, rotated 180°". */
    public String describe() {
        if (quarterTurns == 0) {
            return mirrored ? "mirrored" : "identity";
        }
        String rot = "rotated " + (quarterTurns * 90) + "°";
        return mirrored ? "mirrored, " + rot : rot;
    }
}
