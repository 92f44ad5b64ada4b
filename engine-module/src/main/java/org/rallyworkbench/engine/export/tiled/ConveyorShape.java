package org.rallyworkbench.engine.export.tiled;

import org.rallyworkbench.engine.render.ConveyorLinks;
import org.rallyworkbench.engine.model.Board;
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
        int feeders = ConveyorLinks.feeders(board, p.x(), p.y());
        boolean fromBehind = ConveyorLinks.has(feeders, c.dir().opposite());
        boolean fromLeft = ConveyorLinks.has(feeders, c.dir().left());
        boolean fromRight = ConveyorLinks.has(feeders, c.dir().right());
        // fed from the left side, a robot moves right and turns left onto this belt; and the other way round
        boolean curveLeft = !fromBehind && fromLeft && !fromRight;
        boolean curveRight = !fromBehind && fromRight && !fromLeft;
        if (c.express()) {
            return curveLeft ? RallyTile.EXPRESS_CURVE_LEFT : curveRight ? RallyTile.EXPRESS_CURVE_RIGHT
                    : RallyTile.EXPRESS;
        }
        return curveLeft ? RallyTile.CONVEYOR_CURVE_LEFT : curveRight ? RallyTile.CONVEYOR_CURVE_RIGHT
                : RallyTile.CONVEYOR;
    }
}
