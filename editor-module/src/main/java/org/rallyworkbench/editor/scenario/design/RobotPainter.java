package org.rallyworkbench.editor.scenario.design;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.util.Locale;
import java.util.Map;

/** Draws one robot: a coloured disc with a facing arrow, its name below and its damage in a badge. */
public final class RobotPainter {

    private static final Map<String, Color> NAMED = Map.of(
            "red", new Color(0xD32F2F), "blue", new Color(0x1976D2), "green", new Color(0x388E3C),
            "yellow", new Color(0xFBC02D), "orange", new Color(0xF57C00), "purple", new Color(0x7B1FA2),
            "black", new Color(0x333333), "white", new Color(0xEEEEEE), "grey", new Color(0x9E9E9E),
            "gray", new Color(0x9E9E9E));
    private static final Color[] OTHERS = {
        new Color(0x00897B), new Color(0x5D4037), new Color(0xC2185B), new Color(0x455A64), new Color(0x689F38)};

    private RobotPainter() {
    }

    public static Color colour(String name) {
        Color c = NAMED.get(name.toLowerCase(Locale.ROOT));
        return c != null ? c : OTHERS[Math.floorMod(name.hashCode(), OTHERS.length)];
    }

    /** Paints {@code s} on a board whose tiles are {@code tile} pixels, origin at the board's top-left corner. */
    public static void paint(Graphics2D g0, Sprite s, int tile) {
        paint(g0, s, tile, null);
    }

    /** Paints {@code s}, its name moved inside {@code labelBounds} (board pixels; null: anywhere). */
    public static void paint(Graphics2D g0, Sprite s, int tile, Rectangle labelBounds) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            double cx = (s.x() + 0.5) * tile;
            double cy = (s.y() + 0.5) * tile;
            double r = tile * 0.36;
            Color colour = colour(s.name());
            if (s.ghost()) {
                g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.8f));
            }
            Ellipse2D disc = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
            if (s.ghost()) {
                g.setColor(new Color(255, 255, 255, 160));
                g.fill(disc);
                g.setColor(colour);
                g.setStroke(new BasicStroke(Math.max(2f, tile / 18f), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER,
                        10f, new float[] {tile / 10f, tile / 14f}, 0f));
                g.draw(disc);
            } else {
                g.setColor(colour);
                g.fill(disc);
                g.setColor(colour.darker().darker());
                g.setStroke(new BasicStroke(Math.max(1.5f, tile / 28f)));
                g.draw(disc);
            }
            paintArrow(g, cx, cy, r, s.heading(), s.ghost() ? colour : Color.WHITE);
            paintName(g, s, cx, cy, r, tile, labelBounds);
            if (s.damage() > 0) {
                paintDamage(g, s.damage(), cx + r * 0.75, cy - r * 0.75, tile);
            }
        } finally {
            g.dispose();
        }
    }

    private static void paintArrow(Graphics2D g, double cx, double cy, double r, double heading, Color c) {
        Path2D arrow = new Path2D.Double();
        arrow.moveTo(0, -r * 0.85);
        arrow.lineTo(r * 0.5, r * 0.2);
        arrow.lineTo(0, -r * 0.05);
        arrow.lineTo(-r * 0.5, r * 0.2);
        arrow.closePath();
        Graphics2D a = (Graphics2D) g.create();
        a.translate(cx, cy);
        a.rotate(heading * Math.PI / 2);
        a.setColor(c);
        a.fill(arrow);
        a.dispose();
    }

    private static void paintName(Graphics2D g, Sprite s, double cx, double cy, double r, int tile, Rectangle bounds) {
        if (tile < 24) {
            return;
        }
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, Math.max(9, tile / 5)));
        FontMetrics fm = g.getFontMetrics();
        String text = s.ghost() ? "expected " + s.name() : s.name();
        int w = fm.stringWidth(text);
        int x = (int) Math.round(cx - w / 2.0);
        // a ghost names itself above, so its label never covers the actual robot's
        int y = s.ghost() ? (int) Math.round(cy - r - fm.getDescent() - 2)
                : (int) Math.round(cy + r + fm.getAscent());
        Rectangle box = labelBox(new Rectangle(x - 2, y - fm.getAscent(), w + 4, fm.getHeight()), bounds);
        x = box.x + 2;
        y = box.y + fm.getAscent();
        g.setColor(new Color(255, 255, 255, 200));
        g.fillRoundRect(box.x, box.y, box.width, box.height, 4, 4);
        g.setColor(Color.BLACK);
        g.drawString(text, x, y);
    }

    /**
     * A name's box moved the least that puts it inside {@code bounds} (its left and top edges win when it is
     * larger); unchanged when {@code bounds} is null.
     */
    public static Rectangle labelBox(Rectangle box, Rectangle bounds) {
        if (bounds == null) {
            return box;
        }
        int x = Math.max(bounds.x, Math.min(box.x, bounds.x + bounds.width - box.width));
        int y = Math.max(bounds.y, Math.min(box.y, bounds.y + bounds.height - box.height));
        return new Rectangle(x, y, box.width, box.height);
    }

    private static void paintDamage(Graphics2D g, int damage, double cx, double cy, int tile) {
        double r = Math.max(6, tile * 0.15);
        g.setColor(new Color(0xFFEB3B));
        g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
        g.setColor(Color.BLACK);
        g.setStroke(new BasicStroke(1f));
        g.draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.max(8, r * 1.3)));
        FontMetrics fm = g.getFontMetrics();
        String text = Integer.toString(damage);
        g.drawString(text, (float) (cx - fm.stringWidth(text) / 2.0), (float) (cy + fm.getAscent() / 2.0 - 1));
    }
}
