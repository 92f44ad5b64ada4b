package org.rallyworkbench.engine.export.lmu;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rallyworkbench.engine.export.clients.BoardElements;
import org.rallyworkbench.engine.export.clients.ClientExport;
import org.rallyworkbench.engine.export.clients.ClientJson;
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
 * Writes a {@code GameStarted} message: per cell the floor element (or {@code Empty}), push panels, lasers, one
 * {@code Wall} with every side walled on that cell, the start point and the checkpoints, in the order the shipped
 * maps stack them. A laser's and a push panel's wall stand on their own cell, as in the shipped maps.
 */
final class LmuWriter {

    /** Robots in Hajuj/RoboRally start facing "right" ({@code Robot}'s constructor). */
    static final Direction START_FACING = Direction.E;

    private final Board board;
    private final List<Loss> losses = new ArrayList<>();
    private final Map<Position, Set<Direction>> walls = new HashMap<>();
    /** The board's lasers, pushers, starts and flags by tile: looked up once a tile, so a 256×256 map stays quick. */
    private final Map<Position, List<Laser>> lasers = new HashMap<>();
    private final Map<Position, List<Pusher>> pushers = new HashMap<>();
    private final Set<Position> starts = new java.util.HashSet<>();
    private final Map<Position, List<Flag>> flags = new HashMap<>();

    LmuWriter(Board board) {
        this.board = board;
        board.lasers().forEach(l -> lasers.computeIfAbsent(l.position(), k -> new ArrayList<>()).add(l));
        board.pushers().forEach(u -> pushers.computeIfAbsent(u.position(), k -> new ArrayList<>()).add(u));
        board.starts().forEach(s -> starts.add(s.position()));
        board.flags().forEach(f -> flags.computeIfAbsent(f.position(), k -> new ArrayList<>()).add(f));
    }

    /** Starts in the order the protocol map lists them (x, then y): the numbers they read back with. */
    static List<Start> inMapOrder(List<Start> starts) {
        return starts.stream().sorted(Comparator.comparingInt((Start s) -> s.position().x())
                .thenComparingInt(s -> s.position().y())).toList();
    }

    ClientExport write() {
        placeWalls();
        List<Start> ordered = inMapOrder(board.starts());
        for (int i = 0; i < ordered.size(); i++) {
            Start s = ordered.get(i);
            Start back = new Start(s.position(), i + 1, START_FACING);
            if (!back.equals(s)) {
                losses.add(Loss.changed(s.position().x(), s.position().y(), BoardElements.start(s),
                        BoardElements.start(back), "a StartPoint has no number and no direction: read back "
                                + "numbered in map order, facing right as the client's robots start"));
            }
        }
        String name = board.name();
        String text = ClientJson.write(4, g -> {
            g.writeStartObject();
            g.writeStringField("messageType", "GameStarted");
            g.writeObjectFieldStart("messageBody");
            g.writeArrayFieldStart("gameMap");
            for (int x = 0; x < board.width(); x++) {
                g.writeStartArray();
                for (int y = 0; y < board.height(); y++) {
                    cell(g, x, y, name);
                }
                g.writeEndArray();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeEndObject();
        });
        return new ClientExport(text, Map.of(), losses);
    }

    private void placeWalls() {
        Set<String> done = new java.util.HashSet<>();
        for (Laser l : board.lasers()) {
            Direction mount = l.dir().opposite();
            if (board.hasWall(l.position(), mount)) {
                wallOn(l.position(), mount, done);
            }
        }
        for (Pusher u : board.pushers()) {
            wallOn(u.position(), u.side(), done);
        }
        for (Wall w : board.walls()) {
            wallOn(w.position(), w.side(), done);
        }
    }

    private void wallOn(Position p, Direction side, Set<String> done) {
        if (done.add(BoardElements.wall(p.x(), p.y(), side, board.width(), board.height()))) {
            walls.computeIfAbsent(p, k -> EnumSet.noneOf(Direction.class)).add(side);
        }
    }

    private void cell(JsonGenerator g, int x, int y, String onBoard) throws IOException {
        Position p = new Position(x, y);
        g.writeStartArray();
        int written = 0;
        FloorElement e = board.floorOrNull(x, y);
        if (e instanceof FloorElement.Pit) {
            element(g, "Pit", onBoard);
            g.writeEndObject();
            written++;
        } else if (e instanceof FloorElement.Conveyor c) {
            element(g, "ConveyorBelt", onBoard);
            g.writeNumberField("speed", c.express() ? 2 : 1);
            List<Direction> orientations = new ArrayList<>();
            orientations.add(c.dir());
            orientations.addAll(Feeders.entries(board, x, y, c.dir()));
            orientations(g, orientations.stream().map(LmuNames::of).toList());
            g.writeEndObject();
            written++;
        } else if (e instanceof FloorElement.Gear gear) {
            element(g, "Gear", onBoard);
            orientations(g, List.of(gear.rotation() == Rotation.CW ? "clockwise" : "counterclockwise"));
            g.writeEndObject();
            written++;
        } else if (e instanceof FloorElement.Repair || e instanceof FloorElement.Crusher) {
            losses.add(Loss.lost(x, y, BoardElements.floor(x, y, e), e instanceof FloorElement.Repair
                    ? "the protocol has no repair sites (its energy spaces follow other rules)"
                    : "the protocol has no crushers"));
        }
        for (Pusher u : pushers.getOrDefault(p, List.of())) {
            element(g, "PushPanel", onBoard);
            orientations(g, List.of(LmuNames.of(u.pushDirection())));
            g.writeArrayFieldStart("registers");
            for (int r : u.registers().asList()) {
                g.writeNumber(r);
            }
            g.writeEndArray();
            g.writeEndObject();
            written++;
        }
        for (Laser l : lasers.getOrDefault(p, List.of())) {
            element(g, "Laser", onBoard);
            orientations(g, List.of(LmuNames.of(l.dir())));
            g.writeNumberField("count", l.beams());
            g.writeEndObject();
            written++;
        }
        Set<Direction> sides = walls.get(p);
        if (sides != null) {
            element(g, "Wall", onBoard);
            orientations(g, sides.stream().map(LmuNames::of).toList());
            g.writeEndObject();
            written++;
        }
        if (starts.contains(p)) {
            element(g, "StartPoint", onBoard);
            g.writeEndObject();
            written++;
        }
        if (written == 0) {
            element(g, "Empty", onBoard);
            g.writeEndObject();
        }
        for (Flag f : flags.getOrDefault(p, List.of())) {
            element(g, "CheckPoint", onBoard);
            g.writeNumberField("count", f.number());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void element(JsonGenerator g, String type, String onBoard) throws IOException {
        g.writeStartObject();
        g.writeStringField("type", type);
        g.writeStringField("isOnBoard", onBoard);
    }

    private static void orientations(JsonGenerator g, List<String> names) throws IOException {
        g.writeArrayFieldStart("orientations");
        for (String n : names) {
            g.writeString(n);
        }
        g.writeEndArray();
    }
}
