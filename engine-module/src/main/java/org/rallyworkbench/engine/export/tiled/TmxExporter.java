package org.rallyworkbench.engine.export.tiled;

import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.render.BoardPainter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.imageio.ImageIO;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Start;
import org.rallyworkbench.engine.model.Wall;

/**
 * Writes a board as a Tiled map (TMX) following docs/formats/tiled.md: the tile layers of {@link TiledLayer},
 * directions as tile rotation flags, an object layer with the numbers, facings, beams and registers, and the
 * board's name and description as map properties. Beside the map go the project's tileset (TSX) and its
 * picture (PNG), drawn by the board painter, and for a board with flags or starts numbered above 16 the map's
 * own {@link NumberedTileset} of those numbers, so that every flag and start shows its number in Tiled.
 */
public final class TmxExporter {

    private final BoardPainter painter;

    public TmxExporter(BoardPainter painter) {
        this.painter = painter;
    }

    /**
     * Writes {@code tmxFile}, and beside it {@code rally-workbench-SIZE.tsx} and {@code .png}, and where the
     * board needs them {@code MAP-numbers.tsx} and {@code .png}; each atomically.
     */
    public void export(Board board, Path tmxFile, int tileSize) throws IOException {
        Path dir = tmxFile.toAbsolutePath().getParent();
        writeTileset(dir, TsxWriter.baseName(tileSize), TsxWriter.TILESET_NAME, RallyTile.values(), tileSize);
        NumberedTileset numbered = new MapTilesets(board).numbered();
        String mapFileName = tmxFile.getFileName().toString();
        if (!numbered.isEmpty()) {
            writeTileset(dir, TsxWriter.numberedBaseName(mapFileName), NumberedTileset.NAME, numbered.tiles(),
                    tileSize);
        }
        AtomicFiles.writeString(tmxFile, write(board, tileSize, mapFileName));
    }

    /** Every file {@link #export} writes for {@code tmxFile}, so a caller can refuse to write over an input. */
    public static List<Path> filesWritten(Board board, Path tmxFile, int tileSize) {
        Path dir = tmxFile.toAbsolutePath().getParent();
        List<Path> files = new java.util.ArrayList<>(List.of(tmxFile,
                dir.resolve(TsxWriter.baseName(tileSize) + ".png"), dir.resolve(TsxWriter.baseName(tileSize) + ".tsx")));
        if (!new MapTilesets(board).numbered().isEmpty()) {
            String base = TsxWriter.numberedBaseName(tmxFile.getFileName().toString());
            files.add(dir.resolve(base + ".png"));
            files.add(dir.resolve(base + ".tsx"));
        }
        return files;
    }

    private void writeTileset(Path dir, String base, String name, List<RallyTile> tiles, int tileSize)
            throws IOException {
        AtomicFiles.write(dir.resolve(base + ".png"),
                out -> ImageIO.write(TileSheet.render(painter, tiles, tileSize), "png", out));
        AtomicFiles.writeString(dir.resolve(base + ".tsx"), TsxWriter.write(name, tiles, tileSize, base + ".png"));
    }

    /**
     * The TMX text of a map file called {@code mapFileName}, referring to the tileset
     * {@code rally-workbench-SIZE.tsx} beside it, and where the board needs it to {@code MAP-numbers.tsx}.
     */
    public static String write(Board board, int tileSize, String mapFileName) {
        MapTilesets tilesets = new MapTilesets(board);
        Map<String, long[]> layers = layers(board, tilesets);
        XmlOut xml = new XmlOut();
        int layerCount = layers.size() + 1;
        List<MapObject> objects = objects(board);
        xml.start("map", "version", TsxWriter.FORMAT_VERSION, "tiledversion", TsxWriter.TILED_VERSION,
                "orientation", "orthogonal", "renderorder", "right-down", "width", board.width(),
                "height", board.height(), "tilewidth", tileSize, "tileheight", tileSize, "infinite", 0,
                "nextlayerid", layerCount + 1, "nextobjectid", objects.size() + 1);
        xml.start("properties");
        xml.empty("property", "name", "name", "value", board.name());
        xml.empty("property", "name", "description", "value", board.description());
        xml.end();
        xml.empty("tileset", "firstgid", MapTilesets.PROJECT_FIRST_GID,
                "source", TsxWriter.baseName(tileSize) + ".tsx");
        if (!tilesets.numbered().isEmpty()) {
            xml.empty("tileset", "firstgid", MapTilesets.NUMBERED_FIRST_GID,
                    "source", TsxWriter.numberedBaseName(mapFileName) + ".tsx");
        }
        int id = 1;
        for (Map.Entry<String, long[]> layer : layers.entrySet()) {
            xml.start("layer", "id", id++, "name", layer.getKey(), "width", board.width(), "height", board.height());
            xml.textElement("data", csv(layer.getValue(), board.width()), "encoding", "csv");
            xml.end();
        }
        xml.start("objectgroup", "id", id, "name", TiledLayer.OBJECTS);
        int objectId = 1;
        for (MapObject o : objects) {
            xml.start("object", "id", objectId++, "name", o.name(), "type", o.type(),
                    "x", o.position().x() * tileSize, "y", o.position().y() * tileSize,
                    "width", tileSize, "height", tileSize);
            xml.properties(o.properties(), (name, value) -> value instanceof Integer ? "int" : null);
            xml.end();
        }
        xml.end();
        xml.end();
        return xml.toString();
    }

