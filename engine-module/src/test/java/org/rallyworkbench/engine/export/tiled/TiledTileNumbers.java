package org.rallyworkbench.engine.export.tiled;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.rallyworkbench.engine.export.json.JsonValue;

/**
 * The int property {@code number} of each tile of the tilesets that {@code tiled --export-map json
 * --embed-tilesets} embedded in its map, by global id: the number Tiled shows a flag or start tile with.
 */
final class TiledTileNumbers {

    private final TreeMap<Long, Map<Long, Long>> byFirstGid = new TreeMap<>();

    TiledTileNumbers(JsonValue.JsonObject map) {
        for (JsonValue ts : ((JsonValue.JsonArray) map.members().get("tilesets")).elements()) {
            JsonValue.JsonObject tileset = (JsonValue.JsonObject) ts;
            Map<Long, Long> numbers = new HashMap<>();
            JsonValue tiles = tileset.members().get("tiles");
            for (JsonValue t : tiles == null ? List.<JsonValue>of() : ((JsonValue.JsonArray) tiles).elements()) {
                JsonValue.JsonObject tile = (JsonValue.JsonObject) t;
                JsonValue properties = tile.members().get("properties");
                for (JsonValue p : properties == null ? List.<JsonValue>of()
                        : ((JsonValue.JsonArray) properties).elements()) {
                    JsonValue.JsonObject property = (JsonValue.JsonObject) p;
                    if (((JsonValue.JsonString) property.members().get("name")).value().equals("number")) {
                        numbers.put(longOf(tile.members().get("id")), longOf(property.members().get("value")));
                    }
                }
            }
            byFirstGid.put(longOf(tileset.members().get("firstgid")), numbers);
        }
    }

    /** The number of the tile {@code gid} (flags removed), or null if it has none. */
    Long of(long gid) {
        long id = gid & TileTransform.ID_MASK;
        Map.Entry<Long, Map<Long, Long>> tileset = byFirstGid.floorEntry(id);
        return tileset == null ? null : tileset.getValue().get(id - tileset.getKey());
    }

    private static long longOf(JsonValue v) {
        return ((JsonValue.JsonNumber) v).value().longValueExact();
    }
}
