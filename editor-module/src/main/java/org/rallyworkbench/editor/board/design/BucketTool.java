package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.Painting;

/** Fills the connected area of alike tiles around the pressed tile, on release. */
@Messages({
    "# {0} - element",
    "UNDO_Bucket=Bucket fill with {0}"
})
final class BucketTool implements DesignTool {

    @Override
    public void released(Gesture g, Point at) {
        g.model.apply(Bundle.UNDO_Bucket(g.item().label()), Painting.bucketFill(g.model.board(), g.pressed, g.item()));
    }
}