    /** The layers by name, bottom to top, each a row-major array of global tile ids. */
    private static Map<String, long[]> layers(Board board, MapTilesets tilesets) {
        int w = board.width();
        int h = board.height();
        Map<String, long[]> layers = new LinkedHashMap<>();
        int lasersPerTile = 1;
        int pushersPerTile = 1;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                lasersPerTile = Math.max(lasersPerTile, board.lasersAt(new Position(x, y)).size());
                pushersPerTile = Math.max(pushersPerTile, board.pushersAt(new Position(x, y)).size());
            }
        }
        for (TiledLayer kind : TiledLayer.values()) {
            int copies = kind == TiledLayer.LASER ? lasersPerTile : kind == TiledLayer.PUSHER ? pushersPerTile : 1;
            for (int n = 1; n <= copies; n++) {
                layers.put(kind.layerName(n), new long[w * h]);
            }
        }
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = y * w + x;
                Position p = new Position(x, y);
                layers.get(TiledLayer.FLOOR.layerName())[i] = place(RallyTile.FLOOR, TileTransform.NONE);
                FloorElement e = board.floorOrNull(x, y);
                if (e != null) {
                    RallyTile tile = floorTile(board, p, e);
                    TileTransform t = e instanceof FloorElement.Conveyor c
                            ? TileTransform.rotationFromNorth(c.dir()) : TileTransform.NONE;
                    layers.get(tile.layer().layerName())[i] = place(tile, t);
                }
                board.flagAt(p).ifPresent(f -> layers.get(TiledLayer.FLAG.layerName())[i] =
                        tilesets.flagGid(f.number()));
                board.startAt(p).ifPresent(s -> layers.get(TiledLayer.START.layerName())[i] =
                        tilesets.startGid(s.number(), s.facing()));
                List<Laser> lasers = board.lasersAt(p);
                for (int n = 0; n < lasers.size(); n++) {
                    layers.get(TiledLayer.LASER.layerName(n + 1))[i] =
                            place(RallyTile.LASER, TileTransform.rotationFromNorth(lasers.get(n).dir()));
                }
                List<Pusher> pushers = board.pushersAt(p);
                for (int n = 0; n < pushers.size(); n++) {
                    layers.get(TiledLayer.PUSHER.layerName(n + 1))[i] =
                            place(RallyTile.PUSHER, TileTransform.rotationFromNorth(pushers.get(n).side()));
                }
            }
        }
        wallLayer(board, layers.get(TiledLayer.WALL.layerName()));
        return layers;
    }

    /** Each wall drawn once, on the tile of its canonical form ({@link Wall#canonical}). */
    private static void wallLayer(Board board, long[] cells) {
        Map<Position, Set<Direction>> sides = new LinkedHashMap<>();
        for (Wall wall : board.walls()) {
            sides.computeIfAbsent(wall.position(), p -> EnumSet.noneOf(Direction.class)).add(wall.side());
        }
        sides.forEach((p, s) -> {
            RallyTile.Placement placement = RallyTile.wallsFor(s).orElseThrow();
            cells[p.y() * board.width() + p.x()] = placement.gid(MapTilesets.PROJECT_FIRST_GID);
        });
    }

    private static RallyTile floorTile(Board board, Position p, FloorElement e) {
        if (e instanceof FloorElement.Pit) {
            return RallyTile.PIT;
        }
        if (e instanceof FloorElement.Conveyor c) {
            return ConveyorShape.tileFor(board, p, c);
        }
        if (e instanceof FloorElement.Gear g) {
            return g.rotation() == org.rallyworkbench.engine.model.Rotation.CW ? RallyTile.GEAR_CW
                    : RallyTile.GEAR_CCW;
        }
        if (e instanceof FloorElement.Repair r) {
            return r.isDouble() ? RallyTile.DOUBLE_REPAIR : RallyTile.REPAIR;
        }
        return RallyTile.CRUSHER;
    }

    private static long place(RallyTile tile, TileTransform t) {
        return new RallyTile.Placement(tile, t).gid(MapTilesets.PROJECT_FIRST_GID);
    }

    private static String csv(long[] gids, int width) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < gids.length; i++) {
            sb.append(gids[i]);
            if (i < gids.length - 1) {
                sb.append(',');
                if ((i + 1) % width == 0) {
                    sb.append('\n');
                }
            }
        }
        return sb.toString();
    }

    /** One object of the object layer. */
    private record MapObject(String name, String type, Position position, Map<String, Object> properties) {
    }

    private static List<MapObject> objects(Board board) {
        List<MapObject> objects = new ArrayList<>();
        for (Flag f : board.flags()) {
            objects.add(new MapObject("flag " + f.number(), "flag", f.position(), Map.of("number", f.number())));
        }
        for (Start s : board.starts()) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("facing", s.facing().name());
            p.put("number", s.number());
            objects.add(new MapObject("start " + s.number(), "start", s.position(), p));
        }
        for (Laser l : board.lasers()) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("beams", l.beams());
            p.put("dir", l.dir().name());
            objects.add(new MapObject("laser", "laser", l.position(), p));
        }
        for (Pusher u : board.pushers()) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("registers", u.registers().toString());
            p.put("side", u.side().name());
            objects.add(new MapObject("pusher", "pusher", u.position(), p));
        }
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                if (board.floorOrNull(x, y) instanceof FloorElement.Crusher c) {
                    objects.add(new MapObject("crusher", "crusher", new Position(x, y),
                            Map.of("registers", c.registers().toString())));
                }
            }
        }
        return objects;
    }
}
