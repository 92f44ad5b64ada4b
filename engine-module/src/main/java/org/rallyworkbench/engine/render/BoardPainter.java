package org.rallyworkbench.engine.render;

import java.awt.Dimension;
import java.awt.Graphics2D;
import org.rallyworkbench.engine.model.Board;

/**
 * Paints a board with Java2D, tile (x, y) at pixel (x·tileSize, y·tileSize). The exporters draw through this
 * seam so that PNG, SVG and the Tiled tile sheet all come from the one renderer ({@link RendererPainter}).
 */
public interface BoardPainter {

    /** The size in pixels of the whole picture. */
    Dimension size(Board board, int tileSize);

    void paint(Graphics2D g, Board board, int tileSize);
}
