package org.rallyworkbench.editor.board.file;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.awt.RenderingHints;
import javax.swing.JComponent;
import javax.swing.UIManager;
import org.rallyworkbench.engine.render.BoardRenderer;
import org.rallyworkbench.engine.model.Board;

/** A board drawn whole to fit, by the engine's {@link BoardRenderer}: the same picture as the editor's. */
final class NewBoardPreview extends JComponent {

    /** The preview is square, this many pixels each way. */
    static final int SIDE = 300;

    private Board board;

    NewBoardPreview() {
        setPreferredSize(new Dimension(SIDE, SIDE));
        setMinimumSize(new Dimension(SIDE, SIDE));
        setBorder(javax.swing.BorderFactory.createLineBorder(UIManager.getColor("Separator.foreground") == null
                ? Color.GRAY : UIManager.getColor("Separator.foreground")));
    }

    /** The board to show, or {@code null} for none. */
    void setBoard(Board board) {
        this.board = board;
        repaint();
    }

    Board board() {
        return board;
    }

    @Override
    protected void paintComponent(Graphics g) {
        Insets in = getInsets();
        int w = getWidth() - in.left - in.right - 8;
        int h = getHeight() - in.top - in.bottom - 8;
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            Color back = UIManager.getColor("List.background");
            g2.setColor(back == null ? Color.WHITE : back);
            g2.fillRect(in.left, in.top, getWidth() - in.left - in.right, getHeight() - in.top - in.bottom);
            if (board == null || w <= 0 || h <= 0) {
                return;
            }
            double fit = Math.min((double) w / board.width(), (double) h / board.height());
            int tile = (int) Math.max(BoardRenderer.MIN_TILE, Math.min(BoardRenderer.MAX_TILE, Math.floor(fit)));
            double scale = Math.min(1.0, fit / tile);
            double drawnW = board.width() * tile * scale;
            double drawnH = board.height() * tile * scale;
            g2.translate(in.left + 4 + (w - drawnW) / 2, in.top + 4 + (h - drawnH) / 2);
            g2.scale(scale, scale);
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            BoardRenderer.paint(g2, board, tile);
        } finally {
            g2.dispose();
        }
    }
}
