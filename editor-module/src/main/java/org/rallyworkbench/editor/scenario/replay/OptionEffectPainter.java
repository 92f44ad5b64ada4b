package org.rallyworkbench.editor.scenario.replay;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.util.Map;
import org.rallyworkbench.engine.model.OptionCard;

/**
 * Draws a frame's {@link OptionEffects} on the board (origin at its top-left corner): beams in each option's
 * colour, push and pull arrows, shields. All fade in and out with the frame's time, like the laser flashes.
 */
final class OptionEffectPainter {

    private OptionEffectPainter() {
    }

    /** The colour of a laser alternative's or laser variant's beam, and of a shield's ring. */
    static Color colour(OptionCard option) {
        return switch (option) {
            case PRESSOR_BEAM -> new Color(0x00B8D4);
            case TRACTOR_BEAM -> new Color(0xD500F9);
            case MINI_HOWITZER -> new Color(0xFF6D00);
            case FIRE_CONTROL -> new Color(0xFFD600);
            case SCRAMBLER -> new Color(0x00C853);
            case RADIO_CONTROL -> new Color(0x6200EA);
            case HIGH_POWER_LASER -> new Color(0x2979FF);
            case DOUBLE_BARRELED_LASER -> new Color(0xD50000);
            case POWER_DOWN_SHIELD -> new Color(0x0091EA);
            case ABLATIVE_COAT -> new Color(0xFFAB00);
            default -> new Color(0x757575);
        };
    }

