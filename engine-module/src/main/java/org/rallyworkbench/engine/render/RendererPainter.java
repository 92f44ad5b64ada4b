package org.rallyworkbench.engine.render;

import java.awt.Dimension;
import java.awt.Graphics2D;
import org.rallyworkbench.engine.model.Board;

/** The project's one renderer, {@link BoardRenderer}, as a {@link BoardPainter}: what every export draws with. */
public final class RendererPainter implements BoardPainter {

    public static final RendererPainter INSTANCE = new RendererPainter();

    private RendererPainter() {
    }

    @Override
    public Dimension size(Board board, int tileSize) {
        return BoardRenderer.size(board, tileSize);
    }

    @Override
    public void paint(Graphics2D g, Board board, int tileSize) {
        BoardRenderer.paint(g, board, tileSize);
    }
}
