package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.Painting;
import org.rallyworkbench.editor.board.model.PaletteItem;
import org.rallyworkbench.engine.model.Position;

/** Clears every tile the drag passes over back to floor. */
@Messages({
    "UNDO_Erase=Erase"
})
final class EraseTool implements DesignTool {

    @Override
    public void pressed(Gesture g) {
        g.model.preview(Painting.erase(g.before, g.pressed));
    }

    @Override
    public void dragged(Gesture g, Position to) {
        g.model.preview(Painting.paintLine(g.model.board(), g.lastDragged, to, PaletteItem.FLOOR));
    }

    @Override
    public void released(Gesture g, Point at) {
        g.model.commit(Bundle.UNDO_Erase());
    }
}
