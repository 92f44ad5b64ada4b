package org.rallyworkbench.engine.export.tiled;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The tilesets of one map, by first global id: finds the tileset and local tile of a gid. Built from the
 * {@code <tileset>} elements (embedded, or their external TSX read by the caller).
 */
final class TilesetIndex {

    private record Tileset(String name, int tileCount, Map<Integer, Map<String, String>> properties) {
    }

    private final TreeMap<Long, Tileset> byFirstGid = new TreeMap<>();

    /** Adds a tileset from its {@code <tileset>} element (the TSX root, or an embedded one). */
    public void add(long firstGid, XmlElement tileset) {
        String name = tileset.attribute("name").orElse("?");
        int tileCount = tileset.attribute("tilecount").map(TilesetIndex::parseIntOrZero).orElse(0);
        Map<Integer, Map<String, String>> properties = new HashMap<>();
        for (XmlElement tile : tileset.children("tile")) {
            int id = tile.attribute("id").map(TilesetIndex::parseIntOrZero).orElse(-1);
            properties.put(id, readProperties(tile));
            tileCount = Math.max(tileCount, id + 1);
        }
        byFirstGid.put(firstGid, new Tileset(name, tileCount, properties));
    }

    /** The tile that global id {@code gid} (flags removed) names, or empty if no tileset holds it. */
    public Optional<TileInfo> tile(long gid) {
        var entry = byFirstGid.floorEntry(gid);
        if (entry == null) {
            return Optional.empty();
        }
        int local = (int) (gid - entry.getKey());
        Tileset t = entry.getValue();
        if (local >= t.tileCount()) {
            return Optional.empty();
        }
        return Optional.of(new TileInfo(t.name(), local, t.properties().getOrDefault(local, Map.of())));
    }

    /** The {@code <properties>} of an element, by name: the value attribute, or the text for multi-line ones. */
    public static Map<String, String> readProperties(XmlElement element) {
        Map<String, String> result = new java.util.LinkedHashMap<>();
        List<XmlElement> props = element.child("properties").map(p -> p.children("property")).orElse(List.of());
        for (XmlElement p : props) {
            String name = p.attribute("name").orElse("");
            result.put(name, p.attribute("value").orElse(p.text()));
        }
        return result;
    }

    private static int parseIntOrZero(String s) {
        try {
            return Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
