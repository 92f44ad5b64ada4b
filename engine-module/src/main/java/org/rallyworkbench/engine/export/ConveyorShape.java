package org.rallyworkbench.engine.export;

import org.rallyworkbench.engine.export.tiled.RallyTile;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;

/**
 * Which conveyor picture a tile gets: a curve where a single conveyor feeds it from the side, so the robot
 * carried along turns (R-BOARD-4), else a straight belt. Only the picture: the board stores no curves, and the
 * importer reads every conveyor tile by its direction alone.
 */
final class ConveyorShape {

    private ConveyorShape() {
    }

    static RallyTile tileFor(Board board, Position p, FloorElement.Conveyor c) {
        boolean fromBehind = false;
        int left = 0;
        int right = 0;
        for (Direction side : Direction.values()) {
            Position q = p.step(side);
            if (board.contains(q) && board.floorOrNull(q.x(), q.y()) instanceof FloorElement.Conveyor feeder
                    && feeder.dir() == side.opposite()) {
                Direction move = feeder.dir();
                if (move == c.dir()) {
                    fromBehind = true;
                } else if (move.left() == c.dir()) {
                    left++;
                } else if (move.right() == c.dir()) {
                    right++;
                }
            }
        }
        boolean curveLeft = !fromBehind && left == 1 && right == 0;
        boolean curveRight = !fromBehind && right == 1 && left == 0;
        if (c.express()) {
            return curveLeft ? RallyTile.EXPRESS_CURVE_LEFT : curveRight ? RallyTile.EXPRESS_CURVE_RIGHT
                    : RallyTile.EXPRESS;
        }
        return curveLeft ? RallyTile.CONVEYOR_CURVE_LEFT : curveRight ? RallyTile.CONVEYOR_CURVE_RIGHT
                : RallyTile.CONVEYOR;
    }
}
