package org.rallyworkbench.engine.export.json;

import org.rallyworkbench.engine.export.ImportException;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ProblemCollector;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.render.WallEdge;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.rallyworkbench.engine.io.InputFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.model.Wall;

/**
 * Reads the JSON board format (docs/formats/json.md) back into a board, exactly as {@link JsonExporter} wrote
 * it. Every problem is reported with its line and column; the first one does not stop the reading.
 */
public final class JsonImporter {

    private static final Set<String> BOARD_MEMBERS = Set.of("$schema", "format", "version", "name", "description",
            "width", "height", "tiles", "walls", "lasers", "pushers", "flags", "starts");
    private static final Set<String> TILE_MEMBERS = Set.of("x", "y", "type", "dir", "express", "rotation", "double",
            "registers");
    private static final Set<String> WALL_MEMBERS = Set.of("from", "to");
    private static final Set<String> LASER_MEMBERS = Set.of("x", "y", "dir", "beams");
    private static final Set<String> PUSHER_MEMBERS = Set.of("x", "y", "side", "registers");
    private static final Set<String> FLAG_MEMBERS = Set.of("x", "y", "number");
    private static final Set<String> START_MEMBERS = Set.of("x", "y", "number", "facing");

    /** Reads a file: a regular file only, at most 16 MiB, strictly UTF-8. */
    public Board read(Path file) throws IOException, ImportException {
        return load(file).orElseThrow(ImportException::new);
    }

    /** Reads {@code text}; {@code fileName} only names the file in problems. */
    public Board read(String text, String fileName) throws ImportException {
        return load(text, fileName).orElseThrow(ImportException::new);
    }

    /** The board of {@code file}: a regular file only, at most 16 MiB, strictly UTF-8; or every problem. */
    public ReadResult<Board> load(Path file) {
        try {
            return load(InputFiles.read(file, JsonParser.MAX_DOCUMENT_BYTES), file.toString());
        } catch (InputFiles.UnreadableException e) {
            return ReadResult.failed(new Problem(file.toString(), 1, 1,
                    e.reason().replace("boards and scenarios", "boards")));
        }
    }

    /** The board {@code text} describes, or every problem with it; {@code fileName} only names the file. */
    public ReadResult<Board> load(String text, String fileName) {
        return load(text.getBytes(StandardCharsets.UTF_8), fileName);
    }

    /** The board the UTF-8 bytes describe, or every problem with it; {@code fileName} only names the file. */
    public ReadResult<Board> load(byte[] utf8, String fileName) {
        ProblemCollector problems = new ProblemCollector(fileName);
        JsonValue root;
        try {
            root = JsonParser.parse(utf8);
        } catch (JsonSyntaxException e) {
            problems.add(e.line(), e.column(), "not JSON: " + e.getMessage());
            return problems.failed();
        }
        Optional<Board> board = new Reading(problems).board(root);
        return problems.isEmpty() ? ReadResult.read(board.orElseThrow()) : problems.failed();
    }

    /** The state of one read: the problems so far. */
    private static final class Reading {
        private final ProblemCollector problems;
        private Board.Builder builder;

        Reading(ProblemCollector problems) {
            this.problems = problems;
        }

        Optional<Board> board(JsonValue root) {
            Optional<JsonObjectReader> top = JsonObjectReader.of(root, "board", BOARD_MEMBERS, problems);
            if (top.isEmpty()) {
                return Optional.empty();
            }
            JsonObjectReader o = top.get();
            o.string("format").filter(f -> !f.equals(JsonExporter.FORMAT))
                    .ifPresent(f -> o.problemAt("format", "\"format\" must be \"" + JsonExporter.FORMAT + "\""));
            o.integer("version").filter(v -> v != JsonExporter.VERSION)
                    .ifPresent(v -> o.problemAt("version", "unsupported version " + v + " (this reader knows "
                            + JsonExporter.VERSION + ")"));
            Optional<String> name = o.string("name");
            Optional<String> description = o.optionalString("description", "");
            Optional<Integer> width = o.integer("width");
            Optional<Integer> height = o.integer("height");
            if (name.isEmpty() || width.isEmpty() || height.isEmpty()) {
                return Optional.empty();
            }
            if (!inRange(width.get(), 1, Board.MAX_SIZE) || !inRange(height.get(), 1, Board.MAX_SIZE)) {
                o.problem("width and height must be 1.." + Board.MAX_SIZE + ", not " + width.get() + "x" + height.get());
                return Optional.empty();
            }
            builder = Board.builder(name.get(), width.get(), height.get());
            description.ifPresent(builder::description);
            o.array("tiles").ifPresent(this::tiles);
            o.optionalArray("walls").ifPresent(this::walls);
            o.optionalArray("lasers").ifPresent(list -> list.forEach(this::laser));
            o.optionalArray("pushers").ifPresent(list -> list.forEach(this::pusher));
            o.optionalArray("flags").ifPresent(list -> list.forEach(this::flag));
            o.optionalArray("starts").ifPresent(list -> list.forEach(this::start));
            return problems.isEmpty() ? Optional.of(builder.build()) : Optional.empty();
        }

