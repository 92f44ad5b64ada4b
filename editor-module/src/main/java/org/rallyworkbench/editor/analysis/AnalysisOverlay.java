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
import org.rallyworkbench.engine.model.Position;

/**
 * The board analysis drawn over a Design view: each tile robots stood on tinted by its destruction chance
 * (the percentage written on tiles large enough), and the reach statistics of each flag beside it. When the
 * board is edited the overlay goes grey and says so; undoing back to the analysed board brings it back.
 * A click on a start (on the board, or its choice in the panel) shows instead the density of the paths its
 * robot took: each tile tinted by the turns the robot began there per game. The numbers on the tiles can be
 * hidden, to see the elements under them. While an analysis runs, its {@link AnalysisPanel} shows the progress;
 * the legend, verdict, chart, causes of death and the toggles are there too.
 */
final class AnalysisOverlay implements BoardOverlay {

    private static final Color STALE_TINT = new Color(90, 90, 90, 110);
    private static final Color LABEL_BACK = new Color(20, 20, 20, 200);
    private static final Color PATH = new Color(40, 110, 255);

    private final BoardOverlayHost host;
    private final BoardModel.Listener listener = m -> boardChanged();
    private final AnalysisPanel panel;
    private OverlayModel data;
    private boolean visible = true;
    private boolean stale;
    private boolean numbers = true;
    private int pathsOf = -1;       // the robot (robot order) whose paths show, or -1: the destruction chances
    private Runnable cancel;        // while an analysis for this view runs

    AnalysisOverlay(BoardOverlayHost host) {
        this.host = host;
        this.panel = new AnalysisPanel(this);
    }

    /** Shows {@code result} in the host, replacing what was shown. */
    void show(OverlayModel result) {
        if (data == null) {
            host.model().addListener(listener);
        }
        if (data == null || data.result().robots() != result.result().robots()) {
            pathsOf = -1;
        }
        data = result;
        stale = data.isStaleFor(host.model().board());
        visible = true;
        cancel = null;
        panel.progress(-1, -1);
        host.setOverlay(this);
        host.setSidePanel(panel);
        panel.refresh();
        host.repaint();
    }

    /**
     * An analysis of {@code games} games for this view has started: the panel shows (at once, even before the first
     * result) with a progress bar; {@code cancelIt} stops the analysis (Close does).
     */
    void started(long games, Runnable cancelIt) {
        cancel = cancelIt;
        panel.progress(0, games);
        host.setSidePanel(panel);
        panel.refresh();
    }

    /** Games done so far by the running analysis (event thread). */
    void progress(long done) {
        if (cancel != null) {
            panel.progress(done, -1);
        }
    }

    /** The running analysis was cancelled or failed: without an earlier result, the panel goes. */
    void stopped() {
        cancel = null;
        panel.progress(-1, -1);
        if (data == null) {
            host.setSidePanel(null);
        } else {
            panel.refresh();
        }
    }

    boolean isRunning() {
        return cancel != null;
    }

    /** Removes the overlay and its panel from the host, cancelling an analysis that still runs. */
    void close() {
        if (cancel != null) {
            Runnable c = cancel;
            cancel = null;
            c.run();
        }
        host.model().removeListener(listener);
        if (host.overlay().orElse(null) == this) {
            host.setOverlay(null);
        }
        host.setSidePanel(null);
        data = null;
        pathsOf = -1;
    }

    /** Whether the chances (or densities) are written on the tiles. */
    boolean numbersShown() {
        return numbers;
    }

    void showNumbers(boolean show) {
        numbers = show;
        host.repaint();
    }

    /** The robot (robot order) whose paths show, or -1. */
    int pathsOf() {
        return pathsOf;
    }

    /** Shows robot {@code robot}'s paths (robot order), or the destruction chances again for -1. */
    void showPathsOf(int robot) {
        pathsOf = robot;
        panel.refresh();
        host.repaint();
    }

    /** A click on a start shows its robot's paths; a second click on it, the chances again. */
    @Override
    public boolean tileClicked(Position tile) {
        if (data == null || !visible || stale) {
            return false;
        }
        int robot = data.robotStartingAt(tile);
        if (robot < 0) {
            return false;
        }
        showPathsOf(robot == pathsOf ? -1 : robot);
        return true;
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
        if (pathsOf >= 0 && pathsOf < data.result().robots()) {
            paintPaths(g, fm, t, w, h);
            return;
        }
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                Color tint = data.tint(x, y);
                if (tint != null) {
                    g.setColor(tint);
                    g.fillRect(x * t, y * t, t, t);
                    if (numbers && t >= 32) {
                        HeatMap.label(g, fm, data.tileLabel(x, y), x, y, t);
                    }
                }
            }
        }
        paintFlagLabels(g, t, w, h);
    }

    /** One robot's paths: blue, deeper where it began more turns per game; its start ringed. */
    private void paintPaths(Graphics2D g, FontMetrics fm, int t, int w, int h) {
        double max = data.maxDensity(pathsOf);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double d = data.density(pathsOf, x, y);
                if (d > 0) {
                    int alpha = (int) Math.round(40 + 180 * Math.sqrt(d / max));
                    g.setColor(new Color(PATH.getRed(), PATH.getGreen(), PATH.getBlue(), alpha));
                    g.fillRect(x * t, y * t, t, t);
                    if (numbers && t >= 32) {
                        HeatMap.label(g, fm, String.format(java.util.Locale.ROOT, d >= 0.095 ? "%.1f" : "%.2f", d),
                                x, y, t);
                    }
                }
            }
        }
        Position start = data.startTile(pathsOf);
        if (start != null && start.x() < w && start.y() < h) {
            g.setColor(Color.WHITE);
            g.setStroke(new BasicStroke(3f));
            g.drawOval(start.x() * t + 2, start.y() * t + 2, t - 4, t - 4);
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
