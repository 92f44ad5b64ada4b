package org.rallyworkbench.editor.analysis;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;
import javax.swing.UIManager;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.analysis.AnalysisResult;
import org.rallyworkbench.engine.analysis.HeatMap;
import org.rallyworkbench.engine.bot.PlayerLevel;

/**
 * Beside the board: at the top, always in reach, what was analysed (games, players, how the robots were placed),
 * the progress of a running analysis and the buttons; below, scrolling when the window is short, the fairness
 * verdict and the win share by start, the choice of a start whose paths to show, the toggles, the legend, the
 * causes of death and the flags.
 */
@Messages({
    "LBL_AnalysisTitle=Board analysis",
    "LBL_ShowOverlay=Show overlay",
    "LBL_ShowNumbers=Numbers on the tiles",
    "LBL_Stale=<html><b>Out of date:</b> the board was edited<br>after this analysis. Analyze again,<br>or undo back to it.</html>",
    "LBL_Legend=Destroyed within the turn, from the tile:",
    "LBL_PathLegend=<html>Turns the robot began on the tile, per game<br>(deeper blue: more); its start ringed.</html>",
    "LBL_Untinted=untinted: no robot began a turn there",
    "LBL_Causes=Causes of death (share, robots)",
    "LBL_Flags=Flags (share of robots, mean turn)",
    "LBL_NoFlags=no flags",
    "LBL_NoRace=<html>No game was won: no win shares,<br>no fairness verdict.</html>",
    "LBL_WinShare=Win share by start",
    "LBL_PathsOf=Paths of:",
    "LBL_NoPaths=no start (destruction chances)",
    "# {0} - start number", "LBL_PathsOfStart=start {0}",
    "# {0} - robot number", "LBL_PathsOfRobot=robot {0} (free tile)",
    "LBL_PathsHint=<html><i>or click a start on the board</i></html>",
    "LBL_Again=Analyze Again",
    "LBL_Close=Close",
    "# {0} - games done", "# {1} - games in all", "LBL_Progress={0} of {1} games",
    "LBL_Starting=Analyzing…"
})
final class AnalysisPanel extends JPanel {

    private final AnalysisOverlay overlay;
    private final JLabel summary = new JLabel();
    private final JLabel placement = new JLabel();
    private final JLabel staleNote = new JLabel(Bundle.LBL_Stale());
    private final JCheckBox toggle = new JCheckBox(Bundle.LBL_ShowOverlay(), true);
    private final JCheckBox numbers = new JCheckBox(Bundle.LBL_ShowNumbers(), true);
    private final JPanel causes = column();
    private final JPanel flags = column();
    private final JLabel verdict = new JLabel();
    private final JLabel noRace = new JLabel(Bundle.LBL_NoRace());
    private final JLabel chartTitle = heading(Bundle.LBL_WinShare());
    private final StartsChart chart = new StartsChart();
    private final JComboBox<PlayerLevel> players = new JComboBox<>(PlayerLevel.values());
    private final JComboBox<String> pathsOf = new JComboBox<>();
    private final JProgressBar progress = new JProgressBar();
    private final JLabel legendTitle = new JLabel(Bundle.LBL_Legend());
    private final Legend legend = new Legend();
    private final JLabel untinted = new JLabel(Bundle.LBL_Untinted());
    private final JLabel pathLegend = new JLabel(Bundle.LBL_PathLegend());
    private boolean refreshing;

    AnalysisPanel(AnalysisOverlay overlay) {
        super(new BorderLayout());
        this.overlay = overlay;
        setName("analysis-panel");
        add(header(), BorderLayout.NORTH);
        JScrollPane scroll = new JScrollPane(body(), ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
                ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER) {
            @Override
            public Dimension getPreferredSize() {     // room for the scroll bar, so nothing is cut when it comes
                Dimension d = super.getPreferredSize();
                return new Dimension(getViewport().getView().getPreferredSize().width
                        + getVerticalScrollBar().getPreferredSize().width + 4, d.height);
            }
        };
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        scroll.setName("analysis-details");
        add(scroll, BorderLayout.CENTER);
        setBorder(BorderFactory.createMatteBorder(0, 1, 0, 0, UIManager.getColor("Separator.foreground")));
    }

