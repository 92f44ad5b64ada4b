package org.rallyworkbench.editor.view;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.model.Start;
import org.rallyworkbench.engine.model.Wall;

/**
 * Temporary stand-in with the API of the engine's {@code export.BoardRenderer} (branch art); deleted
 * when that lands. Deliberately plain.
 */
final class PlaceholderRenderer {

    private PlaceholderRenderer() {
    }

    static Dimension size(Board board, int tile) {
        return new Dimension(board.width() * tile, board.height() * tile);
    }

    static void paint(Graphics2D g, Board board, int t) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                g.setColor(new Color(0x9aa0a6));
                g.fillRect(x * t, y * t, t, t);
                g.setColor(new Color(0x6b7075));
                g.drawRect(x * t, y * t, t, t);
                FloorElement f = board.floorOrNull(x, y);
                if (f != null) {
                    floor(g, f, x * t, y * t, t);
                }
            }
        }
        g.setStroke(new BasicStroke(Math.max(2, t / 10f)));
        g.setColor(new Color(0xf2c200));
        for (Wall w : board.walls()) {
            int x = w.position().x() * t, y = w.position().y() * t;
            switch (w.side()) {
                case N -> g.drawLine(x, y, x + t, y);
                case S -> g.drawLine(x, y + t, x + t, y + t);
                case W -> g.drawLine(x, y, x, y + t);
                case E -> g.drawLine(x + t, y, x + t, y + t);
            }
        }
        g.setColor(Color.RED);
        for (Laser l : board.lasers()) {
            int cx = l.position().x() * t + t / 2, cy = l.position().y() * t + t / 2;
            g.drawLine(cx, cy, cx + l.dir().dx() * t / 2, cy + l.dir().dy() * t / 2);
        }
        for (Start s : board.starts()) {
            label(g, String.valueOf(s.number()), s.position().x() * t, s.position().y() * t, t, new Color(0x2e7d32));
        }
        for (Flag f : board.flags()) {
            label(g, "F" + f.number(), f.position().x() * t, f.position().y() * t, t, new Color(0x1565c0));
        }
    }

    private static void floor(Graphics2D g, FloorElement f, int x, int y, int t) {
        if (f instanceof FloorElement.Pit) {
            g.setColor(Color.BLACK);
            g.fillRect(x + 2, y + 2, t - 4, t - 4);
        } else if (f instanceof FloorElement.Conveyor c) {
            g.setColor(c.express() ? new Color(0x4a90d9) : new Color(0xd9c24a));
            g.fillRect(x + t / 4, y + t / 4, t / 2, t / 2);
            g.setColor(Color.DARK_GRAY);
            Direction d = c.dir();
            g.drawLine(x + t / 2, y + t / 2, x + t / 2 + d.dx() * t / 3, y + t / 2 + d.dy() * t / 3);
        } else if (f instanceof FloorElement.Gear gear) {
            g.setColor(gear.rotation() == Rotation.CW ? new Color(0x2e7d32) : new Color(0xc62828));
            g.fillOval(x + t / 6, y + t / 6, t * 2 / 3, t * 2 / 3);
        } else if (f instanceof FloorElement.Repair r) {
            label(g, r.isDouble() ? "RR" : "R", x, y, t, new Color(0x6a1b9a));
        } else {
            label(g, "C", x, y, t, new Color(0x37474f));
        }
    }

    private static void label(Graphics2D g, String text, int x, int y, int t, Color color) {
        g.setColor(color);
        g.setFont(g.getFont().deriveFont((float) Math.max(9, t / 3)));
        int w = g.getFontMetrics().stringWidth(text);
        g.drawString(text, x + (t - w) / 2, y + t / 2 + g.getFontMetrics().getAscent() / 3);
    }
}
