package org.rallyworkbench.engine.export;

import java.util.Map;
import org.rallyworkbench.engine.export.tiled.RallyTile;
import org.rallyworkbench.engine.export.tiled.XmlOut;

/** Writes the project's Tiled tileset (TSX) describing {@link RallyTile}s over the {@link TileSheet} picture. */
final class TsxWriter {

    static final String TILESET_NAME = "rally-workbench";
    static final String TILED_VERSION = "1.8.2";
    static final String FORMAT_VERSION = "1.8";

    private TsxWriter() {
    }

    /** The base name (no extension) of the tileset files for {@code tileSize}. */
    static String baseName(int tileSize) {
        return TILESET_NAME + "-" + tileSize;
    }

    static String write(int tileSize, String imageSource) {
        XmlOut xml = new XmlOut();
        xml.start("tileset", "version", FORMAT_VERSION, "tiledversion", TILED_VERSION, "name", TILESET_NAME,
                "tilewidth", tileSize, "tileheight", tileSize, "tilecount", RallyTile.values().size(),
                "columns", TileSheet.columns());
        xml.empty("image", "source", imageSource, "width", TileSheet.columns() * tileSize,
                "height", TileSheet.rows() * tileSize);
        for (RallyTile tile : RallyTile.values()) {
            xml.start("tile", "id", tile.id(), "type", tile.tileName());
            xml.start("properties");
            for (Map.Entry<String, String> p : tile.properties().entrySet()) {
                boolean bool = p.getValue().equals("true") || p.getValue().equals("false");
                if (bool) {
                    xml.empty("property", "name", p.getKey(), "type", "bool", "value", p.getValue());
                } else if (p.getKey().equals("number")) {
                    xml.empty("property", "name", p.getKey(), "type", "int", "value", p.getValue());
                } else {
                    xml.empty("property", "name", p.getKey(), "value", p.getValue());
                }
            }
            xml.end();
            xml.end();
        }
        xml.end();
        return xml.toString();
    }
}