    private JPanel header() {
        JPanel head = column();
        head.setBorder(BorderFactory.createEmptyBorder(8, 10, 4, 10));
        JLabel title = new JLabel(Bundle.LBL_AnalysisTitle());
        title.setFont(title.getFont().deriveFont(Font.BOLD, title.getFont().getSize2D() + 2f));
        head.add(title);
        summary.setName("analysis-summary");
        head.add(summary);
        placement.setName("robot-placement");
        head.add(placement);
        head.add(Box.createVerticalStrut(4));
        players.setName("panel-player-level");
        players.setRenderer(AnalyzeBoardAction.levelRenderer());
        players.setMaximumSize(players.getPreferredSize());
        players.addActionListener(e -> {
            if (!refreshing) {
                AnalyzeBoardAction.choose((PlayerLevel) players.getSelectedItem());
            }
        });
        head.add(labelled(Bundle.LBL_Players(), players));
        head.add(Box.createVerticalStrut(4));
        progress.setName("analysis-progress");
        progress.setStringPainted(true);
        progress.setAlignmentX(Component.LEFT_ALIGNMENT);
        progress.setVisible(false);
        head.add(progress);
        head.add(Box.createVerticalStrut(4));
        JPanel buttons = row();
        JButton again = new JButton(Bundle.LBL_Again());
        again.addActionListener(e -> overlay.reanalyze());
        JButton close = new JButton(Bundle.LBL_Close());
        close.addActionListener(e -> overlay.close());
        buttons.add(again);
        buttons.add(Box.createHorizontalStrut(6));
        buttons.add(close);
        head.add(buttons);
        for (JComponent c : new JComponent[] {toggle, numbers, again, close, players, pathsOf}) {
            c.setFocusable(false);     // typed keys belong to the board, as with the palette
        }
        return head;
    }

    private JPanel body() {
        JPanel body = column();
        body.setBorder(BorderFactory.createEmptyBorder(4, 10, 8, 10));
        staleNote.setForeground(new Color(170, 60, 0));
        body.add(staleNote);
        verdict.setName("fairness-verdict");
        body.add(verdict);
        body.add(noRace);
        body.add(Box.createVerticalStrut(4));
        body.add(chartTitle);
        body.add(chart);
        body.add(Box.createVerticalStrut(8));
        pathsOf.setName("paths-of");
        pathsOf.addActionListener(e -> {
            if (!refreshing) {
                overlay.showPathsOf(pathsOf.getSelectedIndex() - 1);
            }
        });
        body.add(labelled(Bundle.LBL_PathsOf(), pathsOf));
        body.add(new JLabel(Bundle.LBL_PathsHint()));
        body.add(Box.createVerticalStrut(6));
        toggle.setName("toggle-overlay");
        toggle.addActionListener(e -> overlay.setVisible(toggle.isSelected()));
        body.add(toggle);
        numbers.setName("toggle-numbers");
        numbers.addActionListener(e -> overlay.showNumbers(numbers.isSelected()));
        body.add(numbers);
        body.add(Box.createVerticalStrut(6));
        body.add(legendTitle);
        body.add(legend);
        untinted.setFont(untinted.getFont().deriveFont(Font.ITALIC));
        body.add(untinted);
        body.add(pathLegend);
        body.add(Box.createVerticalStrut(10));
        body.add(heading(Bundle.LBL_Causes()));
        body.add(causes);
        body.add(Box.createVerticalStrut(10));
        body.add(heading(Bundle.LBL_Flags()));
        body.add(flags);
        return body;
    }

    /**
     * The progress bar: {@code done} games of {@code total} (total &lt; 0 keeps the last total); done &lt; 0
     * hides it.
     */
    void progress(long done, long total) {
        if (done < 0) {
            progress.setVisible(false);
            return;
        }
        if (total >= 0) {
            progress.setMaximum((int) Math.min(Integer.MAX_VALUE, total));
        }
        progress.setValue((int) Math.min(Integer.MAX_VALUE, done));
        progress.setString(Bundle.LBL_Progress(String.format("%,d", done), String.format("%,d", progress.getMaximum())));
        progress.setVisible(true);
    }

    boolean progressShown() {
        return progress.isVisible();
    }

    /** Shows the overlay's data and state. */
    void refresh() {
        refreshing = true;
        try {
            players.setSelectedItem(AnalyzeBoardAction.chosenLevel());
            OverlayModel data = overlay.data();
            boolean has = data != null;
            for (JComponent c : new JComponent[] {verdict, chart, chartTitle, noRace, staleNote}) {
                c.setVisible(false);
            }
            if (!has) {
                summary.setText(Bundle.LBL_Starting());
                placement.setText(" ");
                return;
            }
            summary.setText("<html><body style='width:220px'>" + data.summary().replace("; ", "<br>") + "</body></html>");
            placement.setText("<html><body style='width:220px'>" + data.placement() + "</body></html>");
            staleNote.setVisible(overlay.isStale());
            AnalysisResult result = data.result();
            boolean raced = result.gamesWon() > 0 && result.robots() > 1;
            verdict.setVisible(raced);
            chart.setVisible(raced);
            chartTitle.setVisible(raced);
            noRace.setVisible(!raced);
            if (raced) {
                // A fixed width: a long verdict must wrap, not widen the panel past the window.
                verdict.setText("<html><body style='width:220px'>" + result.fairness().verdict(result.startNumbers())
                        + "</body></html>");
                chart.result = result;
                chart.repaint();
            }
            pathsOf.removeAllItems();
            pathsOf.addItem(Bundle.LBL_NoPaths());
            for (int i = 0; i < result.robots(); i++) {
                int n = result.startNumber(i);
                pathsOf.addItem(n > 0 ? Bundle.LBL_PathsOfStart(n) : Bundle.LBL_PathsOfRobot(i + 1));
            }
            pathsOf.setSelectedIndex(overlay.pathsOf() + 1);
            pathsOf.setMaximumSize(pathsOf.getPreferredSize());
            boolean paths = overlay.pathsOf() >= 0;
            legendTitle.setVisible(!paths);
            legend.setVisible(!paths);
            untinted.setVisible(!paths);
            pathLegend.setVisible(paths);
            toggle.setSelected(overlay.isVisible());
            numbers.setSelected(overlay.numbersShown());
            causes.removeAll();
            for (OverlayModel.CauseLine c : data.causes()) {
                causes.add(mono(c.text()));
            }
            flags.removeAll();
            if (data.flagLabels().isEmpty()) {
                flags.add(new JLabel(Bundle.LBL_NoFlags()));
            }
            for (OverlayModel.FlagLabel f : data.flagLabels()) {
                flags.add(new JLabel(f.text()));
            }
        } finally {
            refreshing = false;
            revalidate();
            repaint();
        }
    }

