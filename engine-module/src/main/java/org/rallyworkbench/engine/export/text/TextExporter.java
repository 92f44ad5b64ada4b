package org.rallyworkbench.engine.export.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.rallyworkbench.engine.model.BeamPath;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Rotation;

/**
 * Draws a board with Unicode characters for terminals and logs ({@code ./rally show}). Each tile is three
 * characters: its floor glyph and a two-character marker (flag, start, laser, pusher); walls are drawn on the
 * grid lines between tiles. A legend and the full list of markers follow the drawing.
 */
public final class TextExporter {

    private static final String LEGEND = """
            Legend: · floor  ▒ pit  ↑→↓← conveyor  ⇑⇒⇓⇐ express conveyor  ↻ gear cw  ↺ gear ccw
                    + repair  ‡ double repair  ⊠ crusher  │ ─ walls  Fn flag n  Sn start n
                    L→ laser firing east  -- ¦ its beam  P→ pusher pushing east
            """;

    public String write(Board board) {
        StringBuilder out = new StringBuilder();
        out.append(board.name()).append(" (").append(board.width()).append('×').append(board.height()).append(")\n");
        if (!board.description().isEmpty()) {
            board.description().strip().lines().map(String::strip).forEach(l -> out.append(l).append('\n'));
        }
        out.append('\n');
        columnNumbers(board, out);
        String[] beams = beams(board);
        for (int y = 0; y < board.height(); y++) {
            edgeLine(board, y, out);
            cellLine(board, y, beams, out);
        }
        edgeLine(board, board.height(), out);
        out.append('\n').append(LEGEND);
        markerLists(board, out);
        return out.toString().lines().map(String::stripTrailing).collect(Collectors.joining("\n", "", "\n"));
    }

    private static void columnNumbers(Board board, StringBuilder out) {
        out.append("   ");
        for (int x = 0; x < board.width(); x++) {
            out.append(' ').append(String.format("%-3d", x));
        }
        out.append('\n');
    }

    /** The grid line north of row {@code y} (y = height: the south rim). */
    private static void edgeLine(Board board, int y, StringBuilder out) {
        out.append("   ");
        for (int x = 0; x <= board.width(); x++) {
            out.append(corner(board, x, y) ? '+' : ' ');
            if (x < board.width()) {
                out.append(horizontalWall(board, x, y) ? "───" : "   ");
            }
        }
        out.append('\n');
    }

    /** The beam marker of every tile a board laser's beam crosses (BeamPath, R-LASER-1), or null. */
    private static String[] beams(Board board) {
        String[] marks = new String[board.width() * board.height()];
        for (Laser l : board.lasers()) {
            boolean horizontal = l.dir() == Direction.E || l.dir() == Direction.W;
            for (Position p : BeamPath.of(board, l)) {
                int i = p.y() * board.width() + p.x();
                String mark = horizontal ? "--" : "¦ ";
                marks[i] = marks[i] == null || marks[i].equals(mark) ? mark : "+ ";
            }
        }
        return marks;
    }

    private static void cellLine(Board board, int y, String[] beams, StringBuilder out) {
        out.append(String.format("%2d ", y));
        for (int x = 0; x <= board.width(); x++) {
            out.append(verticalWall(board, x, y) ? '│' : ' ');
            if (x < board.width()) {
                Position p = new Position(x, y);
                String beam = beams[y * board.width() + x];
                out.append(floorGlyph(board.floorOrNull(x, y))).append(marker(board, p).orElse(beam == null ? "  " : beam));
            }
        }
        out.append('\n');
    }

    /** Whether a wall lies on the horizontal grid segment from corner (x, y) to (x+1, y). */
    private static boolean horizontalWall(Board board, int x, int y) {
        return y < board.height() ? board.hasWall(x, y, Direction.N) : board.hasWall(x, y - 1, Direction.S);
    }

