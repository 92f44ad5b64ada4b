package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import java.awt.geom.Point2D;
import javax.swing.JViewport;

/**
 * Zooms the Design view about a pixel: the point of the board under it stays where it is on the screen, as in
 * image and map editors (Ctrl+wheel zooms about the mouse, the toolbar's buttons about the view's centre).
 */
final class AnchoredZoom {

    private AnchoredZoom() {
    }

    /** Zooms {@code steps} (see {@link BoardCanvas#zoom}) keeping the board under {@code anchor} (canvas pixels) in place. */
    static void zoom(BoardCanvas canvas, int steps, Point anchor) {
        if (!(canvas.getParent() instanceof JViewport viewport) || canvas.board() == null) {
            canvas.zoom(steps);
            return;
        }
        Point2D underAnchor = canvas.boardPoint(anchor);
        Point view = viewport.getViewPosition();
        Point onScreen = new Point(anchor.x - view.x, anchor.y - view.y);
        canvas.zoom(steps);
        // lay the canvas out at its new size now (revalidate does it later), so origin() is the new one
        if (viewport.getParent() != null) {
            viewport.getParent().doLayout();
        }
        viewport.doLayout();
        Point moved = canvas.pixelOf(underAnchor);
        int x = clamp(moved.x - onScreen.x, canvas.getWidth() - viewport.getExtentSize().width);
        int y = clamp(moved.y - onScreen.y, canvas.getHeight() - viewport.getExtentSize().height);
        viewport.setViewPosition(new Point(x, y));
    }

    /** Zooms about the centre of what the view shows (the toolbar's + and − buttons). */
    static void zoomAboutCentre(BoardCanvas canvas, int steps) {
        java.awt.Rectangle visible = canvas.getVisibleRect();
        zoom(canvas, steps, new Point((int) visible.getCenterX(), (int) visible.getCenterY()));
    }

    private static int clamp(int position, int max) {
        return Math.max(0, Math.min(position, Math.max(0, max)));
    }
}
