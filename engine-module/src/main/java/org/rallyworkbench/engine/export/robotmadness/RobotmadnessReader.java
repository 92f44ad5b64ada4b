package org.rallyworkbench.engine.export.robotmadness;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.rallyworkbench.engine.export.clients.ClientFormat.SideFiles;
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
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.xml.FormatException;

/**
 * Reads a {@code BoardDefinition} as {@code buildBoard} does: a later tile element on a cell replaces an earlier
 * one, wall sides add up, lasers stand free; {@code validateBoardDefinition}'s errors are problems. A pusher
 * gets the wall our pushers are mounted on. Flags come from the course file beside it, if there is one.
 */
final class RobotmadnessReader {

    private final String file;
    private final Problems problems;
    private final JsonFields json;
    private final List<Loss> notes = new ArrayList<>();
    private final Map<Position, Pusher> pushers = new HashMap<>();

    RobotmadnessReader(String file) {
        this.file = file;
        this.problems = new Problems(file);
        this.json = new JsonFields(problems);
    }

    ClientImport read(String text, String fallbackName, SideFiles besides) throws FormatException {
        Value root = ClientJson.parse(text, file);
        Optional<Obj> top = json.object(root, "a BoardDefinition");
        problems.throwIfAny();
        Obj o = top.orElseThrow();
        Optional<Integer> width = json.intMember(o, "width", "the board", 1, RobotmadnessWriter.MAX_SIZE);
        Optional<Integer> height = json.intMember(o, "height", "the board", 1, RobotmadnessWriter.MAX_SIZE);
        problems.throwIfAny();
        String name = o.get("name").filter(v -> v instanceof ClientJson.Str s && !s.text().isBlank())
                .map(v -> ((ClientJson.Str) v).text()).orElse(fallbackName);
        Board.Builder b = Board.builder(name, width.get(), height.get());
        Map<Position, String> tileAt = new HashMap<>();
        json.arrayMember(o, "tiles", "the board", false).ifPresent(list -> list.forEach(v -> tile(b, v, tileAt)));
        json.arrayMember(o, "walls", "the board", false).ifPresent(list -> list.forEach(v -> walls(b, v)));
        json.arrayMember(o, "lasers", "the board", false).ifPresent(list -> list.forEach(v -> laser(b, v)));
        json.arrayMember(o, "startingPositions", "the board", true).ifPresent(list -> starts(b, list));
        problems.throwIfAny();
        Optional<String> course = besides.read(RobotmadnessWriter.COURSE);
        if (course.isPresent()) {
            flags(b, course.get());
        } else {
            notes.add(Loss.note(0, 0, "flags", "no course file (*" + RobotmadnessWriter.COURSE + ") beside the "
                    + "board: robotmadness boards hold no flags, so the board has none"));
        }
        return new ClientImport(b.build(), notes);
    }

    private Optional<Position> position(Board.Builder b, Obj o, String what) {
        Optional<Obj> p = json.member(o, "position", what).flatMap(v -> json.object(v, what + " position"));
        if (p.isEmpty()) {
            return Optional.empty();
        }
        Optional<Integer> x = json.intMember(p.get(), "x", what + " position", 0, b.width() - 1);
        Optional<Integer> y = json.intMember(p.get(), "y", what + " position", 0, b.height() - 1);
        return x.isPresent() && y.isPresent() ? Optional.of(new Position(x.get(), y.get())) : Optional.empty();
    }

    private Optional<Direction> direction(Obj o, String what) {
        return json.intMember(o, "direction", what, 0, 3).map(i -> Direction.values()[i]);
    }

    private void tile(Board.Builder b, Value v, Map<Position, String> tileAt) {
        Optional<Obj> t = json.object(v, "a tile");
        if (t.isEmpty()) {
            return;
        }
        Optional<Position> p = position(b, t.get(), "a tile");
        Optional<String> type = json.stringMember(t.get(), "type", "a tile");
        if (p.isEmpty() || type.isEmpty()) {
            return;
        }
        Position at = p.get();
        String earlier = tileAt.put(at, type.get());
        if (earlier != null) {
            notes.add(Loss.lost(at.x(), at.y(), "tile " + earlier, "replaced by the later " + type.get() + " tile on "
                    + "the same cell, as buildBoard does"));
            b.floor(at, null);
            Optional.ofNullable(pushers.remove(at)).ifPresent(b::removePusher);
        }
        switch (type.get()) {
            case "empty" -> { }
            case "pit" -> b.pit(at.x(), at.y());
            case "repair" -> b.repair(at.x(), at.y(), false);
            case "option" -> b.repair(at.x(), at.y(), true);
            case "gear_cw" -> b.gear(at.x(), at.y(), Rotation.CW);
            case "gear_ccw" -> b.gear(at.x(), at.y(), Rotation.CCW);
            case "conveyor", "express" -> direction(t.get(), "a " + type.get() + " tile").ifPresent(d ->
                    b.conveyor(at.x(), at.y(), d, type.get().equals("express")));
            case "pusher" -> direction(t.get(), "a pusher tile").ifPresent(d -> pusher(b, t.get(), at, d));
            default -> problems.add(v.line(), v.column(), "unknown tile type \"" + type.get() + "\" (robotmadness "
                    + "knows empty, pit, repair, option, conveyor, express, gear_cw, gear_ccw, pusher)");
        }
    }

