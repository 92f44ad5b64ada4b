package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import org.rallyworkbench.editor.board.model.Painting;

/** Fills the connected area of alike tiles around the pressed tile, on release. */
final class BucketTool implements DesignTool {

    @Override
    public void released(Gesture g, Point at) {
        g.model.apply("Bucket fill with " + g.item().label(), Painting.bucketFill(g.model.board(), g.pressed, g.item()));
    }
}
