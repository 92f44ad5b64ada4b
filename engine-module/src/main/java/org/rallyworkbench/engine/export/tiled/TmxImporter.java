package org.rallyworkbench.engine.export.tiled;

import org.rallyworkbench.engine.export.ImportException;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ProblemCollector;
import org.rallyworkbench.engine.model.ReadResult;
import java.io.IOException;
import org.rallyworkbench.engine.io.InputFiles;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rallyworkbench.engine.export.tiled.TiledContent.MapObject;
import org.rallyworkbench.engine.export.tiled.TiledContent.PlacedTile;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/**
 * Reads a Tiled map (TMX) into a board: maps this project wrote, losslessly, and maps drawn by hand with the
 * layers and tile properties of docs/formats/tiled.md. XML is parsed securely (no DTD, no external entities);
 * every problem is collected and reported as {@code FILE:LINE:COLUMN: layer 'L', x X, y Y: message}.
 */
public final class TmxImporter {

    /** Layers (all kinds, in groups too) and tilesets a map may have: the convention uses a handful. */
    static final int MAX_LAYERS = 64;
    static final int MAX_TILESETS = 64;
    static final int MAX_OBJECTS = 4 * 256 * 256;

    private final List<Path> filesRead = new ArrayList<>();

    /** The map and every tileset file the last read opened (a command must not write over them). */
    public List<Path> filesRead() {
        return List.copyOf(filesRead);
    }

    /** The board of {@code tmxFile}, or every problem with it (a missing or unreadable file included). */
    public ReadResult<Board> load(Path tmxFile) {
        try {
            return result(tmxFile);
        } catch (NoSuchFileException e) {
            return ReadResult.failed(new Problem(tmxFile.toString(), 0, 0, "no such file"));
        } catch (IOException e) {
            return ReadResult.failed(new Problem(tmxFile.toString(), 0, 0, "cannot read the file: " + e.getMessage()));
        }
    }

    public Board read(Path tmxFile) throws IOException, ImportException {
        return result(tmxFile).orElseThrow(ImportException::new);
    }

    private ReadResult<Board> result(Path tmxFile) throws IOException {
        filesRead.clear();
        filesRead.add(tmxFile);
        ProblemCollector problems = new ProblemCollector(tmxFile.toString());
        Optional<XmlElement> parsed = parse(tmxFile, problems);
        if (!problems.isEmpty()) {
            return problems.failed();
        }
        XmlElement map = parsed.orElseThrow();
        if (!map.name().equals("map")) {
            problems.add(map.line(), map.column(), "not a Tiled map: the root element is <" + map.name() + ">");
            return problems.failed();
        }
        MapGeometry geometry = geometry(map, problems);
        if (!problems.isEmpty()) {
            return problems.failed();
        }
        TilesetIndex tilesets = tilesets(map, tmxFile, problems, filesRead);
        List<PlacedTile> tiles = new ArrayList<>();
        List<MapObject> objects = new ArrayList<>();
        if (countLayers(map.children(), 0) > MAX_LAYERS) {
            problems.add(map.line(), map.column(), "the map has more than " + MAX_LAYERS + " layers; the convention"
                    + " needs one of each of " + TiledLayer.names() + " and '" + TiledLayer.OBJECTS + "'");
            return problems.failed();
        }
        readLayers(map.children(), geometry, tilesets, tiles, objects, problems);

        Map<String, String> properties = TilesetIndex.readProperties(map);
        String name = properties.getOrDefault("name", stem(tmxFile));
        Board.Builder builder = Board.builder(name, geometry.width(), geometry.height())
                .description(properties.getOrDefault("description", ""));
        Board board = new TiledBoardAssembler(builder, problems).assemble(tiles, objects);
        return problems.result(() -> board);
    }

    private record MapGeometry(int width, int height, int tileWidth, int tileHeight) {
    }

    /** Parses a regular file of at most 16 MiB; anything else is one problem at 1:1. */
    private static Optional<XmlElement> parse(Path file, ProblemCollector problems) throws IOException {
        try {
            return Optional.of(SecureXmlReader.read(InputFiles.read(file, SecureXmlReader.MAX_BYTES)));
        } catch (InputFiles.UnreadableException e) {
            problems.add(1, 1, e.reason().replace("boards and scenarios", "maps"));
            return Optional.empty();
        } catch (SecureXmlReader.XmlSyntaxException e) {
            problems.add(e.line(), e.column(), e.getMessage());
            return Optional.empty();
        }
    }

