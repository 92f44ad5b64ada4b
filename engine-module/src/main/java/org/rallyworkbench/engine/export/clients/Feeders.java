package org.rallyworkbench.engine.export.clients;

import java.util.EnumSet;
import java.util.Set;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;

/**
 * The entry sides a client's belt tile needs: our boards store no curves, R-BOARD-4 turns a robot carried
 * onto a belt from a neighbouring belt pointing into it (no wall between), so those sides are the belt's entries.
 */
public final class Feeders {

    private Feeders() {
    }

    /** The sides of ({@code x}, {@code y}) whose neighbour is a belt pointing into it with no wall between. */
    public static Set<Direction> of(Board b, int x, int y) {
        Set<Direction> sides = EnumSet.noneOf(Direction.class);
        for (Direction side : Direction.values()) {
            int nx = x + side.dx();
            int ny = y + side.dy();
            if (b.contains(nx, ny) && !b.hasWall(x, y, side)
                    && b.floorOrNull(nx, ny) instanceof FloorElement.Conveyor c && c.dir() == side.opposite()) {
                sides.add(side);
            }
        }
        return sides;
    }

    /**
     * The entries a client's belt shows: the feeding sides other than the exit; just the back side when no
     * neighbour feeds it from a side (a straight belt).
     */
    public static Set<Direction> entries(Board b, int x, int y, Direction exit) {
        Set<Direction> sides = of(b, x, y);
        sides.remove(exit);
        boolean side = sides.contains(exit.left()) || sides.contains(exit.right());
        if (!side) {
            return EnumSet.of(exit.opposite());
        }
        return sides;
    }
}
