package org.rallyworkbench.engine.xml;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlTransient;
import jakarta.xml.bind.annotation.XmlType;
import java.util.ArrayList;
import java.util.List;

/**
 * JAXB binding of {@code board-1.xsd}. Values are kept as written (directions as text, optional attributes
 * as null) so the semantic checks see the file as it is; {@link BoardMapping} turns it into a model Board.
 * The field order is the canonical writing order.
 */
@XmlRootElement(name = "board")
@XmlType(name = "Board", propOrder = {"description", "pits", "conveyors", "gears", "repairs", "crushers", "walls",
    "lasers", "pushers", "flags", "starts"})
final class BoardDocument {

    @XmlAttribute(required = true)
    String name;
    @XmlAttribute(required = true)
    int width;
    @XmlAttribute(required = true)
    int height;

    @XmlElement
    String description;
    @XmlElement(name = "pit")
    List<PitElement> pits = new ArrayList<>();
    @XmlElement(name = "conveyor")
    List<ConveyorElement> conveyors = new ArrayList<>();
    @XmlElement(name = "gear")
    List<GearElement> gears = new ArrayList<>();
    @XmlElement(name = "repair")
    List<RepairElement> repairs = new ArrayList<>();
    @XmlElement(name = "crusher")
    List<CrusherElement> crushers = new ArrayList<>();
    @XmlElement(name = "wall")
    List<WallElement> walls = new ArrayList<>();
    @XmlElement(name = "laser")
    List<LaserElement> lasers = new ArrayList<>();
    @XmlElement(name = "pusher")
    List<PusherElement> pushers = new ArrayList<>();
    @XmlElement(name = "flag")
    List<FlagElement> flags = new ArrayList<>();
    @XmlElement(name = "start")
    List<StartElement> starts = new ArrayList<>();

    /** Something on one tile. */
    @XmlTransient
    abstract static class TileElement {
        @XmlAttribute(required = true)
        int x;
        @XmlAttribute(required = true)
        int y;

        /** The element name, for messages. */
        abstract String kind();

        TileElement at(int newX, int newY) {
            this.x = newX;
            this.y = newY;
            return this;
        }
    }

    /** One of the elements of which a tile holds at most one. */
    @XmlTransient
    abstract static class FloorTileElement extends TileElement {
    }

    @XmlType(name = "Pit")
    static final class PitElement extends FloorTileElement {
        @Override
        String kind() { return "pit"; }
    }

    @XmlType(name = "Conveyor")
    static final class ConveyorElement extends FloorTileElement {
        @XmlAttribute(required = true)
        String dir;
        @XmlAttribute
        Boolean express;            // null: the default, false

        @Override
        String kind() { return "conveyor"; }
    }

    @XmlType(name = "Gear")
    static final class GearElement extends FloorTileElement {
        @XmlAttribute(required = true)
        String rotation;

        @Override
        String kind() { return "gear"; }
    }

    @XmlType(name = "Repair")
    static final class RepairElement extends FloorTileElement {
        @XmlAttribute(name = "double")
        Boolean isDouble;           // null: the default, false

        @Override
        String kind() { return "repair"; }
    }

    @XmlType(name = "Crusher")
    static final class CrusherElement extends FloorTileElement {
        @XmlAttribute(required = true)
        String registers;

        @Override
        String kind() { return "crusher"; }
    }

    @XmlType(name = "Wall")
    static final class WallElement extends TileElement {
        @XmlAttribute(required = true)
        String side;

        @Override
        String kind() { return "wall"; }
    }

    @XmlType(name = "Laser")
    static final class LaserElement extends TileElement {
        @XmlAttribute(required = true)
        String dir;
        @XmlAttribute
        Integer beams;              // null: the default, 1

        @Override
        String kind() { return "laser"; }
    }

    @XmlType(name = "Pusher")
    static final class PusherElement extends TileElement {
        @XmlAttribute(required = true)
        String side;
        @XmlAttribute(required = true)
        String registers;

        @Override
        String kind() { return "pusher"; }
    }

    @XmlType(name = "Flag")
    static final class FlagElement extends TileElement {
        @XmlAttribute(required = true)
        int number;

        @Override
        String kind() { return "flag"; }
    }

    @XmlType(name = "Start")
    static final class StartElement extends TileElement {
        @XmlAttribute(required = true)
        int number;
        @XmlAttribute(required = true)
        String facing;

        @Override
        String kind() { return "start"; }
    }

    /** Every floor element, of whatever kind. */
    List<FloorTileElement> floorElements() {
        List<FloorTileElement> all = new ArrayList<>();
        all.addAll(pits);
        all.addAll(conveyors);
        all.addAll(gears);
        all.addAll(repairs);
        all.addAll(crushers);
        return all;
    }

    /** Every element standing on a tile. */
    List<TileElement> tileElements() {
        List<TileElement> all = new ArrayList<>(floorElements());
        all.addAll(walls);
        all.addAll(lasers);
        all.addAll(pushers);
        all.addAll(flags);
        all.addAll(starts);
        return all;
    }
}
