package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.Painting;
import org.rallyworkbench.editor.board.model.Region;
import org.rallyworkbench.engine.model.Position;

/** Fills the rectangle from the pressed tile to the tile under the mouse with the palette's element. */
@Messages({
    "# {0} - element",
    "UNDO_Fill=Fill with {0}"
})
final class RectangleTool implements DesignTool {

    @Override
    public void pressed(Gesture g) {
        g.model.preview(Painting.fill(g.before, new Region(g.pressed.x(), g.pressed.y(), 1, 1), g.item()));
    }

    @Override
    public void dragged(Gesture g, Position to) {
        g.model.preview(Painting.fill(g.before, Region.spanning(g.pressed, to), g.item()));
    }

    @Override
    public void released(Gesture g, Point at) {
        g.model.commit(Bundle.UNDO_Fill(g.item().label()));
    }
}