    private static MapGeometry geometry(XmlElement map, ProblemCollector problems) {
        String orientation = map.attribute("orientation").orElse("orthogonal");
        if (!orientation.equals("orthogonal")) {
            problems.add(map.line(), map.column(), "the map is " + orientation + "; boards are orthogonal maps");
        }
        if (map.attribute("infinite").orElse("0").equals("1")) {
            problems.add(map.line(), map.column(), "infinite maps are not supported; untick Map > Map Properties "
                    + "> Infinite in Tiled");
        }
        int width = intAttribute(map, "width", 1, Board.MAX_SIZE, problems);
        int height = intAttribute(map, "height", 1, Board.MAX_SIZE, problems);
        int tileWidth = intAttribute(map, "tilewidth", 1, 4096, problems);
        int tileHeight = intAttribute(map, "tileheight", 1, 4096, problems);
        return new MapGeometry(width, height, tileWidth, tileHeight);
    }

    private static int intAttribute(XmlElement e, String name, int min, int max, ProblemCollector problems) {
        String v = e.attribute(name).orElse("");
        try {
            int n = Integer.parseInt(v.strip());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        problems.add(e.line(), e.column(), "<" + e.name() + "> attribute " + name + " must be an integer "
                + min + ".." + max + ", not '" + v + "'");
        return min;
    }

    private static TilesetIndex tilesets(XmlElement map, Path tmxFile, ProblemCollector problems, List<Path> opened)
            throws IOException {
        TilesetIndex index = new TilesetIndex();
        // Each tileset file is read once, however often the map names it.
        Map<Path, Optional<XmlElement>> read = new java.util.HashMap<>();
        List<XmlElement> sets = map.children("tileset");
        if (sets.size() > MAX_TILESETS) {
            problems.add(map.line(), map.column(), "the map names " + sets.size() + " tilesets; at most "
                    + MAX_TILESETS + " are read");
            return index;
        }
        for (XmlElement ts : sets) {
            long firstGid;
            try {
                firstGid = Long.parseLong(ts.attribute("firstgid").orElse("1").strip());
            } catch (NumberFormatException e) {
                problems.add(ts.line(), ts.column(), "<tileset> firstgid must be an integer");
                continue;
            }
            Optional<String> source = ts.attribute("source");
            if (source.isEmpty()) {
                index.add(firstGid, ts);
                continue;
            }
            Optional<Path> tsx = TilesetSource.resolve(source.get(), tmxFile, ts, problems);
            if (tsx.isEmpty()) {
                continue;
            }
            if (!java.nio.file.Files.exists(tsx.get())) {
                problems.add(ts.line(), ts.column(), "tileset file '" + source.get() + "' not found (looked for "
                        + tsx.get() + ")");
                continue;
            }
            Optional<XmlElement> root = read.get(tsx.get());
            if (root == null) {
                ProblemCollector tsxProblems = new ProblemCollector(tsx.get().toString());
                root = parse(tsx.get(), tsxProblems);
                read.put(tsx.get(), root);
                opened.add(tsx.get());
                problems.addAll(tsxProblems);
            }
            root.ifPresent(r -> index.add(firstGid, r));
        }
        return index;
    }

    private static int countLayers(List<XmlElement> children, int sum) {
        int n = sum;
        for (XmlElement child : children) {
            switch (child.name()) {
                case "layer", "objectgroup", "imagelayer" -> n++;
                case "group" -> n = countLayers(child.children(), n + 1);
                default -> { }
            }
            if (n > MAX_LAYERS) {
                return n;
            }
        }
        return n;
    }

    private static void readLayers(List<XmlElement> children, MapGeometry g, TilesetIndex tilesets,
            List<PlacedTile> tiles, List<MapObject> objects, ProblemCollector problems) {
        for (XmlElement child : children) {
            String name = child.attribute("name").orElse("");
            switch (child.name()) {
                case "layer" -> tileLayer(child, name, g, tilesets, tiles, problems);
                case "objectgroup" -> {
                    if (name.equalsIgnoreCase(TiledLayer.OBJECTS)) {
                        objectLayer(child, g, objects, problems);
                    } else {
                        problems.add(child.line(), child.column(), "object layer '" + name + "' is not part of the "
                                + "convention; put flags, starts, lasers, pushers and crushers on layer '"
                                + TiledLayer.OBJECTS + "'");
                    }
                }
                case "group" -> readLayers(child.children(), g, tilesets, tiles, objects, problems);
                case "imagelayer" -> problems.add(child.line(), child.column(), "image layer '" + name
                        + "' is not part of the convention");
                default -> {
                    // properties, tilesets, editor settings: not layers
                }
            }
        }
    }

    private static void tileLayer(XmlElement layer, String name, MapGeometry g, TilesetIndex tilesets,
            List<PlacedTile> tiles, ProblemCollector problems) {
        Optional<TiledLayer> kind = TiledLayer.ofName(name);
        if (kind.isEmpty()) {
            problems.add(layer.line(), layer.column(), "layer '" + name + "' is not part of the convention "
                    + "(tile layers are " + TiledLayer.names() + ")");
            return;
        }
        Optional<XmlElement> data = layer.child("data");
        if (data.isEmpty()) {
            problems.add(layer.line(), layer.column(), "layer '" + name + "' has no <data>");
            return;
        }
        XmlElement d = data.get();
        long[] gids;
        try {
            gids = LayerDataDecoder.decode(d, g.width() * g.height());
        } catch (IllegalArgumentException e) {
            problems.add(d.line(), d.column(), "layer '" + name + "': " + e.getMessage());
            return;
        }
        for (int i = 0; i < gids.length; i++) {
            long gid = gids[i] & TileTransform.ID_MASK;
            if (gid == 0) {
                continue;
            }
            Position cell = new Position(i % g.width(), i / g.width());
            String where = "layer '" + name + "', x " + cell.x() + ", y " + cell.y() + ": ";
            Optional<TileInfo> tile = tilesets.tile(gid);
            if (tile.isEmpty()) {
                problems.add(d.line(), d.column(), where + "tile id " + gid + " is in no tileset of the map");
                continue;
            }
            TileMeaning meaning;
            try {
                meaning = TileMeaning.of(tile.get(), TileTransform.ofGid(gids[i]));
            } catch (IllegalArgumentException e) {
                problems.add(d.line(), d.column(), where + e.getMessage());
                continue;
            }
            if (meaning.layer() != kind.get()) {
                problems.add(d.line(), d.column(), where + "a " + meaning.kind() + " tile does not belong on this "
                        + "layer; put it on layer '" + meaning.layer().layerName() + "'");
                continue;
            }
            tiles.add(new PlacedTile(name, kind.get(), cell, meaning, d.line(), d.column()));
        }
    }

    private static void objectLayer(XmlElement group, MapGeometry g, List<MapObject> objects,
            ProblemCollector problems) {
        List<XmlElement> all = group.children("object");
        if (all.size() > MAX_OBJECTS) {
            problems.add(group.line(), group.column(), "layer '" + TiledLayer.OBJECTS + "' has more than "
                    + MAX_OBJECTS + " objects");
            return;
        }
        for (XmlElement o : all) {
            String id = o.attribute("id").orElse("?");
            String type = o.attribute("class").or(() -> o.attribute("type")).orElse("").strip();
            double x = number(o, "x");
            double y = number(o, "y");
            double w = number(o, "width");
            double h = number(o, "height");
            double centreY = o.attribute("gid").isPresent() ? y - h / 2 : y + h / 2;
            int cx = (int) Math.floor((x + w / 2) / g.tileWidth());
            int cy = (int) Math.floor(centreY / g.tileHeight());
            if (cx < 0 || cy < 0 || cx >= g.width() || cy >= g.height()) {
                problems.add(o.line(), o.column(), "layer '" + TiledLayer.OBJECTS + "', object " + id + " (" + type
                        + "): its centre lies off the map, on tile x " + cx + ", y " + cy);
                continue;
            }
            objects.add(new MapObject(id, type, new Position(cx, cy), TilesetIndex.readProperties(o), o.line(),
                    o.column()));
        }
    }

    private static double number(XmlElement e, String name) {
        try {
            return Double.parseDouble(e.attribute(name).orElse("0"));
        } catch (NumberFormatException ex) {
            return 0;
        }
    }

    private static String stem(Path file) {
        String n = file.getFileName().toString();
        int dot = n.indexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }
}
