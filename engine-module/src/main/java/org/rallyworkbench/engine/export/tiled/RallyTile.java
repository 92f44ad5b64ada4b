package org.rallyworkbench.engine.export.tiled;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.rallyworkbench.engine.model.Direction;

/**
 * The tiles of the project's tileset, in tile-id order. Each tile says what it is in its
 * properties ({@code kind} and the kind's own ones); directions are those of the tile as drawn, pointing
 * north, and a placed tile turns them with Tiled's rotation flags. docs/formats/tiled.md lists them.
 * Flags and starts numbered above {@value #NUMBERED} get their tiles from a map's {@link NumberedTileset}.
 */
final class RallyTile {

    /** Flags and starts numbered 1..{@value} have a tile of their own in this tileset, so Tiled shows their numbers. */
    public static final int NUMBERED = 16;

    private static final List<RallyTile> ALL = new ArrayList<>();

    public static final RallyTile FLOOR = tile("floor", TiledLayer.FLOOR, "kind", "floor");
    public static final RallyTile PIT = tile("pit", TiledLayer.PIT, "kind", "pit");
    public static final RallyTile CONVEYOR = conveyor("conveyor", false, "none");
    public static final RallyTile CONVEYOR_CURVE_LEFT = conveyor("conveyor-curve-left", false, "left");
    public static final RallyTile CONVEYOR_CURVE_RIGHT = conveyor("conveyor-curve-right", false, "right");
    public static final RallyTile EXPRESS = conveyor("express", true, "none");
    public static final RallyTile EXPRESS_CURVE_LEFT = conveyor("express-curve-left", true, "left");
    public static final RallyTile EXPRESS_CURVE_RIGHT = conveyor("express-curve-right", true, "right");
    public static final RallyTile GEAR_CW = tile("gear-cw", TiledLayer.GEAR, "kind", "gear", "rotation", "cw");
    public static final RallyTile GEAR_CCW = tile("gear-ccw", TiledLayer.GEAR, "kind", "gear", "rotation", "ccw");
    public static final RallyTile REPAIR = tile("repair", TiledLayer.REPAIR, "kind", "repair", "double", "false");
    public static final RallyTile DOUBLE_REPAIR = tile("double-repair", TiledLayer.REPAIR,
            "kind", "repair", "double", "true");
    public static final RallyTile CRUSHER = tile("crusher", TiledLayer.CRUSHER, "kind", "crusher");
    public static final RallyTile WALL = tile("wall", TiledLayer.WALL, "kind", "wall", "sides", "N");
    public static final RallyTile WALL_CORNER = tile("wall-corner", TiledLayer.WALL, "kind", "wall", "sides", "N E");
    public static final RallyTile WALL_OPPOSITE = tile("wall-opposite", TiledLayer.WALL,
            "kind", "wall", "sides", "N S");
    public static final RallyTile WALL_THREE = tile("wall-three", TiledLayer.WALL, "kind", "wall", "sides", "N E S");
    public static final RallyTile WALL_FOUR = tile("wall-four", TiledLayer.WALL, "kind", "wall", "sides", "N E S W");
    public static final RallyTile LASER = tile("laser", TiledLayer.LASER, "kind", "laser", "dir", "N");
    /** A flag without a number of its own: the number comes from its object (any number, hand-drawn maps). */
    public static final RallyTile FLAG = tile("flag", TiledLayer.FLAG, "kind", "flag");
    /** A start without a number of its own: the number comes from its object. */
    public static final RallyTile START = tile("start", TiledLayer.START, "kind", "start", "facing", "N");
    public static final RallyTile PUSHER = tile("pusher", TiledLayer.PUSHER, "kind", "pusher", "side", "N");
    private static final List<RallyTile> NUMBERED_FLAGS = numberedFlags();
    private static final List<RallyTile> NUMBERED_STARTS = numberedStarts();

    private final int id;
    private final String tileName;
    private final TiledLayer layer;
    private final Map<String, String> properties;

