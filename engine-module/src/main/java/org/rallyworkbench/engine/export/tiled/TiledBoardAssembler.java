package org.rallyworkbench.engine.export.tiled;

import org.rallyworkbench.engine.model.ProblemCollector;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rallyworkbench.engine.export.tiled.TiledContent.MapObject;
import org.rallyworkbench.engine.export.tiled.TiledContent.PlacedTile;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;

/**
 * Makes a board of a Tiled map's tiles and objects under the convention of docs/formats/tiled.md: tile layers
 * give positions and directions (and numbers, on numbered flag and start tiles of any tileset), objects give
 * numbers, beams and registers, and the two must agree. Lasers and
 * pushers keep the order of their objects (so a map this project wrote reads back exactly); laser tiles
 * without an object are one-beam lasers. Every disagreement is reported, naming the layer, x and y.
 */
final class TiledBoardAssembler {

    private final Board.Builder builder;
    private final ProblemCollector problems;
    private final Map<Position, FloorElement> floor = new HashMap<>();
    private final Map<Position, PlacedTile> floorTiles = new HashMap<>();

    TiledBoardAssembler(Board.Builder builder, ProblemCollector problems) {
        this.builder = builder;
        this.problems = problems;
    }

    Board assemble(List<PlacedTile> tiles, List<MapObject> objects) {
        Map<String, List<MapObject>> byType = new LinkedHashMap<>();
        for (MapObject o : objects) {
            switch (o.type()) {
                case "flag", "start", "laser", "pusher", "crusher" ->
                        byType.computeIfAbsent(o.type(), t -> new ArrayList<>()).add(o);
                default -> problem(o, "unknown object type '" + o.type()
                        + "' (expected flag, start, laser, pusher or crusher)");
            }
        }
        for (PlacedTile t : tiles) {
            floorAndWalls(t);
        }
        flags(only(tiles, TiledLayer.FLAG), byType.getOrDefault("flag", List.of()));
        starts(only(tiles, TiledLayer.START), byType.getOrDefault("start", List.of()));
        lasers(only(tiles, TiledLayer.LASER), byType.getOrDefault("laser", List.of()));
        pushers(only(tiles, TiledLayer.PUSHER), byType.getOrDefault("pusher", List.of()));
        crushers(byType.getOrDefault("crusher", List.of()));
        floor.forEach(builder::floor);
        return builder.build();
    }

    private void floorAndWalls(PlacedTile t) {
        TileMeaning m = t.meaning();
        FloorElement e = null;
        if (m instanceof TileMeaning.Pit) {
            e = FloorElement.Pit.INSTANCE;
        } else if (m instanceof TileMeaning.Conveyor c) {
            e = new FloorElement.Conveyor(c.dir(), c.express());
        } else if (m instanceof TileMeaning.Gear g) {
            e = new FloorElement.Gear(g.rotation());
        } else if (m instanceof TileMeaning.Repair r) {
            e = new FloorElement.Repair(r.isDouble());
        } else if (m instanceof TileMeaning.Crusher) {
            e = new FloorElement.Crusher(Registers.NONE); // registers come from its object
        } else if (m instanceof TileMeaning.Walls w) {
            w.sides().forEach(side -> builder.wall(t.cell(), side));
        }
        if (e != null) {
            PlacedTile before = floorTiles.putIfAbsent(t.cell(), t);
            if (before != null) {
                problem(t, "the tile already has a " + before.meaning().kind() + " on layer '" + before.layerName()
                        + "'; a tile holds one of pit, conveyor, gear, repair and crusher");
            } else {
                floor.put(t.cell(), e);
            }
        }
    }

    private void flags(List<PlacedTile> tiles, List<MapObject> objects) {
        Map<Position, PlacedTile> unclaimed = byCell(tiles);
        for (MapObject o : objects) {
            Optional<PlacedTile> tile = claim(unclaimed, o, "Flag");
            Optional<Integer> number = number(o, tile.flatMap(t -> ((TileMeaning.Flag) t.meaning()).number()));
            if (tile.isPresent() && number.isPresent()) {
                builder.flag(o.cell(), number.get());
            }
        }
        for (PlacedTile t : unclaimed.values()) {
            Optional<Integer> number = ((TileMeaning.Flag) t.meaning()).number();
            if (number.isPresent()) {
                builder.flag(t.cell(), number.get());
            } else {
                problem(t, "the flag has no number: use a numbered flag tile, or put a 'flag' object with an int "
                        + "property 'number' on this tile");
            }
        }
    }

