package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.Painting;
import org.rallyworkbench.engine.model.Position;

/** Paints the palette's element on every tile the drag passes over. */
@Messages({
    "# {0} - element",
    "UNDO_Paint=Paint {0}"
})
final class PaintTool implements DesignTool {

    @Override
    public void pressed(Gesture g) {
        g.model.preview(Painting.paint(g.before, g.pressed, g.item()));
    }

    @Override
    public void dragged(Gesture g, Position to) {
        g.model.preview(Painting.paintLine(g.model.board(), g.lastDragged, to, g.item()));
    }

    @Override
    public void released(Gesture g, Point at) {
        g.model.commit(Bundle.UNDO_Paint(g.item().label()));
    }
}
