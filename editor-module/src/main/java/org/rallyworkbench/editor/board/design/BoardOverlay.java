package org.rallyworkbench.editor.board.design;

import java.awt.Graphics2D;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/**
 * Something drawn over the board in the Design view, after the board and before the hover and selection
 * marks (for example the board analysis). Painted on the event thread.
 */
public interface BoardOverlay {

    /**
     * Paints over {@code board}; {@code g} is translated so (0, 0) is the board's top-left corner and a tile
     * is {@code tileSize} pixels a side.
     */
    void paint(Graphics2D g, Board board, int tileSize);

    /**
     * A left click on {@code tile} (for example on a start, to show its robots' paths): true when the overlay
     * takes it, and then no tool sees it.
     */
    default boolean tileClicked(Position tile) {
        return false;
    }
}
