package org.rallyworkbench.engine.export.tiled;

import java.util.Map;

/** A tile of some tileset as the importer sees it: where it comes from and its properties. */
record TileInfo(String tileset, int localId, Map<String, String> properties) {

    public TileInfo {
        properties = Map.copyOf(properties);
    }

    /** For messages: {@code tile 3 of tileset 'rally-workbench'}. */
    public String describe() {
        return "tile " + localId + " of tileset '" + tileset + "'";
    }
}
