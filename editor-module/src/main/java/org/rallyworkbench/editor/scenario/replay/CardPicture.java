package org.rallyworkbench.editor.scenario.replay;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Arc2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;

/** A program card as a small picture: its priority on top, an arrow for its type, the move count below. */
final class CardPicture {

    static final int WIDTH = 34;
    static final int HEIGHT = 44;

    private CardPicture() {
    }

    /** Paints {@code card} with its top-left corner at (x, y); {@code dim} for a card that was not played. */
    static void paint(Graphics2D g0, Card card, int x, int y, boolean dim, Color highlight) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.translate(x, y);
            RoundRectangle2D face = new RoundRectangle2D.Double(0.5, 0.5, WIDTH - 1, HEIGHT - 1, 6, 6);
            g.setColor(dim ? new Color(0xE0E0E0) : new Color(0xFFF8E1));
            g.fill(face);
            g.setColor(highlight != null ? highlight : dim ? Color.GRAY : new Color(0x5D4037));
            g.setStroke(new BasicStroke(highlight != null ? 3f : 1.2f));
            g.draw(face);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 10));
            FontMetrics fm = g.getFontMetrics();
            String priority = Integer.toString(card.priority());
            g.setColor(dim ? Color.GRAY : new Color(0x1B5E20));
            g.drawString(priority, (WIDTH - fm.stringWidth(priority)) / 2f, fm.getAscent() + 1);
            g.setColor(dim ? Color.GRAY : new Color(0x3E2723));
            g.setStroke(new BasicStroke(2.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            symbol(g, card.type(), WIDTH / 2.0, HEIGHT / 2.0 + 5);
        } finally {
            g.dispose();
        }
    }

    private static void symbol(Graphics2D g, CardType type, double cx, double cy) {
        switch (type) {
            case MOVE1, MOVE2, MOVE3 -> {
                arrow(g, cx, cy + 9, cx, cy - 9);
                g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 11));
                String n = type == CardType.MOVE1 ? "1" : type == CardType.MOVE2 ? "2" : "3";
                g.drawString(n, (float) (cx + 4), (float) (cy + 9));
            }
            case BACKUP -> arrow(g, cx, cy - 9, cx, cy + 9);
            case LEFT -> turn(g, cx, cy, true);
            case RIGHT -> turn(g, cx, cy, false);
            case UTURN -> {
                Path2D u = new Path2D.Double();
                u.moveTo(cx + 6, cy + 9);
                u.lineTo(cx + 6, cy - 3);
                u.append(new Arc2D.Double(cx - 6, cy - 9, 12, 12, 0, 180, Arc2D.OPEN), true);
                u.lineTo(cx - 6, cy + 5);
                g.draw(u);
                head(g, cx - 6, cy + 9, 0, 1);
            }
        }
    }

    private static void arrow(Graphics2D g, double x0, double y0, double x1, double y1) {
        g.draw(new Line2D.Double(x0, y0, x1, y1));
        double len = Math.hypot(x1 - x0, y1 - y0);
        head(g, x1, y1, (x1 - x0) / len, (y1 - y0) / len);
    }

    private static void turn(Graphics2D g, double cx, double cy, boolean left) {
        double s = left ? -1 : 1;
        Path2D p = new Path2D.Double();
        p.moveTo(cx - s * 5, cy + 9);
        p.lineTo(cx - s * 5, cy - 1);
        p.quadTo(cx - s * 5, cy - 6, cx, cy - 6);
        p.lineTo(cx + s * 4, cy - 6);
        g.draw(p);
        head(g, cx + s * 8, cy - 6, s, 0);
    }

    private static void head(Graphics2D g, double x, double y, double dx, double dy) {
        Path2D tip = new Path2D.Double();
        tip.moveTo(x, y);
        tip.lineTo(x - dx * 6 - dy * 4, y - dy * 6 + dx * 4);
        tip.lineTo(x - dx * 6 + dy * 4, y - dy * 6 - dx * 4);
        tip.closePath();
        g.fill(tip);
    }
}
