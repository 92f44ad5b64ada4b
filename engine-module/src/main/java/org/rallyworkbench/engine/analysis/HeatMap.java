package org.rallyworkbench.engine.analysis;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.Locale;
import org.rallyworkbench.engine.render.BoardRenderer;
import org.rallyworkbench.engine.model.Board;

/**
 * The analysis as a picture: the board as {@link BoardRenderer} draws it, each tile robots stood on tinted
 * from green (safe) through yellow to red by the chance of being destroyed within the turn, with the
 * percentage written on tiles large enough to read it. Tiles no robot stood on stay untinted.
 */
public final class HeatMap {

    /** How much of the board shows through the tint. */
    private static final int ALPHA = 150;

    private HeatMap() { }

    public static BufferedImage render(AnalysisResult result, int tileSize) {
        Board board = result.board();
        BufferedImage image = BoardRenderer.render(board, tileSize);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, Math.max(9, tileSize / 4)));
            FontMetrics fm = g.getFontMetrics();
            for (int y = 0; y < board.height(); y++) {
                for (int x = 0; x < board.width(); x++) {
                    double chance = result.destructionChance(x, y);
                    if (Double.isNaN(chance)) {
                        continue;
                    }
                    paintTile(g, fm, chance, x, y, tileSize);
                }
            }
            g.setColor(new Color(0, 0, 0, 60));
            g.setStroke(new BasicStroke(1f));
            for (int i = 0; i <= board.width(); i++) {
                g.drawLine(i * tileSize, 0, i * tileSize, board.height() * tileSize);
            }
            for (int i = 0; i <= board.height(); i++) {
                g.drawLine(0, i * tileSize, board.width() * tileSize, i * tileSize);
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    /**
     * The tint of a destruction chance: green at 0, yellow at 1/2, red at 1 (chances above 1/2 are rare and
     * all alarming), translucent so the board shows through. The editor's analysis overlay uses it too.
     */
    public static Color color(double chance) {
        double c = Math.max(0, Math.min(1, chance));
        int red = (int) Math.round(255 * Math.min(1, 2 * c));
        int green = (int) Math.round(255 * Math.min(1, 2 * (1 - c)));
        return new Color(red, green, 0, ALPHA);
    }

    /**
     * Tints tile (x, y) by its destruction chance and, from 32 pixels a tile, writes the percentage: the one
     * way a chance is drawn, in the PNG and in the editor's overlay.
     */
    public static void paintTile(Graphics2D g, FontMetrics fm, double chance, int x, int y, int tileSize) {
        g.setColor(color(chance));
        g.fillRect(x * tileSize, y * tileSize, tileSize, tileSize);
        if (tileSize >= 32) {
            label(g, fm, String.format(Locale.ROOT, "%.0f%%", chance * 100), x, y, tileSize);
        }
    }

    /** Writes {@code text} at the foot of tile (x, y), white on a black shadow, as the percentages are. */
    public static void label(Graphics2D g, FontMetrics fm, String text, int x, int y, int tileSize) {
        int tx = x * tileSize + (tileSize - fm.stringWidth(text)) / 2;
        int ty = y * tileSize + tileSize - fm.getDescent() - 2;
        g.setColor(Color.BLACK);
        g.drawString(text, tx + 1, ty + 1);
        g.setColor(Color.WHITE);
        g.drawString(text, tx, ty);
    }
}
