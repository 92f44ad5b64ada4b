package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.geom.Rectangle2D;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Board;

/** The Design view's visible area in tiles, and moving it, as the Overview navigator panel uses them. */
class CanvasViewportTest {

    @Test
    void visibleTilesFollowScrollingAndCentreOnMovesTheView() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            BoardCanvas canvas = new BoardCanvas();
            canvas.setBoard(Board.builder("big", 64, 64).build());
            JScrollPane scroll = new JScrollPane(canvas);
            scroll.setBorder(null);
            scroll.setSize(416, 336);
            scroll.doLayout();
            canvas.zoom(0);                       // leave fit mode at the current size
            while (canvas.tileSize() != 32) {
                canvas.zoom(canvas.tileSize() < 32 ? 1 : -1);
                if (Math.abs(canvas.tileSize() - 32) < 4) {
                    break;
                }
            }
            scroll.validate();
            scroll.doLayout();
            scroll.getViewport().doLayout();
            canvas.setSize(canvas.getPreferredSize());
            CanvasViewport viewport = new CanvasViewport(canvas, scroll.getViewport());
            AtomicInteger changes = new AtomicInteger();
            viewport.addChangeListener(e -> changes.incrementAndGet());
            double t = canvas.tileSize();
            Rectangle2D before = viewport.visibleTiles();
            assertEquals(0, before.getX(), 0.001, "at the top left the board starts at tile 0");
            assertEquals((scroll.getViewport().getWidth() - 16) / t, before.getWidth(), 0.01);

            viewport.centreOn(32, 40);
            Rectangle2D after = viewport.visibleTiles();
            assertEquals(32, after.getCenterX(), 0.6);
            assertEquals(40, after.getCenterY(), 0.6);
            assertEquals(true, changes.get() > 0, "scrolling is reported");

            viewport.centreOn(64, 64);           // the far corner: clamped to the board's end
            Rectangle2D corner = viewport.visibleTiles();
            assertEquals(64, corner.getMaxX(), 0.001);
            assertEquals(64, corner.getMaxY(), 0.001);
        });
    }
}