    private void starts(List<PlacedTile> tiles, List<MapObject> objects) {
        Map<Position, PlacedTile> unclaimed = byCell(tiles);
        for (MapObject o : objects) {
            Optional<PlacedTile> tile = claim(unclaimed, o, "Start");
            Optional<Integer> number = number(o, tile.flatMap(t -> ((TileMeaning.Start) t.meaning()).number()));
            if (tile.isEmpty() || number.isEmpty()) {
                continue;
            }
            Direction facing = ((TileMeaning.Start) tile.get().meaning()).facing();
            Optional<Direction> declared = direction(o, "facing", false);
            if (declared.isPresent() && declared.get() != facing) {
                problem(o, "the object says facing " + declared.get() + " but the tile on layer '"
                        + tile.get().layerName() + "' faces " + facing);
                continue;
            }
            builder.start(o.cell(), number.get(), facing);
        }
        for (PlacedTile t : unclaimed.values()) {
            TileMeaning.Start start = (TileMeaning.Start) t.meaning();
            if (start.number().isPresent()) {
                builder.start(t.cell(), start.number().get(), start.facing());
            } else {
                problem(t, "the start has no number: use a numbered start tile, or put a 'start' object with an "
                        + "int property 'number' on this tile");
            }
        }
    }

    private void lasers(List<PlacedTile> tiles, List<MapObject> objects) {
        List<PlacedTile> unclaimed = new ArrayList<>(tiles);
        for (MapObject o : objects) {
            Optional<PlacedTile> tile = claimDirected(unclaimed, o, "dir", "Laser",
                    t -> ((TileMeaning.Laser) t.meaning()).dir());
            Optional<Integer> beams = integer(o, "beams", 1);
            if (beams.isPresent() && (beams.get() < 1 || beams.get() > 3)) {
                problem(o, "beams must be 1..3, not " + beams.get());
                continue;
            }
            if (tile.isPresent() && beams.isPresent()) {
                builder.laser(o.cell(), ((TileMeaning.Laser) tile.get().meaning()).dir(), beams.get());
            }
        }
        for (PlacedTile t : unclaimed) {
            builder.laser(t.cell(), ((TileMeaning.Laser) t.meaning()).dir(), 1);
        }
    }

    private void pushers(List<PlacedTile> tiles, List<MapObject> objects) {
        List<PlacedTile> unclaimed = new ArrayList<>(tiles);
        for (MapObject o : objects) {
            Optional<PlacedTile> tile = claimDirected(unclaimed, o, "side", "Pusher",
                    t -> ((TileMeaning.Pusher) t.meaning()).side());
            Optional<Registers> registers = registers(o);
            if (tile.isPresent() && registers.isPresent()) {
                builder.pusher(o.cell(), ((TileMeaning.Pusher) tile.get().meaning()).side(), registers.get());
            }
        }
        unclaimed.forEach(t -> problem(t, "the pusher has no registers: put a 'pusher' object with a property "
                + "'registers' (such as \"1 3 5\") on this tile"));
    }

    private void crushers(List<MapObject> objects) {
        Map<Position, PlacedTile> unclaimed = new HashMap<>();
        floorTiles.forEach((p, t) -> {
            if (t.meaning() instanceof TileMeaning.Crusher) {
                unclaimed.put(p, t);
            }
        });
        for (MapObject o : objects) {
            Optional<PlacedTile> tile = claim(unclaimed, o, "Crusher");
            Optional<Registers> registers = registers(o);
            if (tile.isPresent() && registers.isPresent()) {
                floor.put(o.cell(), new FloorElement.Crusher(registers.get()));
            }
        }
        unclaimed.values().forEach(t -> problem(t, "the crusher has no registers: put a 'crusher' object with a "
                + "property 'registers' (such as \"2 4\") on this tile"));
    }

    /** Takes the tile under {@code o} from {@code unclaimed}, or reports that there is none. */
    private Optional<PlacedTile> claim(Map<Position, PlacedTile> unclaimed, MapObject o, String layer) {
        PlacedTile t = unclaimed.remove(o.cell());
        if (t == null) {
            problem(o, "there is no unclaimed tile under the object on layer '" + layer + "'");
        }
        return Optional.ofNullable(t);
    }

