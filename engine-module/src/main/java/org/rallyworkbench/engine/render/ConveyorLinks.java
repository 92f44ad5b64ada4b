package org.rallyworkbench.engine.render;

import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;

/**
 * Which neighbouring belts feed a conveyor tile, to draw what R-BOARD-4 does with them: a belt fed only
 * from the side is a curve (a robot carried onto it turns), a belt fed from behind and a side is a merge.
 * Allocation-free: the answer is a bit mask over {@link Direction#ordinal()}.
 */
public final class ConveyorLinks {

    private ConveyorLinks() {
    }

    /** The sides of ({@code x}, {@code y}) whose neighbour is a conveyor pointing into this tile, walls aside. */
    public static int feeders(Board b, int x, int y) {
        int mask = 0;
        for (Direction side : Direction.values()) {
            int nx = x + side.dx();
            int ny = y + side.dy();
            if (b.contains(nx, ny) && !b.hasWall(x, y, side)
                    && b.floorOrNull(nx, ny) instanceof FloorElement.Conveyor c && c.dir() == side.opposite()) {
                mask |= 1 << side.ordinal();
            }
        }
        return mask;
    }

    public static boolean has(int mask, Direction side) {
        return (mask & (1 << side.ordinal())) != 0;
    }
}
