package org.rallyworkbench.editor.board.design;

import java.awt.geom.Rectangle2D;
import javax.swing.event.ChangeListener;

/**
 * Found in a board editor's Design view lookup: the part of the board the view shows, in tile units,
 * and a way to move it (used by the Overview navigator panel). Event thread only.
 */
public interface BoardViewport {

    /** The visible part of the board in tiles (x, y, width, height), clipped to the board. */
    Rectangle2D visibleTiles();

    /** Scrolls so the view is centred on this point of the board, in tiles. */
    void centreOn(double tileX, double tileY);

    /** Hears when the visible part changes: scrolling, zooming, resizing. */
    void addChangeListener(ChangeListener l);

    void removeChangeListener(ChangeListener l);
}