    /** Paints at time {@code t} (0..1) of the frame, between the poses {@code before} and {@code after} it. */
    static void paint(Graphics2D g0, OptionEffects effects, Map<String, RobotPose> before, Map<String, RobotPose> after,
                      double t, int tile) {
        if (effects.isEmpty()) {
            return;
        }
        float strength = (float) Math.sin(Math.PI * Math.min(1, Math.max(0, t)));
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            for (OptionEffects.OptionBeam b : effects.beams()) {
                RobotPose from = before.get(b.from());
                RobotPose to = before.get(b.to());
                if (from != null && to != null) {
                    beam(g, b.kind(), from, to, tile, strength);
                }
            }
            for (OptionEffects.Shove s : effects.shoves()) {
                RobotPose a = before.get(s.robot());
                RobotPose z = after.get(s.robot());
                OptionCard kind = s.pull() ? OptionCard.TRACTOR_BEAM : OptionCard.PRESSOR_BEAM;
                if (a != null && z != null) {
                    arrow(g, colour(kind), a, z, s.dir(), tile, Math.max(strength, 0.35f));
                }
            }
            for (OptionEffects.Shield s : effects.shields()) {
                RobotPose p = after.get(s.robot());
                if (p != null && p.onBoard()) {
                    shield(g, s, p, tile, Math.max(strength, 0.35f));
                }
            }
        } finally {
            g.dispose();
        }
    }

    private static Color alpha(Color c, float a) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), Math.round(255 * Math.max(0, Math.min(1, a))));
    }

    private static void beam(Graphics2D g, OptionCard kind, RobotPose from, RobotPose to, int tile, float strength) {
        double x0 = (from.position().x() + 0.5) * tile;
        double y0 = (from.position().y() + 0.5) * tile;
        double x1 = (to.position().x() + 0.5) * tile;
        double y1 = (to.position().y() + 0.5) * tile;
        Color c = colour(kind);
        float width = Math.max(4f, tile / 6f);
        double len = Math.max(1, Math.hypot(x1 - x0, y1 - y0));
        double px = -(y1 - y0) / len;
        double py = (x1 - x0) / len;
        double[] offsets = kind == OptionCard.DOUBLE_BARRELED_LASER ? new double[] {-tile * 0.1, tile * 0.1}
                : new double[] {0};
        for (double off : offsets) {
            Line2D line = new Line2D.Double(x0 + px * off, y0 + py * off, x1 + px * off, y1 + py * off);
            g.setStroke(new BasicStroke(kind == OptionCard.HIGH_POWER_LASER ? width * 1.5f : width,
                    BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.setColor(alpha(c, 0.45f * strength));
            g.draw(line);
            g.setStroke(new BasicStroke(Math.max(2f, tile / 14f), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.setColor(alpha(c.brighter(), 0.95f * strength));
            g.draw(line);
        }
    }

    /** A thick arrow along the shove, from where the robot stood to where it went (or one tile, when blocked). */
    private static void arrow(Graphics2D g, Color c, RobotPose a, RobotPose z, org.rallyworkbench.engine.model.Direction dir,
                              int tile, float strength) {
        double x0 = (a.position().x() + 0.5) * tile;
        double y0 = (a.position().y() + 0.5) * tile;
        double x1 = a.position().equals(z.position()) ? x0 + dir.dx() * tile * 0.5 : (z.position().x() + 0.5) * tile;
        double y1 = a.position().equals(z.position()) ? y0 + dir.dy() * tile * 0.5 : (z.position().y() + 0.5) * tile;
        // beside the path (above or left of it), so neither the robot nor the beam hides it
        double side = tile * 0.42;
        x0 += dir.dy() * side;
        y0 -= Math.abs(dir.dx()) * side;
        x1 += dir.dy() * side;
        y1 -= Math.abs(dir.dx()) * side;
        double head = tile * 0.28;
        double hx = x1 - dir.dx() * tile * 0.05;
        double hy = y1 - dir.dy() * tile * 0.05;
        g.setColor(alpha(Color.WHITE, 0.8f * strength));
        g.setStroke(new BasicStroke(Math.max(6f, tile / 7f), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(x0, y0, hx - dir.dx() * head * 0.6, hy - dir.dy() * head * 0.6));
        g.setColor(alpha(c, strength));
        g.setStroke(new BasicStroke(Math.max(3f, tile / 12f), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(x0, y0, hx - dir.dx() * head * 0.6, hy - dir.dy() * head * 0.6));
        Path2D tip = new Path2D.Double();
        tip.moveTo(hx, hy);
        tip.lineTo(hx - dir.dx() * head - dir.dy() * head * 0.6, hy - dir.dy() * head + dir.dx() * head * 0.6);
        tip.lineTo(hx - dir.dx() * head + dir.dy() * head * 0.6, hy - dir.dy() * head - dir.dx() * head * 0.6);
        tip.closePath();
        g.fill(tip);
    }

    /** A ring around the robot in the option's colour, with the points it took away ({@code -1}). */
    private static void shield(Graphics2D g, OptionEffects.Shield s, RobotPose p, int tile, float strength) {
        double cx = (p.position().x() + 0.5) * tile;
        double cy = (p.position().y() + 0.5) * tile;
        double r = tile * 0.46;
        Color c = s.sacrificed() ? new Color(0xC62828) : colour(s.option());
        g.setColor(alpha(c, 0.25f * strength));
        g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
        g.setColor(alpha(c, strength));
        float width = Math.max(3f, tile / 12f);
        g.setStroke(s.sacrificed()
                ? new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                        new float[] {tile / 8f, tile / 12f}, 0f)
                : new BasicStroke(width));
        g.draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, Math.max(9, tile / 5)));
        String text = "-" + s.points();
        int w = g.getFontMetrics().stringWidth(text);
        float tx = (float) (cx - r - w / 2.0);
        float ty = (float) (cy - r * 0.6);
        g.setColor(alpha(Color.WHITE, 0.85f * strength));
        g.fillRoundRect((int) tx - 2, (int) ty - g.getFontMetrics().getAscent(), w + 4, g.getFontMetrics().getHeight(),
                4, 4);
        g.setColor(alpha(c.darker(), strength));
        g.drawString(text, tx, ty);
    }
}
