package org.rallyworkbench.editor.board.design;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.rallyworkbench.engine.model.Board;

/**
 * For the editor benchmarks: the Design view's own {@code paintComponent}, on a canvas scrolled to a place
 * and clipped to a window-sized view, as Swing paints it.
 */
public final class DesignViewPaint {

    private final BoardCanvas canvas = new BoardCanvas();
    private final BufferedImage screen;

    public DesignViewPaint(Board board, int tile, int viewWidth, int viewHeight) {
        canvas.setBoard(board);
        canvas.setTileSize(tile);
        canvas.setSize(canvas.getPreferredSize());
        screen = new BufferedImage(viewWidth, viewHeight, BufferedImage.TYPE_INT_RGB);
    }

    /** Shows another version of the board, as an edit does. */
    public void setBoard(Board board) {
        try {
            javax.swing.SwingUtilities.invokeAndWait(() -> canvas.setBoard(board));
        } catch (InterruptedException | java.lang.reflect.InvocationTargetException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Paints the view scrolled to ({@code x}, {@code y}) pixels of the canvas; returns the picture. */
    public BufferedImage paint(int x, int y) {
        try {
            javax.swing.SwingUtilities.invokeAndWait(() -> paintNow(x, y));
        } catch (InterruptedException | java.lang.reflect.InvocationTargetException e) {
            throw new IllegalStateException(e);
        }
        return screen;
    }

    private void paintNow(int x, int y) {
        Graphics2D g = screen.createGraphics();
        try {
            g.translate(-x, -y);
            g.setClip(x, y, screen.getWidth(), screen.getHeight());
            canvas.paintComponent(g);
        } finally {
            g.dispose();
        }
    }
}
