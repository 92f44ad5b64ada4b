package org.rallyworkbench.engine.export.lmu;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.export.clients.ClientImport;
import org.rallyworkbench.engine.export.clients.ClientJson;
import org.rallyworkbench.engine.export.clients.ClientJson.Obj;
import org.rallyworkbench.engine.export.clients.ClientJson.Value;
import org.rallyworkbench.engine.export.clients.JsonFields;
import org.rallyworkbench.engine.export.clients.Loss;
import org.rallyworkbench.engine.export.clients.Problems;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.xml.FormatException;

/**
 * Reads a {@code GameStarted} map as {@code Game.createMapObjects} does: {@code gameMap[x][y]}, belts moving
 * robots towards {@code orientations[0]}, lasers firing that way, push panels pushing that way, one wall per
 * orientation of a {@code Wall}. Start points are numbered in map order and face right. Energy spaces, restart
 * points and antennas have no place on our boards and are listed.
 */
final class LmuReader {

    private final Problems problems;
    private final JsonFields json;
    private final List<Loss> notes = new ArrayList<>();
    private int starts;
    private final java.util.Set<Position> floors = new java.util.HashSet<>();

    LmuReader(String file) {
        this.problems = new Problems(file);
        this.json = new JsonFields(problems);
    }

    ClientImport read(String text, String name) throws FormatException {
        Value root = ClientJson.parse(text, problems.file());
        Optional<Obj> top = json.object(root, "a protocol message");
        problems.throwIfAny();
        Obj o = top.orElseThrow();
        Optional<String> type = json.stringMember(o, "messageType", "the message");
        if (type.isPresent() && !type.get().equals("GameStarted")) {
            problems.add(o.line(), o.column(), "messageType must be \"GameStarted\", not \"" + type.get() + "\"");
        }
        Optional<List<Value>> columns = json.member(o, "messageBody", "the message")
                .flatMap(v -> json.object(v, "messageBody"))
                .flatMap(body -> json.arrayMember(body, "gameMap", "messageBody", true));
        problems.throwIfAny();
        List<Value> map = columns.orElseThrow();
        int width = map.size();
        if (width < 1 || width > Board.MAX_SIZE) {
            throw problems.fail(root.line(), root.column(), "gameMap must have 1.." + Board.MAX_SIZE
                    + " columns, not " + width);
        }
        List<List<Value>> cells = new ArrayList<>();
        for (Value column : map) {
            cells.add(json.array(column, "a gameMap column").orElse(List.of()));
        }
        problems.throwIfAny();
        int height = cells.get(0).size();
        if (height < 1 || height > Board.MAX_SIZE) {
            throw problems.fail(map.get(0).line(), map.get(0).column(), "gameMap columns must hold 1.."
                    + Board.MAX_SIZE + " cells, not " + height);
        }
        Board.Builder b = Board.builder(name, width, height);
        for (int x = 0; x < width; x++) {
            if (cells.get(x).size() != height) {
                problems.add(map.get(x).line(), map.get(x).column(), "column " + x + " holds " + cells.get(x).size()
                        + " cells; the first holds " + height);
                continue;
            }
            for (int y = 0; y < height; y++) {
                Value cell = cells.get(x).get(y);
                int cx = x;
                int cy = y;
                json.array(cell, "cell (" + x + "," + y + ")").ifPresent(list -> list.forEach(e -> element(b, cx, cy, e)));
            }
        }
        problems.throwIfAny();
        return new ClientImport(b.build(), notes);
    }

    private Optional<Direction> orientation(Obj e, String what) {
        return json.arrayMember(e, "orientations", what, true).flatMap(list -> {
            if (list.isEmpty()) {
                problems.add(e.line(), e.column(), what + " has no orientations");
                return Optional.empty();
            }
            return json.string(list.get(0), what + " orientation").flatMap(s -> {
                Optional<Direction> d = LmuNames.parse(s);
                if (d.isEmpty()) {
                    problems.add(list.get(0).line(), list.get(0).column(), "orientation must be top, right, bottom "
                            + "or left, not \"" + s + "\"");
                }
                return d;
            });
        });
    }

