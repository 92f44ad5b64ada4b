package org.rallyworkbench.editor.analysis;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import org.rallyworkbench.editor.board.design.BoardOverlay;
import org.rallyworkbench.editor.board.design.BoardOverlayHost;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.analysis.HeatMap;
import org.rallyworkbench.engine.model.Board;

/**
 * The board analysis drawn over a Design view: each tile robots stood on tinted by its destruction chance
 * (the percentage written on tiles large enough), and the reach statistics of each flag beside it. When the
 * board is edited the overlay goes grey and says so; undoing back to the analysed board brings it back.
 * The legend, causes of death and the show/hide toggle are in its {@link AnalysisPanel}.
 */
final class AnalysisOverlay implements BoardOverlay {

    private static final Color STALE_TINT = new Color(90, 90, 90, 110);
    private static final Color LABEL_BACK = new Color(20, 20, 20, 200);

    private final BoardOverlayHost host;
    private final BoardModel.Listener listener = m -> boardChanged();
    private final AnalysisPanel panel;
    private OverlayModel data;
    private boolean visible = true;
    private boolean stale;

    AnalysisOverlay(BoardOverlayHost host) {
        this.host = host;
        this.panel = new AnalysisPanel(this);
    }

    /** Shows {@code result} in the host, replacing what was shown. */
    void show(OverlayModel result) {
        if (data == null) {
            host.model().addListener(listener);
        }
        data = result;
        stale = data.isStaleFor(host.model().board());
        visible = true;
        host.setOverlay(this);
        host.setSidePanel(panel);
        panel.refresh();
        host.repaint();
    }

    /** Removes the overlay and its panel from the host. */
    void close() {
        host.model().removeListener(listener);
        if (host.overlay().orElse(null) == this) {
            host.setOverlay(null);
        }
        host.setSidePanel(null);
        data = null;
    }

    OverlayModel data() {
        return data;
    }

    boolean isVisible() {
        return visible;
    }

    void setVisible(boolean v) {
        visible = v;
        panel.refresh();
        host.repaint();
    }

    boolean isStale() {
        return stale;
    }

    /** Analyses the board again with the same settings. */
    void reanalyze() {
        AnalyzeBoardAction.analyze(host, data == null ? null : data.games(), data == null ? null : data.seed());
    }

    private void boardChanged() {
        if (data == null) {
            return;
        }
        boolean now = data.isStaleFor(host.model().board());
        if (now != stale) {
            stale = now;
            panel.refresh();
            host.repaint();
        }
    }

    @Override
    public void paint(Graphics2D g, Board board, int t) {
        if (data == null || !visible) {
            return;
        }
        Board analysed = data.board();
        int w = Math.min(board.width(), analysed.width());
        int h = Math.min(board.height(), analysed.height());
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        if (stale) {
            // out of date: a grey veil where the analysis was, no colours or numbers to mislead
            g.setColor(STALE_TINT);
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    if (!Double.isNaN(data.chance(x, y))) {
                        g.fillRect(x * t, y * t, t, t);
                    }
                }
            }
            return;
        }
        Font font = new Font(Font.SANS_SERIF, Font.BOLD, Math.max(9, t / 4));
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (data.tint(x, y) != null) {
                    HeatMap.paintTile(g, fm, data.chance(x, y), x, y, t);
                }
            }
        }
        paintFlagLabels(g, t, w, h);
    }

    private void paintFlagLabels(Graphics2D g, int t, int w, int h) {
        Font font = new Font(Font.SANS_SERIF, Font.BOLD, Math.max(9, Math.min(11, t / 4)));
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        g.setComposite(AlphaComposite.SrcOver);
        for (OverlayModel.FlagLabel f : data.flagLabels()) {
            int fx = f.position().x();
            int fy = f.position().y();
            if (fx >= w || fy >= h) {
                continue;
            }
            String text = f.shortText();
            int bw = fm.stringWidth(text) + 8;
            int bh = fm.getHeight() + 2;
            // above the flag's tile, or below it on the top row; kept inside the board sideways
            int bx = Math.max(0, Math.min(fx * t + t / 2 - bw / 2, w * t - bw));
            int by = fy > 0 ? fy * t - bh + 2 : (fy + 1) * t - 2;
            g.setColor(LABEL_BACK);
            g.fillRoundRect(bx, by, bw, bh, 8, 8);
            g.setColor(Color.WHITE);
            g.setStroke(new BasicStroke(1f));
            g.drawRoundRect(bx, by, bw, bh, 8, 8);
            g.drawString(text, bx + 4, by + 1 + fm.getAscent());
            g.setColor(new Color(255, 255, 255, 220));
            g.setStroke(new BasicStroke(2f));
            g.drawRect(fx * t + 1, fy * t + 1, t - 2, t - 2);
        }
    }
}
