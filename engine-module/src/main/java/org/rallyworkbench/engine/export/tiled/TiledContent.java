package org.rallyworkbench.engine.export.tiled;

import java.util.Map;
import org.rallyworkbench.engine.model.Position;

/** What the TMX importer read from a map before it makes a board of it: placed tiles and objects. */
final class TiledContent {

    private TiledContent() {
    }

    /** A tile on a cell of a tile layer, with where the layer's data is in the file. */
    record PlacedTile(String layerName, TiledLayer layer, Position cell, TileMeaning meaning, int line, int column) {

        /** For messages: {@code layer 'Conveyor', x 3, y 4}. */
        String where() {
            return "layer '" + layerName + "', x " + cell.x() + ", y " + cell.y();
        }
    }

    /** An object of the object layer on the cell under its centre. */
    record MapObject(String id, String type, Position cell, Map<String, String> properties, int line, int column) {

        MapObject {
            properties = Map.copyOf(properties);
        }

        /** For messages: {@code object 5 (flag), x 3, y 4}. */
        String where() {
            return "layer '" + TiledLayer.OBJECTS + "', object " + id + " (" + type + "), x " + cell.x() + ", y "
                    + cell.y();
        }
    }
}