    private void element(Board.Builder b, int x, int y, Value v) {
        Optional<Obj> e = json.object(v, "a map element");
        if (e.isEmpty()) {
            return;
        }
        Optional<String> type = json.stringMember(e.get(), "type", "a map element");
        if (type.isEmpty()) {
            return;
        }
        Obj o = e.get();
        String what = "a " + type.get();
        switch (type.get()) {
            case "Empty" -> { }
            case "Pit" -> floor(b, x, y, FloorElement.Pit.INSTANCE, type.get());
            case "StartPoint" -> b.start(x, y, ++starts, LmuWriter.START_FACING);
            case "CheckPoint" -> json.intMember(o, "count", what, 1, 1000).ifPresent(n -> b.flag(x, y, n));
            case "Gear" -> json.arrayMember(o, "orientations", what, true).ifPresent(list -> {
                Optional<String> sense = list.isEmpty() ? Optional.empty() : json.string(list.get(0), what);
                if (sense.isPresent() && (sense.get().equals("clockwise") || sense.get().equals("counterclockwise"))) {
                    floor(b, x, y, new FloorElement.Gear(sense.get().equals("clockwise") ? Rotation.CW : Rotation.CCW),
                            type.get());
                } else {
                    problems.add(o.line(), o.column(), "a Gear's orientation must be clockwise or counterclockwise");
                }
            });
            case "ConveyorBelt" -> {
                Optional<Integer> speed = json.intMember(o, "speed", what, 1, 2);
                Optional<Direction> d = orientation(o, what);
                if (speed.isPresent() && d.isPresent()) {
                    floor(b, x, y, new FloorElement.Conveyor(d.get(), speed.get() == 2), type.get());
                }
            }
            case "Laser" -> {
                Optional<Direction> d = orientation(o, what);
                Optional<Integer> count = json.intMember(o, "count", what, 1, 1000);
                if (d.isPresent() && count.isPresent()) {
                    if (count.get() > 3) {
                        notes.add(Loss.lost(x, y, "Laser count " + count.get(), "placed with 3 beams, the most ours have"));
                    }
                    b.laser(x, y, d.get(), Math.min(count.get(), 3));
                }
            }
            case "PushPanel" -> {
                Optional<Direction> d = orientation(o, what);
                List<Integer> registers = new ArrayList<>();
                json.arrayMember(o, "registers", what, true).ifPresent(list -> list.forEach(r ->
                        json.integer(r, "a register", 1, 5).ifPresent(registers::add)));
                d.ifPresent(push -> b.pusher(x, y, push.opposite(),
                        Registers.of(registers.stream().mapToInt(Integer::intValue).toArray())));
            }
            case "Wall" -> json.arrayMember(o, "orientations", what, true).ifPresent(list -> list.forEach(s ->
                    json.string(s, "a Wall orientation").ifPresent(name -> {
                        Optional<Direction> d = LmuNames.parse(name);
                        if (d.isPresent()) {
                            b.wall(x, y, d.get());
                        } else {
                            problems.add(s.line(), s.column(), "orientation must be top, right, bottom or left, not \""
                                    + name + "\"");
                        }
                    })));
            case "EnergySpace", "RestartPoint", "Antenna" -> notes.add(Loss.lost(x, y, type.get(), "not placed: "
                    + "our boards have no " + type.get() + " (a client-only element of the 2016 edition)"));
            default -> notes.add(Loss.lost(x, y, type.get(), "not placed: an element type the client does not know"));
        }
    }

    private void floor(Board.Builder b, int x, int y, FloorElement e, String type) {
        Position p = new Position(x, y);
        if (!floors.add(p)) {
            notes.add(Loss.lost(x, y, type, "not placed: our tiles hold one floor element and this one has one already"));
            return;
        }
        b.floor(p, e);
    }
}
