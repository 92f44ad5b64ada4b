package org.rallyworkbench.engine.model;

/**
 * The one element that may occupy a tile's floor (FORMATS.md: at most one of pit,
 * conveyor, gear, repair, crusher). A tile without one is plain floor.
 */
public sealed interface FloorElement permits FloorElement.Pit, FloorElement.Conveyor, FloorElement.Gear,
        FloorElement.Repair, FloorElement.Crusher {

    /** A hole: a robot entering it is destroyed (R-MOVE-5). */
    record Pit() implements FloorElement {
        public static final Pit INSTANCE = new Pit();
    }

    /** A conveyor belt carrying robots towards {@code dir} (R-BOARD-1..4). */
    record Conveyor(Direction dir, boolean express) implements FloorElement {
        public Conveyor {
            java.util.Objects.requireNonNull(dir, "dir");
        }
    }

    /** A rotating gear (R-BOARD-5). */
    record Gear(Rotation rotation) implements FloorElement {
        public Gear {
            java.util.Objects.requireNonNull(rotation, "rotation");
        }
    }

    /** A repair site, single or double (R-END-1, R-END-2). */
    record Repair(boolean isDouble) implements FloorElement {
    }

    /** A crusher active in the listed registers (R-BOARD-6). */
    record Crusher(Registers registers) implements FloorElement {
        public Crusher {
            java.util.Objects.requireNonNull(registers, "registers");
        }
    }
}
