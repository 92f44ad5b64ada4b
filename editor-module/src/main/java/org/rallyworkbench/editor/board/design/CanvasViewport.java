package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import javax.swing.JViewport;
import javax.swing.event.ChangeListener;
import org.rallyworkbench.engine.model.Board;

/** The {@link BoardViewport} of the Design view: the canvas's visible rectangle, in tiles. */
final class CanvasViewport implements BoardViewport {

    private final BoardCanvas canvas;
    private final JViewport viewport;

    CanvasViewport(BoardCanvas canvas, JViewport viewport) {
        this.canvas = canvas;
        this.viewport = viewport;
    }

    @Override
    public Rectangle2D visibleTiles() {
        Board b = canvas.board();
        if (b == null) {
            return new Rectangle2D.Double();
        }
        Rectangle visible = canvas.getVisibleRect();
        Point o = canvas.origin();
        double t = canvas.tileSize();
        Rectangle2D shown = new Rectangle2D.Double((visible.x - o.x) / t, (visible.y - o.y) / t,
                visible.width / t, visible.height / t);
        return shown.createIntersection(new Rectangle2D.Double(0, 0, b.width(), b.height()));
    }

    @Override
    public void centreOn(double tileX, double tileY) {
        if (canvas.board() == null) {
            return;
        }
        Point o = canvas.origin();
        int t = canvas.tileSize();
        Rectangle visible = canvas.getVisibleRect();
        int x = (int) Math.round(o.x + tileX * t - visible.width / 2.0);
        int y = (int) Math.round(o.y + tileY * t - visible.height / 2.0);
        x = Math.max(0, Math.min(x, canvas.getWidth() - visible.width));
        y = Math.max(0, Math.min(y, canvas.getHeight() - visible.height));
        viewport.setViewPosition(new Point(x, y));
    }

    @Override
    public void addChangeListener(ChangeListener l) {
        viewport.addChangeListener(l);
    }

    @Override
    public void removeChangeListener(ChangeListener l) {
        viewport.removeChangeListener(l);
    }
}
