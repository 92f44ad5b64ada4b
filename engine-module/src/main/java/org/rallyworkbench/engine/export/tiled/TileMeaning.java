package org.rallyworkbench.engine.export.tiled;

import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Rotation;

/**
 * What a placed tile means, read from its tileset properties ({@code kind} and the kind's own ones) turned by
 * the cell's rotation and flip flags. The tile ids do not matter, so any tileset with the documented
 * properties works.
 */
sealed interface TileMeaning {

    /** The layer kind a tile of this meaning belongs on. */
    TiledLayer layer();

    /** The kind as written in messages. */
    String kind();

    record Floor() implements TileMeaning {
        public TiledLayer layer() { return TiledLayer.FLOOR; }
        public String kind() { return "floor"; }
    }

    record Pit() implements TileMeaning {
        public TiledLayer layer() { return TiledLayer.PIT; }
        public String kind() { return "pit"; }
    }

    record Conveyor(Direction dir, boolean express) implements TileMeaning {
        public TiledLayer layer() { return express ? TiledLayer.EXPRESS_CONVEYOR : TiledLayer.CONVEYOR; }
        public String kind() { return express ? "express conveyor" : "conveyor"; }
    }

    record Gear(Rotation rotation) implements TileMeaning {
        public TiledLayer layer() { return TiledLayer.GEAR; }
        public String kind() { return "gear"; }
    }

    record Repair(boolean isDouble) implements TileMeaning {
        public TiledLayer layer() { return TiledLayer.REPAIR; }
        public String kind() { return "repair"; }
    }

    record Crusher() implements TileMeaning {
        public TiledLayer layer() { return TiledLayer.CRUSHER; }
        public String kind() { return "crusher"; }
    }

    record Walls(Set<Direction> sides) implements TileMeaning {
        public TiledLayer layer() { return TiledLayer.WALL; }
        public String kind() { return "wall"; }
    }

    record Laser(Direction dir) implements TileMeaning {
        public TiledLayer layer() { return TiledLayer.LASER; }
        public String kind() { return "laser"; }
    }

    /** {@code number}: the number the tile shows, if it is a numbered one. */
    record Flag(Optional<Integer> number) implements TileMeaning {
        public TiledLayer layer() { return TiledLayer.FLAG; }
        public String kind() { return "flag"; }
    }

    record Start(Direction facing, Optional<Integer> number) implements TileMeaning {
        public TiledLayer layer() { return TiledLayer.START; }
        public String kind() { return "start"; }
    }

    record Pusher(Direction side) implements TileMeaning {
        public TiledLayer layer() { return TiledLayer.PUSHER; }
        public String kind() { return "pusher"; }
    }

    /** The meaning of {@code tile} placed with {@code t}; throws with a message for the user if it has none. */
    static TileMeaning of(TileInfo tile, TileTransform t) {
        Map<String, String> p = tile.properties();
        String kind = p.get("kind");
        if (kind == null) {
            throw new IllegalArgumentException(tile.describe() + " has no 'kind' property");
        }
        try {
            return switch (kind) {
                case "floor" -> new Floor();
                case "pit" -> new Pit();
                case "conveyor" -> new Conveyor(t.apply(direction(p, "dir", tile)), bool(p, "express", tile));
                case "gear" -> {
                    Rotation r = Rotation.parse(required(p, "rotation", tile));
                    yield new Gear(t.mirrors() ? r.reversed() : r);
                }
                case "repair" -> new Repair(bool(p, "double", tile));
                case "crusher" -> new Crusher();
                case "wall" -> {
                    Set<Direction> sides = EnumSet.noneOf(Direction.class);
                    RallyTile.parseSides(required(p, "sides", tile)).forEach(s -> sides.add(t.apply(s)));
                    yield new Walls(sides);
                }
                case "laser" -> new Laser(t.apply(direction(p, "dir", tile)));
                case "flag" -> new Flag(number(p, tile));
                case "start" -> new Start(t.apply(direction(p, "facing", tile)), number(p, tile));
                case "pusher" -> new Pusher(t.apply(direction(p, "side", tile)));
                default -> throw new IllegalArgumentException(tile.describe() + " has unknown kind '" + kind + "'");
            };
        } catch (IllegalArgumentException e) {
            if (e.getMessage().startsWith(tile.describe())) {
                throw e;
            }
            throw new IllegalArgumentException(tile.describe() + ": " + e.getMessage(), e);
        }
    }

    private static String required(Map<String, String> p, String name, TileInfo tile) {
        String v = p.get(name);
        if (v == null) {
            throw new IllegalArgumentException(tile.describe() + " (kind " + p.get("kind") + ") has no '" + name
                    + "' property");
        }
        return v.strip();
    }

    private static Direction direction(Map<String, String> p, String name, TileInfo tile) {
        return Direction.parse(required(p, name, tile));
    }

    private static Optional<Integer> number(Map<String, String> p, TileInfo tile) {
        String v = p.get("number");
        if (v == null) {
            return Optional.empty();
        }
        try {
            int n = Integer.parseInt(v.strip());
            if (n >= 1) {
                return Optional.of(n);
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(tile.describe() + ": property 'number' must be an integer 1 or more, not '"
                + v + "'");
    }

    private static boolean bool(Map<String, String> p, String name, TileInfo tile) {
        String v = p.getOrDefault(name, "false").strip();
        if (!v.equals("true") && !v.equals("false")) {
            throw new IllegalArgumentException(tile.describe() + ": property '" + name + "' must be true or false");
        }
        return Boolean.parseBoolean(v);
    }
}