    /** Like {@link #claim}, for kinds with a direction; the object's direction property picks among tiles. */
    private Optional<PlacedTile> claimDirected(List<PlacedTile> unclaimed, MapObject o, String property,
            String layer, java.util.function.Function<PlacedTile, Direction> directionOf) {
        Optional<Direction> declared = direction(o, property, false);
        if (o.properties().containsKey(property) && declared.isEmpty()) {
            return Optional.empty();
        }
        List<PlacedTile> here = unclaimed.stream().filter(t -> t.cell().equals(o.cell())).toList();
        Optional<PlacedTile> match = declared.isPresent()
                ? here.stream().filter(t -> directionOf.apply(t) == declared.get()).findFirst()
                : here.size() == 1 ? Optional.of(here.get(0)) : Optional.empty();
        if (match.isEmpty()) {
            problem(o, here.isEmpty() ? "there is no unclaimed tile under the object on layer '" + layer + "'"
                    : declared.isPresent() ? "no tile on layer '" + layer + "' here points " + declared.get()
                    : "several tiles on layers '" + layer + "' here; say which with property '" + property + "'");
            return Optional.empty();
        }
        unclaimed.remove(match.get());
        return match;
    }

    /**
     * The number of a flag or start object: its property {@code number}, else the number its numbered tile
     * shows. Where both are there they must agree.
     */
    private Optional<Integer> number(MapObject o, Optional<Integer> onTile) {
        if (!o.properties().containsKey("number") && onTile.isPresent()) {
            return onTile;
        }
        Optional<Integer> n = integer(o, "number", null);
        if (n.isPresent() && n.get() < 1) {
            problem(o, "number must be 1 or more, not " + n.get());
            return Optional.empty();
        }
        if (n.isPresent() && onTile.isPresent() && !n.equals(onTile)) {
            problem(o, "the object says number " + n.get() + " but its tile shows " + onTile.get());
            return Optional.empty();
        }
        return n;
    }

    private Optional<Integer> integer(MapObject o, String name, Integer defaultValue) {
        String v = o.properties().get(name);
        if (v == null) {
            if (defaultValue == null) {
                problem(o, "missing property '" + name + "'");
            }
            return Optional.ofNullable(defaultValue);
        }
        try {
            return Optional.of(Integer.parseInt(v.strip()));
        } catch (NumberFormatException e) {
            problem(o, "property '" + name + "' must be an integer, not '" + v + "'");
            return Optional.empty();
        }
    }

    private Optional<Direction> direction(MapObject o, String name, boolean required) {
        String v = o.properties().get(name);
        if (v == null) {
            if (required) {
                problem(o, "missing property '" + name + "'");
            }
            return Optional.empty();
        }
        try {
            return Optional.of(Direction.parse(v.strip()));
        } catch (IllegalArgumentException e) {
            problem(o, "property '" + name + "': " + e.getMessage());
            return Optional.empty();
        }
    }

    private Optional<Registers> registers(MapObject o) {
        String v = o.properties().get("registers");
        if (v == null) {
            problem(o, "missing property 'registers' (register numbers 1..5, such as \"1 3 5\")");
            return Optional.empty();
        }
        try {
            return Optional.of(Registers.parse(v.replace(',', ' ')));
        } catch (IllegalArgumentException e) {
            problem(o, "property 'registers': " + e.getMessage());
            return Optional.empty();
        }
    }

    private Map<Position, PlacedTile> byCell(List<PlacedTile> tiles) {
        Map<Position, PlacedTile> result = new LinkedHashMap<>();
        for (PlacedTile t : tiles) {
            PlacedTile before = result.putIfAbsent(t.cell(), t);
            if (before != null) {
                problem(t, "a second " + t.meaning().kind() + " on this tile (also on layer '" + before.layerName()
                        + "')");
            }
        }
        return result;
    }

    private static List<PlacedTile> only(List<PlacedTile> tiles, TiledLayer layer) {
        return tiles.stream().filter(t -> t.layer() == layer).toList();
    }

    private void problem(PlacedTile t, String message) {
        problems.add(t.line(), t.column(), t.where() + ": " + message);
    }

    private void problem(MapObject o, String message) {
        problems.add(o.line(), o.column(), o.where() + ": " + message);
    }
}
