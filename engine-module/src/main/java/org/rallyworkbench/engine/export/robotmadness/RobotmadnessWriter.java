package org.rallyworkbench.engine.export.robotmadness;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.rallyworkbench.engine.export.clients.BoardElements;
import org.rallyworkbench.engine.export.clients.ClientExport;
import org.rallyworkbench.engine.export.clients.ClientJson;
import org.rallyworkbench.engine.export.clients.ExportRefusedException;
import org.rallyworkbench.engine.export.clients.Feeders;
import org.rallyworkbench.engine.export.clients.Loss;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.model.Start;
import org.rallyworkbench.engine.model.Wall;

/**
 * Writes a {@code BoardDefinition}: one tile element a cell (a pusher is a tile type, so it cannot share a cell
 * with a floor element), free-standing lasers, walls per cell, starts with their facing; the flags go into the
 * course file beside it.
 */
final class RobotmadnessWriter {

    /** {@code validateBoardDefinition}: width and height 1..20. */
    static final int MAX_SIZE = 20;
    static final String COURSE = ".course.json";

    private final Board board;
    private final List<Loss> losses = new ArrayList<>();
    private final String id;

    RobotmadnessWriter(Board board) {
        this.board = board;
        this.id = slug(board.name());
    }

    static String slug(String name) {
        String s = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        return s.isEmpty() ? "board" : s;
    }

    /** robotmadness' Direction: UP 0, RIGHT 1, DOWN 2, LEFT 3 — our N E S W in order. */
    static int dir(Direction d) {
        return d.ordinal();
    }

