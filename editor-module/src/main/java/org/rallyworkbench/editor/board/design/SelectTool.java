package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import org.rallyworkbench.editor.board.model.Region;
import org.rallyworkbench.engine.model.Position;

/** Selects the rectangle from the pressed tile to the tile under the mouse; changes nothing, so no undo step. */
final class SelectTool implements DesignTool {

    @Override
    public void pressed(Gesture g) {
        g.canvas.setSelection(new Region(g.pressed.x(), g.pressed.y(), 1, 1));
    }

    @Override
    public void dragged(Gesture g, Position to) {
        g.canvas.setSelection(Region.spanning(g.pressed, to));
    }

    @Override
    public void released(Gesture g, Point at) {
    }
}
