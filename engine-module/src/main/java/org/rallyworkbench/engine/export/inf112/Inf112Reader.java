package org.rallyworkbench.engine.export.inf112;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rallyworkbench.engine.export.clients.ClientImport;
import org.rallyworkbench.engine.export.clients.Loss;
import org.rallyworkbench.engine.export.clients.Problems;
import org.rallyworkbench.engine.export.clients.WallPlacement;
import org.rallyworkbench.engine.export.tiled.LayerDataDecoder;
import org.rallyworkbench.engine.export.tiled.SecureXmlReader;
import org.rallyworkbench.engine.export.tiled.XmlElement;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.xml.FormatException;

/**
 * Reads an INF112 map the way Unsinkable-II's {@code Board} does: layers by name, ids without flip bits, walls
 * from the Wall, LaserWall and Pusher layers, lasers from laser walls only, every start facing north. Ids it
 * does not know, beam pictures and anything on the Player layer are listed as not placed.
 */
final class Inf112Reader {

    /** Flip bits of a TMX gid; Unsinkable-II reads the tile id without them. */
    private static final long FLIP_BITS = 0xF0000000L;

    private final String text;
    private final Problems problems;
    private final List<Loss> notes = new ArrayList<>();
    private Board.Builder builder;
    private final Map<Position, String> floorFrom = new HashMap<>();

    Inf112Reader(String text, String file) {
        this.text = text;
        this.problems = new Problems(file);
    }