    private void pusher(Board.Builder b, Obj t, Position at, Direction push) {
        List<Integer> registers = new ArrayList<>();
        json.arrayMember(t, "registers", "a pusher tile", false).ifPresent(list -> list.forEach(r ->
                json.integer(r, "a pusher register", Integer.MIN_VALUE, Integer.MAX_VALUE).ifPresent(n -> {
                    if (n >= 1 && n <= 5) {
                        registers.add(n);
                    } else {
                        notes.add(Loss.lost(at.x(), at.y(), "pusher register " + n, "not placed: registers are 1..5, "
                                + "robotmadness never reaches it"));
                    }
                })));
        if (!b.hasWall(at, push.opposite())) {
            notes.add(Loss.note(at.x(), at.y(), "pusher " + at + " pushing " + push, "gets a wall on its "
                    + push.opposite() + " side: our pushers are mounted on a wall (R-BOARD-6), robotmadness' need none"));
        }
        Pusher u = new Pusher(at, push.opposite(), Registers.of(registers.stream().mapToInt(Integer::intValue).toArray()));
        b.pusher(u.position(), u.side(), u.registers());
        pushers.put(at, u);
    }

    private void walls(Board.Builder b, Value v) {
        json.object(v, "a wall").ifPresent(w -> position(b, w, "a wall").ifPresent(at ->
                json.arrayMember(w, "sides", "a wall", true).ifPresent(sides -> sides.forEach(s ->
                        json.integer(s, "a wall side", 0, 3).ifPresent(d -> b.wall(at, Direction.values()[d]))))));
    }

    private void laser(Board.Builder b, Value v) {
        json.object(v, "a laser").ifPresent(l -> {
            Optional<Position> at = position(b, l, "a laser");
            Optional<Direction> d = direction(l, "a laser");
            Optional<Integer> damage = json.intMember(l, "damage", "a laser", 0, 1000);
            if (at.isEmpty() || d.isEmpty() || damage.isEmpty()) {
                return;
            }
            Position p = at.get();
            if (damage.get() < 1) {
                notes.add(Loss.lost(p.x(), p.y(), "laser damage 0", "not placed: it does no harm"));
            } else if (damage.get() > 3) {
                notes.add(Loss.lost(p.x(), p.y(), "laser damage " + damage.get(), "placed with 3 beams, the most "
                        + "our lasers have"));
                b.laser(p, d.get(), 3);
            } else {
                b.laser(p, d.get(), damage.get());
            }
        });
    }

    private void starts(Board.Builder b, List<Value> starts) {
        Set<Integer> numbers = new HashSet<>();
        Set<Position> places = new HashSet<>();
        for (Value v : starts) {
            json.object(v, "a starting position").ifPresent(s -> {
                Optional<Integer> n = json.intMember(s, "number", "a starting position", 1, 1000);
                Optional<Position> p = position(b, s, "a starting position");
                Optional<Direction> d = direction(s, "a starting position");
                if (n.isPresent() && p.isPresent() && d.isPresent()) {
                    if (!numbers.add(n.get())) {
                        problems.add(v.line(), v.column(), "duplicate starting position number " + n.get());
                    } else if (!places.add(p.get())) {
                        problems.add(v.line(), v.column(), "multiple starting positions at " + p.get());
                    } else {
                        b.start(p.get(), n.get(), d.get());
                    }
                }
            });
        }
    }

    private void flags(Board.Builder b, String courseText) throws FormatException {
        String courseFile = file.replaceAll("\\.[^./\\\\]*$", "") + RobotmadnessWriter.COURSE;
        Problems courseProblems = new Problems(courseFile);
        JsonFields c = new JsonFields(courseProblems);
        Value root = ClientJson.parse(courseText, courseFile);
        c.object(root, "a CourseDefinition").flatMap(o -> c.arrayMember(o, "checkpoints", "the course", true))
                .ifPresent(list -> list.forEach(v -> c.object(v, "a checkpoint").ifPresent(cp -> {
                    Optional<Integer> n = c.intMember(cp, "number", "a checkpoint", 1, 1000);
                    Optional<Obj> p = c.member(cp, "position", "a checkpoint").flatMap(x -> c.object(x, "a checkpoint position"));
                    Optional<Integer> x = p.flatMap(o -> c.intMember(o, "x", "a checkpoint position", 0, b.width() - 1));
                    Optional<Integer> y = p.flatMap(o -> c.intMember(o, "y", "a checkpoint position", 0, b.height() - 1));
                    if (n.isPresent() && x.isPresent() && y.isPresent()) {
                        b.flag(x.get(), y.get(), n.get());
                    }
                })));
        courseProblems.throwIfAny();
    }
}