    private RallyTile(int id, String tileName, TiledLayer layer, String... keyValues) {
        this.id = id;
        this.tileName = tileName;
        this.layer = layer;
        Map<String, String> p = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            p.put(keyValues[i], keyValues[i + 1]);
        }
        this.properties = Collections.unmodifiableMap(p);
    }

    private static RallyTile tile(String tileName, TiledLayer layer, String... keyValues) {
        return register(new RallyTile(ALL.size(), tileName, layer, keyValues));
    }

    /** A belt pointing north, on its layer (express or not); {@code curve}: none, left or right. */
    private static RallyTile conveyor(String tileName, boolean express, String curve) {
        return tile(tileName, express ? TiledLayer.EXPRESS_CONVEYOR : TiledLayer.CONVEYOR,
                "kind", "conveyor", "dir", "N", "express", String.valueOf(express), "curve", curve);
    }

    private static RallyTile register(RallyTile t) {
        ALL.add(t);
        return t;
    }

    /** The tile of a flag showing {@code number}, as tile {@code id} of its tileset. */
    static RallyTile numberedFlag(int id, int number) {
        return new RallyTile(id, "flag-" + number, TiledLayer.FLAG, "kind", "flag", "number", Integer.toString(number));
    }

    /** The tile of a start showing {@code number}, drawn facing {@code facing}, as tile {@code id} of its tileset. */
    static RallyTile numberedStart(int id, int number, Direction facing) {
        return new RallyTile(id, "start-" + number + "-" + facing, TiledLayer.START,
                "kind", "start", "facing", facing.toString(), "number", Integer.toString(number));
    }

    private static List<RallyTile> numberedFlags() {
        List<RallyTile> tiles = new ArrayList<>();
        for (int n = 1; n <= NUMBERED; n++) {
            tiles.add(register(numberedFlag(ALL.size(), n)));
        }
        return List.copyOf(tiles);
    }

    /**
     * Numbered starts come drawn in each facing, so that their numbers stay upright as on the board; they are
     * placed without rotation flags (a rotated one still works: the flags turn its {@code facing}).
     */
    private static List<RallyTile> numberedStarts() {
        List<RallyTile> tiles = new ArrayList<>();
        for (int n = 1; n <= NUMBERED; n++) {
            for (Direction d : Direction.values()) {
                tiles.add(register(numberedStart(ALL.size(), n, d)));
            }
        }
        return List.copyOf(tiles);
    }

    /** Every tile of the tileset, in id order. */
    public static List<RallyTile> values() {
        return Collections.unmodifiableList(ALL);
    }

    /** Whether flags and starts numbered {@code number} have their tiles in this tileset. */
    public static boolean hasNumbered(int number) {
        return number >= 1 && number <= NUMBERED;
    }

    /** The tile of flag {@code number}, 1..{@value #NUMBERED}. */
    public static RallyTile flag(int number) {
        checkNumbered(number);
        return NUMBERED_FLAGS.get(number - 1);
    }

    /**
     * The tile of start {@code number} (1..{@value #NUMBERED}) drawn facing {@code facing}: placed without
     * rotation flags, its number stays upright.
     */
    public static RallyTile start(int number, Direction facing) {
        checkNumbered(number);
        return NUMBERED_STARTS.get((number - 1) * 4 + facing.ordinal());
    }

    private static void checkNumbered(int number) {
        if (!hasNumbered(number)) {
            throw new IllegalArgumentException("numbered tiles are 1.." + NUMBERED + ", not " + number);
        }
    }

    public int id() {
        return id;
    }

    /** The tile's name in the tileset, e.g. {@code conveyor-curve-left}. */
    public String tileName() {
        return tileName;
    }

    public TiledLayer layer() {
        return layer;
    }

    public Map<String, String> properties() {
        return properties;
    }

    /** The number a numbered flag or start tile shows. */
    public Optional<Integer> number() {
        return Optional.ofNullable(properties.get("number")).map(Integer::valueOf);
    }

    @Override
    public String toString() {
        return tileName;
    }

    /** The wall sides of a wall tile as drawn. */
    public Set<Direction> wallSides() {
        return parseSides(properties.getOrDefault("sides", ""));
    }

    /** Parses a blank-separated list of sides such as {@code "N E"}. */
    public static Set<Direction> parseSides(String text) {
        Set<Direction> sides = EnumSet.noneOf(Direction.class);
        for (String s : text.trim().split("\\s+")) {
            if (!s.isEmpty()) {
                sides.add(Direction.parse(s));
            }
        }
        return sides;
    }

    /** A wall tile and the rotation that draw exactly {@code sides} (not empty). */
    public static Optional<Placement> wallsFor(Set<Direction> sides) {
        for (RallyTile t : List.of(WALL, WALL_CORNER, WALL_OPPOSITE, WALL_THREE, WALL_FOUR)) {
            for (Direction d : Direction.values()) {
                TileTransform rotation = TileTransform.rotationFromNorth(d);
                List<Direction> turned = new ArrayList<>();
                t.wallSides().forEach(s -> turned.add(rotation.apply(s)));
                if (turned.size() == sides.size() && sides.containsAll(turned)) {
                    return Optional.of(new Placement(t, rotation));
                }
            }
        }
        return Optional.empty();
    }

    /** A tile as placed on a map cell: which tile, turned how. */
    public record Placement(RallyTile tile, TileTransform transform) {
        public long gid(int firstGid) {
            return (firstGid + tile.id()) | transform.bits();
        }
    }
}
