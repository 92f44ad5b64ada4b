package org.rallyworkbench.engine.analysis;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.Locale;

/**
 * The win share of each start as a bar chart: one bar per start with its 95% interval as a whisker, a dashed
 * line at the share every start would have if the board were fair, and the fairness verdict as the title.
 * Drawn by the command line into a PNG and by the editor beside its overlay.
 */
public final class StartChart {

    private static final Color BAR = new Color(70, 120, 200);
    private static final Color BEST = new Color(60, 160, 90);
    private static final Color WORST = new Color(200, 80, 60);

    private StartChart() { }

    public static BufferedImage render(AnalysisResult r, int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, width, height);
            paint(g, r, width, height);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Paints the chart into (0, 0, width, height) of {@code g}. */
    public static void paint(Graphics2D g, AnalysisResult r, int width, int height) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        FontMetrics fm = g.getFontMetrics();
        int robots = r.robots();
        Fairness fairness = r.fairness();
        int left = 44;
        int top = 36;
        int bottom = height - 30;
        int right = width - 12;
        double max = 0.05;
        for (int i = 0; i < robots; i++) {
            Interval s = r.winShare(i);
            max = Math.max(max, Double.isNaN(s.high()) ? 0 : s.high());
        }
        max = Math.min(1, Math.ceil(max * 10) / 10);
        g.setColor(Color.BLACK);
        g.drawString(String.format(Locale.ROOT, "%s: win share by start (%d games, %s players)", r.board().name(),
                r.games(), r.settings().players().id()), left, 14);
        g.setColor(fairness.fair() ? BEST.darker() : WORST.darker());
        g.drawString(String.format(Locale.ROOT, "%s: spread %.1f points, chance alone < %.1f",
                fairness.fair() ? "fair" : "unfair", 100 * fairness.spread(), 100 * fairness.chanceSpread()),
                left, 29);
        g.setColor(Color.GRAY);
        for (int k = 0; k <= 4; k++) {
            double v = max * k / 4;
            int y = bottom - (int) Math.round((bottom - top) * v / max);
            g.drawLine(left - 3, y, right, y);
            String label = String.format(Locale.ROOT, "%.0f%%", 100 * v);
            g.drawString(label, left - 6 - fm.stringWidth(label), y + 4);
        }
        int slot = (right - left) / Math.max(1, robots);
        for (int i = 0; i < robots; i++) {
            Interval s = r.winShare(i);
            int x = left + i * slot + slot / 6;
            int w = Math.max(2, slot * 2 / 3);
            if (!Double.isNaN(s.value())) {
                int y = bottom - (int) Math.round((bottom - top) * s.value() / max);
                g.setColor(i == fairness.best() ? BEST : i == fairness.worst() ? WORST : BAR);
                g.fillRect(x, y, w, bottom - y);
                g.setColor(Color.BLACK);
                int lo = bottom - (int) Math.round((bottom - top) * s.low() / max);
                int hi = bottom - (int) Math.round((bottom - top) * s.high() / max);
                int cx = x + w / 2;
                g.drawLine(cx, lo, cx, hi);
                g.drawLine(cx - 4, lo, cx + 4, lo);
                g.drawLine(cx - 4, hi, cx + 4, hi);
            }
            g.setColor(Color.BLACK);
            int number = r.startNumber(i);
            String label = number == 0 ? "r" + (i + 1) : String.valueOf(number);
            g.drawString(label, x + (w - fm.stringWidth(label)) / 2, bottom + 16);
        }
        if (robots > 0) {
            double fair = 1.0 / robots;
            int y = bottom - (int) Math.round((bottom - top) * fair / max);
            g.setColor(new Color(0, 0, 0, 160));
            g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {6, 4}, 0));
            g.drawLine(left, y, right, y);
            g.setStroke(new BasicStroke(1f));
        }
        g.setColor(Color.BLACK);
        g.drawLine(left, bottom, right, bottom);
        g.drawString("start", right - fm.stringWidth("start"), height - 2);
    }
}
