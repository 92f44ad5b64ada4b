package org.rallyworkbench.editor.view;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import javax.swing.JComponent;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import org.rallyworkbench.engine.export.BoardRenderer;
import org.rallyworkbench.engine.model.Board;

/**
 * Draws one immutable board, scaled to fit the space it has, never below {@link #MIN_TILE} pixels a tile
 * (then the surrounding scroll pane scrolls). Painting is the shared {@link BoardRenderer}'s job, so the
 * board looks as in the PNG export; this class only chooses the tile size and centres the picture.
 */
final class BoardCanvas extends JComponent implements Scrollable {

    static final int MIN_TILE = 16;
    static final int MAX_TILE = 96;
    private static final int MARGIN = 16;

    private Board board;

    void setBoard(Board newBoard) {
        this.board = newBoard;
        revalidate();
        repaint();
    }

    /** The largest tile size that fits {@code width × height} pixels, within MIN_TILE..MAX_TILE. */
    static int tileSizeFor(Board board, int width, int height) {
        int fit = Math.min((width - 2 * MARGIN) / board.width(), (height - 2 * MARGIN) / board.height());
        return Math.max(MIN_TILE, Math.min(MAX_TILE, fit));
    }

    @Override
    public Dimension getPreferredSize() {
        if (board == null) {
            return new Dimension(200, 200);
        }
        Dimension d = BoardRenderer.size(board, MIN_TILE);
        return new Dimension(d.width + 2 * MARGIN, d.height + 2 * MARGIN);
    }

    @Override
    protected void paintComponent(Graphics g) {
        if (board == null) {
            return;
        }
        int tile = tileSizeFor(board, getWidth(), getHeight());
        Dimension size = BoardRenderer.size(board, tile);
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.translate(Math.max(MARGIN, (getWidth() - size.width) / 2), Math.max(MARGIN, (getHeight() - size.height) / 2));
            BoardRenderer.paint(g2, board, tile);
        } finally {
            g2.dispose();
        }
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return MIN_TILE;
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return MIN_TILE * 4;
    }

    // fill the viewport while it is larger than the smallest picture; scroll once it is smaller
    @Override
    public boolean getScrollableTracksViewportWidth() {
        return getParent() instanceof JViewport v && v.getWidth() >= getPreferredSize().width;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return getParent() instanceof JViewport v && v.getHeight() >= getPreferredSize().height;
    }
}
