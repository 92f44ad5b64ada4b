package org.rallyworkbench.engine.export.tiled;

import java.util.Arrays;
import java.util.Optional;

/**
 * The tile layers of the Tiled convention (docs/formats/tiled.md), bottom to top: one per element kind.
 * A layer may repeat with a number, such as {@code "Laser 2"}, when a tile holds two lasers or pushers.
 */
enum TiledLayer {
    FLOOR("Floor"), PIT("Pit"), CONVEYOR("Conveyor"), EXPRESS_CONVEYOR("ExpressConveyor"), GEAR("Gear"),
    REPAIR("Repair"), WALL("Wall"), LASER("Laser"), FLAG("Flag"), START("Start"), PUSHER("Pusher"),
    CRUSHER("Crusher");

    /** The name of the object layer. */
    public static final String OBJECTS = "Objects";

    private final String layerName;

    TiledLayer(String layerName) {
        this.layerName = layerName;
    }

    public String layerName() {
        return layerName;
    }

    /** The name of the {@code n}-th layer of this kind (1 = the plain name). */
    public String layerName(int n) {
        return n == 1 ? layerName : layerName + " " + n;
    }

    /** The kind of a layer called {@code name} ("Laser", "Laser 2", ignoring case), if it is one. */
    public static Optional<TiledLayer> ofName(String name) {
        String base = name.strip().replaceFirst("\\s+\\d+$", "");
        return Arrays.stream(values()).filter(l -> l.layerName.equalsIgnoreCase(base)).findFirst();
    }

    public static String names() {
        return String.join(", ", Arrays.stream(values()).map(TiledLayer::layerName).toList());
    }
}
