package org.rallyworkbench.engine.export.tiled;

import java.util.List;
import java.util.Locale;

/**
 * Writes Tiled tilesets (TSX) describing {@link RallyTile}s over their {@link TileSheet} picture: the project's
 * tileset, and a map's {@link NumberedTileset}.
 */
final class TsxWriter {

    static final String TILESET_NAME = "rally-workbench";
    static final String TILED_VERSION = "1.8.2";
    static final String FORMAT_VERSION = "1.8";

    private TsxWriter() {
    }

    /** The base name (no extension) of the project's tileset files for {@code tileSize}. */
    static String baseName(int tileSize) {
        return TILESET_NAME + "-" + tileSize;
    }

    /**
     * The base name (no extension) of the files of a map's {@link NumberedTileset}: the map's own name with
     * {@code -numbers}, so that maps exported to one folder keep theirs apart.
     */
    static String numberedBaseName(String tmxFileName) {
        String stem = tmxFileName.toLowerCase(Locale.ROOT).endsWith(".tmx")
                ? tmxFileName.substring(0, tmxFileName.length() - ".tmx".length()) : tmxFileName;
        return stem + "-numbers";
    }

    /** The project's tileset: every {@link RallyTile}. */
    static String write(int tileSize, String imageSource) {
        return write(TILESET_NAME, RallyTile.values(), tileSize, imageSource);
    }

    /** A tileset called {@code name} of {@code tiles} (in id order) over the {@link TileSheet} of them. */
    static String write(String name, List<RallyTile> tiles, int tileSize, String imageSource) {
        XmlOut xml = new XmlOut();
        xml.start("tileset", "version", FORMAT_VERSION, "tiledversion", TILED_VERSION, "name", name,
                "tilewidth", tileSize, "tileheight", tileSize, "tilecount", tiles.size(),
                "columns", TileSheet.columns());
        xml.empty("image", "source", imageSource, "width", TileSheet.columns() * tileSize,
                "height", TileSheet.rows(tiles) * tileSize);
        for (RallyTile tile : tiles) {
            xml.start("tile", "id", tile.id(), "type", tile.tileName());
            xml.properties(tile.properties(), TsxWriter::propertyType);
            xml.end();
        }
        xml.end();
        return xml.toString();
    }

    /** A tile property's Tiled type: {@code true}/{@code false} are bool, a flag's or start's number int. */
    private static String propertyType(String name, Object value) {
        if (value.equals("true") || value.equals("false")) {
            return "bool";
        }
        return name.equals("number") ? "int" : null;
    }
}
