package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.Painting;
import org.rallyworkbench.engine.model.Direction;

/** Toggles the wall on the side of the pressed tile nearest to where the button came up. */
@Messages({
    "UNDO_ToggleWall=Toggle wall"
})
final class WallTool implements DesignTool {

    @Override
    public void released(Gesture g, Point at) {
        double[] f = g.canvas.withinTile(at);
        Direction side = Painting.nearestSide(f[0], f[1]);
        g.model.apply(Bundle.UNDO_ToggleWall(), Painting.toggleWall(g.model.board(), g.pressed, side));
    }
}