    /** Whether a wall lies on the vertical grid segment from corner (x, y) to (x, y+1). */
    private static boolean verticalWall(Board board, int x, int y) {
        return x < board.width() ? board.hasWall(x, y, Direction.W) : board.hasWall(x - 1, y, Direction.E);
    }

    private static boolean corner(Board board, int x, int y) {
        return (x > 0 && horizontalWall(board, x - 1, y)) || (x < board.width() && horizontalWall(board, x, y))
                || (y > 0 && verticalWall(board, x, y - 1)) || (y < board.height() && verticalWall(board, x, y));
    }

    static char floorGlyph(FloorElement e) {
        if (e == null) {
            return '·';
        }
        if (e instanceof FloorElement.Pit) {
            return '▒';
        }
        if (e instanceof FloorElement.Conveyor c) {
            return c.express() ? doubleArrow(c.dir()) : arrow(c.dir());
        }
        if (e instanceof FloorElement.Gear g) {
            return g.rotation() == Rotation.CW ? '↻' : '↺';
        }
        if (e instanceof FloorElement.Repair r) {
            return r.isDouble() ? '‡' : '+';
        }
        return '⊠';
    }

    /** The two-character marker of the most important thing standing on the tile, if any. */
    private static Optional<String> marker(Board board, Position p) {
        Optional<String> flag = board.flagAt(p).map(f -> number('F', f.number()));
        Optional<String> start = board.startAt(p).map(s -> number('S', s.number()));
        Optional<String> laser = board.lasersAt(p).stream().findFirst().map(l -> "L" + arrow(l.dir()));
        Optional<String> pusher = board.pushersAt(p).stream().findFirst().map(u -> "P" + arrow(u.pushDirection()));
        return flag.or(() -> start).or(() -> laser).or(() -> pusher);
    }

    private static String number(char letter, int n) {
        return n < 10 ? letter + Integer.toString(n) : n < 100 ? Integer.toString(n) : "**";
    }

    /** The arrows pointing N, E, S and W (in {@link Direction}'s order): single for belts, double for express. */
    private static final String ARROWS = "↑→↓←";
    private static final String DOUBLE_ARROWS = "⇑⇒⇓⇐";

    static char arrow(Direction d) {
        return ARROWS.charAt(d.ordinal());
    }

    static char doubleArrow(Direction d) {
        return DOUBLE_ARROWS.charAt(d.ordinal());
    }

    private static void markerLists(Board board, StringBuilder out) {
        List<String> lines = new ArrayList<>();
        list(lines, "Flags", board.flags().stream().map(f -> f.number() + " at " + f.position()).toList());
        list(lines, "Starts", board.starts().stream()
                .map(s -> s.number() + " at " + s.position() + " facing " + s.facing()).toList());
        list(lines, "Lasers", board.lasers().stream().map(TextExporter::laser).toList());
        list(lines, "Pushers", board.pushers().stream().map(TextExporter::pusher).toList());
        List<String> crushers = new ArrayList<>();
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                if (board.floorOrNull(x, y) instanceof FloorElement.Crusher c) {
                    crushers.add(new Position(x, y) + registers(c.registers()));
                }
            }
        }
        list(lines, "Crushers", crushers);
        lines.forEach(l -> out.append(l).append('\n'));
    }

    private static String laser(Laser l) {
        return l.position() + " firing " + l.dir() + ", " + l.beams() + (l.beams() == 1 ? " beam" : " beams");
    }

    private static String pusher(Pusher u) {
        return u.position() + " on its " + u.side() + " wall, pushing " + u.pushDirection() + registers(u.registers());
    }

    private static String registers(org.rallyworkbench.engine.model.Registers r) {
        return r.mask() == 0 ? " in no register" : " in registers " + r;
    }

    private static void list(List<String> lines, String title, List<String> items) {
        if (!items.isEmpty()) {
            lines.add(String.format("%-9s %s", title + ":", items.stream().collect(Collectors.joining("; "))));
        }
    }
}
