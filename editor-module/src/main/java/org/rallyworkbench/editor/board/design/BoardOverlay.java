package org.rallyworkbench.editor.board.design;

import java.awt.Graphics2D;
import org.rallyworkbench.engine.model.Board;

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
}