        private void tiles(List<JsonValue> tiles) {
            Set<Position> seen = new HashSet<>();
            for (JsonValue v : tiles) {
                JsonObjectReader.of(v, "tile", TILE_MEMBERS, problems).ifPresent(t -> {
                    Optional<Position> p = position(t);
                    Optional<FloorElement> e = floorElement(t);
                    if (p.isPresent() && e.isPresent()) {
                        if (!seen.add(p.get())) {
                            t.problem("tile " + p.get() + " is listed twice (a tile has one floor element)");
                        } else {
                            builder.floor(p.get(), e.get());
                        }
                    }
                });
            }
        }

        private Optional<FloorElement> floorElement(JsonObjectReader t) {
            Optional<String> type = t.string("type");
            if (type.isEmpty()) {
                return Optional.empty();
            }
            return switch (type.get()) {
                case "pit" -> Optional.of(FloorElement.Pit.INSTANCE);
                case "conveyor" -> direction(t, "dir").flatMap(d -> t.optionalBoolean("express", false)
                        .map(x -> new FloorElement.Conveyor(d, x)));
                case "gear" -> t.string("rotation").flatMap(r -> parse(t, "rotation", () -> Rotation.parse(r)))
                        .map(FloorElement.Gear::new);
                case "repair" -> t.optionalBoolean("double", false).map(FloorElement.Repair::new);
                case "crusher" -> registers(t).map(FloorElement.Crusher::new);
                default -> {
                    t.problemAt("type", "unknown tile type \"" + type.get()
                            + "\" (expected pit, conveyor, gear, repair or crusher)");
                    yield Optional.empty();
                }
            };
        }

        private void walls(List<JsonValue> walls) {
            for (JsonValue v : walls) {
                JsonObjectReader.of(v, "wall", WALL_MEMBERS, problems).ifPresent(w -> {
                    Optional<int[]> from = corner(w, "from");
                    Optional<int[]> to = corner(w, "to");
                    if (from.isEmpty() || to.isEmpty()) {
                        return;
                    }
                    int[] a = from.get();
                    int[] b = to.get();
                    boolean swap = a[1] > b[1] || (a[1] == b[1] && a[0] > b[0]);
                    WallEdge edge = swap ? new WallEdge(b[0], b[1], a[0], a[1]) : new WallEdge(a[0], a[1], b[0], b[1]);
                    Optional<Wall> wall = edge.toWall(builder.width(), builder.height());
                    if (!edge.isUnitSegment()) {
                        w.problem("a wall runs between two neighbouring grid corners, one step apart");
                    } else if (wall.isEmpty()) {
                        w.problem("the wall lies off the " + builder.width() + "x" + builder.height() + " board");
                    } else {
                        builder.wall(wall.get().position(), wall.get().side());
                    }
                });
            }
        }

        private Optional<int[]> corner(JsonObjectReader w, String key) {
            Optional<List<JsonValue>> list = w.array(key);
            if (list.isEmpty()) {
                return Optional.empty();
            }
            List<JsonValue> xy = list.get();
            if (xy.size() != 2 || !xy.stream().allMatch(JsonImporter::isInteger)) {
                w.problemAt(key, "\"" + key + "\" must be a corner [x, y] of two integers");
                return Optional.empty();
            }
            return Optional.of(new int[] {intValue(xy.get(0)), intValue(xy.get(1))});
        }