    private static JPanel labelled(String label, JComponent field) {
        JPanel p = row();
        p.add(new JLabel(label));
        p.add(Box.createHorizontalStrut(6));
        p.add(field);
        return p;
    }

    private static JPanel row() {
        JPanel p = new JPanel();
        p.setLayout(new BoxLayout(p, BoxLayout.X_AXIS));
        p.setAlignmentX(Component.LEFT_ALIGNMENT);
        return p;
    }

    private static JPanel column() {
        JPanel p = new JPanel();
        p.setLayout(new BoxLayout(p, BoxLayout.Y_AXIS));
        p.setAlignmentX(Component.LEFT_ALIGNMENT);
        return p;
    }

    private static JLabel heading(String text) {
        JLabel l = new JLabel(text);
        l.setFont(l.getFont().deriveFont(Font.BOLD));
        return l;
    }

    private static JLabel mono(String text) {
        JLabel l = new JLabel(text);
        l.setFont(new Font(Font.MONOSPACED, Font.PLAIN, l.getFont().getSize()));
        return l;
    }

    /** The colour scale, drawn with the engine's heat-map colours over a neutral grey. */
    private static final class Legend extends JComponent {

        Legend() {
            setAlignmentX(Component.LEFT_ALIGNMENT);
            setPreferredSize(new Dimension(220, 34));
            setMaximumSize(new Dimension(260, 34));
        }

        @Override
        protected void paintComponent(Graphics g0) {
            Graphics2D g = (Graphics2D) g0.create();
            try {
                g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                int w = Math.min(getWidth(), 260) - 16;
                int x0 = 6;
                for (int i = 0; i < w; i++) {
                    g.setColor(new Color(150, 150, 150));
                    g.fillRect(x0 + i, 2, 1, 14);
                    g.setColor(HeatMap.color((double) i / (w - 1)));
                    g.fillRect(x0 + i, 2, 1, 14);
                }
                g.setColor(Color.DARK_GRAY);
                g.drawRect(x0, 2, w - 1, 14);
                g.setColor(getForeground());
                g.setFont(getFont() != null ? getFont() : UIManager.getFont("Label.font"));
                int base = 30;
                String[] marks = {"0%", "25%", "50%", "75%", "100%"};
                for (int i = 0; i < marks.length; i++) {
                    int mx = x0 + (w - 1) * i / (marks.length - 1);
                    int sw = g.getFontMetrics().stringWidth(marks[i]);
                    int tx = Math.max(0, Math.min(mx - sw / 2, x0 + w - sw));
                    g.drawLine(mx, 16, mx, 19);
                    g.drawString(marks[i], tx, base);
                }
            } finally {
                g.dispose();
            }
        }
    }

    /** The win share by start, drawn by the engine's {@link org.rallyworkbench.engine.analysis.StartChart}. */
    private static final class StartsChart extends JComponent {
        private org.rallyworkbench.engine.analysis.AnalysisResult result;

        StartsChart() {
            setName("starts-chart");
            setAlignmentX(Component.LEFT_ALIGNMENT);
            java.awt.Dimension size = new java.awt.Dimension(300, 160);
            setPreferredSize(size);
            setMaximumSize(size);
        }

        @Override
        protected void paintComponent(java.awt.Graphics g) {
            if (result != null) {
                java.awt.Graphics2D g2 = (java.awt.Graphics2D) g.create();
                try {
                    g2.setColor(java.awt.Color.WHITE);
                    g2.fillRect(0, 0, getWidth(), getHeight());
                    org.rallyworkbench.engine.analysis.StartChart.paint(g2, result, getWidth(), getHeight());
                } finally {
                    g2.dispose();
                }
            }
        }
    }
}