    ClientImport read(String name) throws FormatException {
        XmlElement map;
        try {
            map = SecureXmlReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        } catch (SecureXmlReader.XmlSyntaxException e) {
            throw problems.fail(e.line(), e.column(), e.getMessage());
        } catch (IOException e) {
            throw problems.fail(0, 0, "cannot read: " + e.getMessage());
        }
        if (map == null || !map.name().equals("map")) {
            throw problems.fail(map == null ? 1 : map.line(), map == null ? 1 : map.column(),
                    "not a Tiled map: the root element is not <map>");
        }
        int width = size(map, "width");
        int height = size(map, "height");
        checkTileset(map);
        problems.throwIfAny();
        builder = Board.builder(name, width, height);
        Map<String, long[]> layers = new HashMap<>();
        for (String layer : Inf112Tiles.LAYERS) {
            Optional<XmlElement> e = map.children("layer").stream()
                    .filter(l -> layer.equals(l.attribute("name").orElse(""))).findFirst();
            if (e.isEmpty()) {
                problems.add(map.line(), map.column(), "no layer named '" + layer + "': Unsinkable-II reads all of "
                        + String.join(", ", Inf112Tiles.LAYERS));
                continue;
            }
            layers.put(layer, decode(e.get(), width, height));
        }
        problems.throwIfAny();
        for (String layer : Inf112Tiles.LAYERS) {
            long[] ids = layers.get(layer);
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    int id = (int) (ids[y * width + x] & ~FLIP_BITS);
                    if (id != 0) {
                        cell(layer, x, y, id);
                    }
                }
            }
        }
        problems.throwIfAny();
        return new ClientImport(builder.build(), notes);
    }

    private int size(XmlElement map, String attribute) {
        String v = map.attribute(attribute).orElse("");
        try {
            int n = Integer.parseInt(v.strip());
            if (n >= 1 && n <= Board.MAX_SIZE) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.add(map.line(), map.column(), "map " + attribute + " must be 1.." + Board.MAX_SIZE + ", not '" + v + "'");
        return 1;
    }

    private void checkTileset(XmlElement map) {
        List<XmlElement> tilesets = map.children("tileset");
        if (tilesets.size() != 1 || !tilesets.get(0).attribute("source").orElse("").endsWith(Inf112Tiles.TILESET)
                || !tilesets.get(0).attribute("firstgid").orElse("").equals("1")) {
            problems.add(map.line(), map.column(), "an INF112 map uses one tileset, " + Inf112Tiles.TILESET
                    + " with firstgid 1");
        }
    }

    private long[] decode(XmlElement layer, int width, int height) {
        Optional<XmlElement> data = layer.child("data");
        if (data.isEmpty()) {
            problems.add(layer.line(), layer.column(), "layer '" + layer.attribute("name").orElse("") + "' has no <data>");
            return new long[width * height];
        }
        try {
            return LayerDataDecoder.decode(data.get(), width * height);
        } catch (IllegalArgumentException e) {
            problems.add(data.get().line(), data.get().column(), "layer '" + layer.attribute("name").orElse("")
                    + "': " + e.getMessage());
            return new long[width * height];
        }
    }

    private void cell(String layer, int x, int y, int id) {
        switch (layer) {
            case "Board" -> { }
            case "Start" -> {
                int n = Inf112Tiles.startNumber(id);
                if (n > 0) {
                    builder.start(x, y, n, Direction.N);
                } else {
                    notPlaced(x, y, layer, id, "not a start id");
                }
            }
            case "Flag" -> {
                int n = Inf112Tiles.flagNumber(id);
                if (n > 0) {
                    builder.flag(x, y, n);
                } else {
                    notPlaced(x, y, layer, id, "not a flag id");
                }
            }
            case "Hole" -> floor(x, y, FloorElement.Pit.INSTANCE, layer, id);
            case "Repair" -> floor(x, y, new FloorElement.Repair(false), layer, id);
            case "Upgrade" -> floor(x, y, new FloorElement.Repair(true), layer, id);
            case "Gear" -> {
                if (id == Inf112Tiles.GEAR_RIGHT || id == Inf112Tiles.GEAR_LEFT) {
                    floor(x, y, new FloorElement.Gear(id == Inf112Tiles.GEAR_RIGHT ? Rotation.CW : Rotation.CCW),
                            layer, id);
                } else {
                    notPlaced(x, y, layer, id, "not a gear id");
                }
            }
            case "Conveyor" -> {
                Optional<Inf112Tiles.Belt> belt = Inf112Tiles.belt(id);
                if (belt.isPresent()) {
                    floor(x, y, new FloorElement.Conveyor(belt.get().exit(), belt.get().fast()), layer, id);
                } else {
                    notPlaced(x, y, layer, id, "not a belt id");
                }
            }
            case "LaserWall" -> {
                walls(x, y, layer, id);
                Inf112Tiles.laserWall(id).ifPresent(l ->
                        builder.laser(x, y, Direction.values()[l[0]].opposite(), l[1]));
            }
            case "Pusher" -> {
                Optional<int[]> u = Inf112Tiles.pusher(id);
                if (u.isPresent()) {
                    Direction push = Direction.values()[u.get()[0]];
                    builder.pusher(x, y, push.opposite(), u.get()[1] == 1 ? WallPlacement.ODD : WallPlacement.EVEN);
                } else {
                    walls(x, y, layer, id);
                }
            }
            case "Wall" -> walls(x, y, layer, id);
            case "Laser", "LaserDouble" -> notPlaced(x, y, layer, id, Inf112Tiles.BEAMS.contains(id)
                    ? "a beam picture: Unsinkable-II draws beams when lasers fire, our lasers are their emitters"
                    : "not a beam id");
            default -> notPlaced(x, y, layer, id, "the Player layer holds robots at play time");
        }
    }

    private void walls(int x, int y, String layer, int id) {
        var sides = Inf112Tiles.wallSides(id);
        if (sides.isEmpty()) {
            notPlaced(x, y, layer, id, "Unsinkable-II neither blocks nor fires there");
        }
        sides.forEach(side -> builder.wall(x, y, side));
    }

    private void floor(int x, int y, FloorElement e, String layer, int id) {
        Position p = new Position(x, y);
        String earlier = floorFrom.putIfAbsent(p, layer);
        if (earlier != null) {
            notPlaced(x, y, layer, id, "our tiles hold one floor element, and this one already has the " + earlier
                    + " layer's");
            return;
        }
        builder.floor(p, e);
    }

    private void notPlaced(int x, int y, String layer, int id, String why) {
        notes.add(Loss.lost(x, y, "gid" + id + " on layer " + layer, "not placed: " + why));
    }
}