        private void laser(JsonValue v) {
            JsonObjectReader.of(v, "laser", LASER_MEMBERS, problems).ifPresent(l -> {
                Optional<Position> p = position(l);
                Optional<Direction> d = direction(l, "dir");
                Optional<Integer> beams = l.optionalInteger("beams", 1);
                if (beams.isPresent() && !inRange(beams.get(), 1, 3)) {
                    l.problemAt("beams", "beams must be 1..3, not " + beams.get());
                    return;
                }
                if (p.isPresent() && d.isPresent() && beams.isPresent()) {
                    builder.laser(p.get(), d.get(), beams.get());
                }
            });
        }

        private void pusher(JsonValue v) {
            JsonObjectReader.of(v, "pusher", PUSHER_MEMBERS, problems).ifPresent(u -> {
                Optional<Position> p = position(u);
                Optional<Direction> side = direction(u, "side");
                Optional<Registers> registers = registers(u);
                if (p.isPresent() && side.isPresent() && registers.isPresent()) {
                    builder.pusher(p.get(), side.get(), registers.get());
                }
            });
        }

        private void flag(JsonValue v) {
            JsonObjectReader.of(v, "flag", FLAG_MEMBERS, problems).ifPresent(f -> {
                Optional<Position> p = position(f);
                Optional<Integer> number = positiveNumber(f);
                if (p.isPresent() && number.isPresent()) {
                    builder.flag(p.get(), number.get());
                }
            });
        }

        private void start(JsonValue v) {
            JsonObjectReader.of(v, "start", START_MEMBERS, problems).ifPresent(s -> {
                Optional<Position> p = position(s);
                Optional<Integer> number = positiveNumber(s);
                Optional<Direction> facing = direction(s, "facing");
                if (p.isPresent() && number.isPresent() && facing.isPresent()) {
                    builder.start(p.get(), number.get(), facing.get());
                }
            });
        }

        private Optional<Integer> positiveNumber(JsonObjectReader o) {
            Optional<Integer> n = o.integer("number");
            if (n.isPresent() && n.get() < 1) {
                o.problemAt("number", "number must be 1 or more, not " + n.get());
                return Optional.empty();
            }
            return n;
        }

        private Optional<Position> position(JsonObjectReader o) {
            Optional<Integer> x = o.integer("x");
            Optional<Integer> y = o.integer("y");
            if (x.isEmpty() || y.isEmpty()) {
                return Optional.empty();
            }
            if (!inRange(x.get(), 0, builder.width() - 1) || !inRange(y.get(), 0, builder.height() - 1)) {
                o.problem("(" + x.get() + "," + y.get() + ") is off the " + builder.width() + "x" + builder.height()
                        + " board");
                return Optional.empty();
            }
            return Optional.of(new Position(x.get(), y.get()));
        }

        private Optional<Direction> direction(JsonObjectReader o, String key) {
            return o.string(key).flatMap(s -> parse(o, key, () -> Direction.parse(s)));
        }

        private Optional<Registers> registers(JsonObjectReader o) {
            Optional<List<JsonValue>> list = o.array("registers");
            if (list.isEmpty()) {
                return Optional.empty();
            }
            List<Integer> numbers = new ArrayList<>();
            for (JsonValue v : list.get()) {
                if (!isInteger(v) || !inRange(intValue(v), 1, 5)) {
                    o.problemAt("registers", "registers must be a list of register numbers 1..5");
                    return Optional.empty();
                }
                numbers.add(intValue(v));
            }
            if (new HashSet<>(numbers).size() != numbers.size()) {
                o.problemAt("registers", "a register is listed twice");
                return Optional.empty();
            }
            return Optional.of(Registers.of(numbers.stream().mapToInt(Integer::intValue).toArray()));
        }

        private <T> Optional<T> parse(JsonObjectReader o, String key, java.util.function.Supplier<T> parser) {
            try {
                return Optional.of(parser.get());
            } catch (IllegalArgumentException e) {
                o.problemAt(key, e.getMessage());
                return Optional.empty();
            }
        }
    }

    private static boolean isInteger(JsonValue v) {
        if (!(v instanceof JsonValue.JsonNumber n)) {
            return false;
        }
        try {
            n.value().intValueExact();
            return true;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    private static int intValue(JsonValue v) {
        return ((JsonValue.JsonNumber) v).value().intValueExact();
    }

    private static boolean inRange(int v, int min, int max) {
        return v >= min && v <= max;
    }
}
