package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.Painting;
import org.rallyworkbench.editor.board.model.PaletteItem;
import org.rallyworkbench.engine.model.Position;

/** Lays conveyors (express with the express element) along the path of the drag, each facing the next tile. */
@Messages({
    "UNDO_ConveyorPath=Conveyor path"
})
final class ConveyorPathTool implements DesignTool {

    @Override
    public void pressed(Gesture g) {
        preview(g);
    }

    @Override
    public void dragged(Gesture g, Position to) {
        if (!g.path.get(g.path.size() - 1).equals(to)) {
            g.path.add(to);
            preview(g);
        }
    }

    private static void preview(Gesture g) {
        g.model.preview(Painting.conveyorPath(g.before, g.path, g.item() == PaletteItem.EXPRESS));
    }

    @Override
    public void released(Gesture g, Point at) {
        g.model.commit(Bundle.UNDO_ConveyorPath());
    }
}
