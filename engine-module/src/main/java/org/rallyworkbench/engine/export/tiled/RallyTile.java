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
 * The tiles of the project's tileset, in tile-id order (id = ordinal). Each tile says what it is in its
 * properties ({@code kind} and the kind's own ones); directions are those of the tile as drawn, pointing
 * north, and a placed tile turns them with Tiled's rotation flags. docs/formats/tiled.md lists them.
 */
public enum RallyTile {
    FLOOR(TiledLayer.FLOOR, "kind", "floor"),
    PIT(TiledLayer.PIT, "kind", "pit"),
    CONVEYOR(TiledLayer.CONVEYOR, "kind", "conveyor", "dir", "N", "express", "false", "curve", "none"),
    CONVEYOR_CURVE_LEFT(TiledLayer.CONVEYOR, "kind", "conveyor", "dir", "N", "express", "false", "curve", "left"),
    CONVEYOR_CURVE_RIGHT(TiledLayer.CONVEYOR, "kind", "conveyor", "dir", "N", "express", "false", "curve", "right"),
    EXPRESS(TiledLayer.EXPRESS_CONVEYOR, "kind", "conveyor", "dir", "N", "express", "true", "curve", "none"),
    EXPRESS_CURVE_LEFT(TiledLayer.EXPRESS_CONVEYOR, "kind", "conveyor", "dir", "N", "express", "true",
            "curve", "left"),
    EXPRESS_CURVE_RIGHT(TiledLayer.EXPRESS_CONVEYOR, "kind", "conveyor", "dir", "N", "express", "true",
            "curve", "right"),
    GEAR_CW(TiledLayer.GEAR, "kind", "gear", "rotation", "cw"),
    GEAR_CCW(TiledLayer.GEAR, "kind", "gear", "rotation", "ccw"),
    REPAIR(TiledLayer.REPAIR, "kind", "repair", "double", "false"),
    DOUBLE_REPAIR(TiledLayer.REPAIR, "kind", "repair", "double", "true"),
    CRUSHER(TiledLayer.CRUSHER, "kind", "crusher"),
    WALL(TiledLayer.WALL, "kind", "wall", "sides", "N"),
    WALL_CORNER(TiledLayer.WALL, "kind", "wall", "sides", "N E"),
    WALL_OPPOSITE(TiledLayer.WALL, "kind", "wall", "sides", "N S"),
    WALL_THREE(TiledLayer.WALL, "kind", "wall", "sides", "N E S"),
    WALL_FOUR(TiledLayer.WALL, "kind", "wall", "sides", "N E S W"),
    LASER(TiledLayer.LASER, "kind", "laser", "dir", "N"),
    FLAG(TiledLayer.FLAG, "kind", "flag"),
    START(TiledLayer.START, "kind", "start", "facing", "N"),
    PUSHER(TiledLayer.PUSHER, "kind", "pusher", "side", "N");

    private final TiledLayer layer;
    private final Map<String, String> properties;

    RallyTile(TiledLayer layer, String... keyValues) {
        this.layer = layer;
        Map<String, String> p = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            p.put(keyValues[i], keyValues[i + 1]);
        }
        this.properties = Collections.unmodifiableMap(p);
    }

    public int id() {
        return ordinal();
    }

    /** The tile's name in the tileset, e.g. {@code conveyor-curve-left}. */
    public String tileName() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    public TiledLayer layer() {
        return layer;
    }

    public Map<String, String> properties() {
        return properties;
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