    ClientExport write() throws ExportRefusedException {
        if (board.width() > MAX_SIZE || board.height() > MAX_SIZE) {
            throw new ExportRefusedException("robotmadness cannot hold a " + board.width() + "x" + board.height()
                    + " board: its validateBoardDefinition refuses boards wider or taller than " + MAX_SIZE);
        }
        List<Pusher> pushers = placedPushers();
        String text = ClientJson.write(2, g -> {
            g.writeStartObject();
            g.writeStringField("id", id);
            g.writeStringField("name", board.name());
            g.writeNumberField("width", board.width());
            g.writeNumberField("height", board.height());
            g.writeArrayFieldStart("tiles");
            tiles(g, pushers);
            g.writeEndArray();
            g.writeArrayFieldStart("lasers");
            for (Laser l : board.lasers()) {
                g.writeStartObject();
                position(g, l.position());
                g.writeNumberField("direction", dir(l.dir()));
                g.writeNumberField("damage", l.beams());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("walls");
            walls(g);
            g.writeEndArray();
            g.writeArrayFieldStart("startingPositions");
            for (Start s : board.starts()) {
                g.writeStartObject();
                g.writeNumberField("number", s.number());
                position(g, s.position());
                g.writeNumberField("direction", dir(s.facing()));
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
        Map<String, String> besides = board.flags().isEmpty() ? Map.of() : Map.of(COURSE, course());
        for (Flag f : board.flags()) {
            losses.add(Loss.moved(f.position().x(), f.position().y(), BoardElements.flag(f), "written into the "
                    + "course file beside the board (*" + COURSE + ", a CourseDefinition): robotmadness keeps "
                    + "checkpoints in its course, not its board"));
        }
        return new ClientExport(text, besides, losses);
    }

    private List<Pusher> placedPushers() {
        List<Pusher> placed = new ArrayList<>();
        Set<Position> taken = new HashSet<>();
        for (Pusher u : board.pushers()) {
            Position p = u.position();
            FloorElement e = board.floorOrNull(p.x(), p.y());
            if (e != null && !(e instanceof FloorElement.Crusher)) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.pusher(u), "a pusher is a tile type in robotmadness "
                        + "and this tile is a " + BoardElements.floor(p.x(), p.y(), e).split(" ")[0]
                        + " (its wall stays)"));
            } else if (!taken.add(p)) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.pusher(u), "one tile type a cell: another pusher "
                        + "is here (its wall stays)"));
            } else {
                placed.add(u);
            }
        }
        return placed;
    }

    private void tiles(JsonGenerator g, List<Pusher> pushers) throws IOException {
        Map<Position, Pusher> pusherAt = new TreeMap<>(java.util.Comparator.comparingInt(Position::y)
                .thenComparingInt(Position::x));
        pushers.forEach(u -> pusherAt.put(u.position(), u));
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                FloorElement e = board.floorOrNull(x, y);
                Pusher u = pusherAt.get(new Position(x, y));
                if (e instanceof FloorElement.Crusher) {
                    losses.add(Loss.lost(x, y, BoardElements.floor(x, y, e), "robotmadness has no crushers"));
                    e = null;
                }
                if (e == null && u == null) {
                    continue;
                }
                g.writeStartObject();
                position(g, new Position(x, y));
                if (u != null) {
                    g.writeStringField("type", "pusher");
                    g.writeNumberField("direction", dir(u.pushDirection()));
                    g.writeArrayFieldStart("registers");
                    for (int r : u.registers().asList()) {
                        g.writeNumber(r);
                    }
                    g.writeEndArray();
                } else if (e instanceof FloorElement.Pit) {
                    g.writeStringField("type", "pit");
                } else if (e instanceof FloorElement.Repair r) {
                    g.writeStringField("type", r.isDouble() ? "option" : "repair");
                } else if (e instanceof FloorElement.Gear gear) {
                    g.writeStringField("type", gear.rotation() == Rotation.CW ? "gear_cw" : "gear_ccw");
                } else if (e instanceof FloorElement.Conveyor c) {
                    g.writeStringField("type", c.express() ? "express" : "conveyor");
                    g.writeNumberField("direction", dir(c.dir()));
                    Set<Direction> entries = Feeders.entries(board, x, y, c.dir());
                    if (!entries.equals(EnumSet.of(c.dir().opposite()))) {
                        g.writeArrayFieldStart("entries");
                        for (Direction d : entries) {
                            g.writeNumber(dir(d));
                        }
                        g.writeEndArray();
                    }
                }
                g.writeEndObject();
            }
        }
    }

    private void walls(JsonGenerator g) throws IOException {
        Map<Position, Set<Direction>> byCell = new TreeMap<>(java.util.Comparator.comparingInt(Position::y)
                .thenComparingInt(Position::x));
        for (Wall w : board.walls()) {
            Wall on = mountsADevice(w.mirror()) ? w.mirror() : w;
            byCell.computeIfAbsent(on.position(), p -> EnumSet.noneOf(Direction.class)).add(on.side());
        }
        for (Map.Entry<Position, Set<Direction>> e : byCell.entrySet()) {
            g.writeStartObject();
            position(g, e.getKey());
            g.writeArrayFieldStart("sides");
            for (Direction d : e.getValue()) {
                g.writeNumber(dir(d));
            }
            g.writeEndArray();
            g.writeEndObject();
        }
    }

    /**
     * Whether a laser or pusher is mounted on {@code w}: the shipped boards put such a wall on the device's own
     * tile (the client checks both tiles of an edge, so this is where a designer looks for it, nothing more).
     */
    private boolean mountsADevice(Wall w) {
        return board.contains(w.position().x(), w.position().y())
                && (board.lasersAt(w.position()).stream().anyMatch(l -> l.dir().opposite() == w.side())
                || board.pushersAt(w.position()).stream().anyMatch(u -> u.side() == w.side()));
    }

    private static void position(JsonGenerator g, Position p) throws IOException {
        g.writeObjectFieldStart("position");
        g.writeNumberField("x", p.x());
        g.writeNumberField("y", p.y());
        g.writeEndObject();
    }

    private String course() {
        return ClientJson.write(2, g -> {
            g.writeStartObject();
            g.writeStringField("id", id);
            g.writeStringField("name", board.name());
            g.writeStringField("description", board.description());
            g.writeStringField("difficulty", "beginner");
            g.writeNumberField("minPlayers", 2);
            g.writeNumberField("maxPlayers", 8);
            g.writeArrayFieldStart("boards");
            g.writeString(id);
            g.writeEndArray();
            g.writeArrayFieldStart("checkpoints");
            for (Flag f : board.flags()) {
                g.writeStartObject();
                position(g, f.position());
                g.writeNumberField("number", f.number());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }
}
