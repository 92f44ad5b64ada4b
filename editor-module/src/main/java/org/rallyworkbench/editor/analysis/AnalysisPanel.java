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
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.analysis.HeatMap;

/** Beside the board: what the overlay means (legend), the causes of death, flags, and the toggle. */
@Messages({
    "LBL_AnalysisTitle=Board analysis",
    "LBL_ShowOverlay=Show overlay",
    "LBL_Stale=<html><b>Out of date:</b> the board was edited<br>after this analysis. Analyze again,<br>or undo back to it.</html>",
    "LBL_Legend=Destroyed within the turn, from the tile:",
    "LBL_Untinted=untinted: no robot began a turn there",
    "LBL_Causes=Causes of death (share, robots)",
    "LBL_Flags=Flags (share of robots, mean turn)",
    "LBL_NoFlags=no flags",
    "LBL_Again=Analyze Again",
    "LBL_Close=Close"
})
final class AnalysisPanel extends JPanel {

    private final AnalysisOverlay overlay;
    private final JLabel summary = new JLabel();
    private final JLabel staleNote = new JLabel(Bundle.LBL_Stale());
    private final JCheckBox toggle = new JCheckBox(Bundle.LBL_ShowOverlay(), true);
    private final JPanel causes = column();
    private final JPanel flags = column();
    private final JLabel verdict = new JLabel();
    private final StartsChart chart = new StartsChart();

    AnalysisPanel(AnalysisOverlay overlay) {
        super(new BorderLayout());
        this.overlay = overlay;
        setName("analysis-panel");
        JPanel body = column();
        body.setBorder(BorderFactory.createEmptyBorder(8, 10, 8, 10));
        JLabel title = new JLabel(Bundle.LBL_AnalysisTitle());
        title.setFont(title.getFont().deriveFont(Font.BOLD, title.getFont().getSize2D() + 2f));
        body.add(title);
        body.add(summary);
        body.add(Box.createVerticalStrut(6));
        staleNote.setForeground(new Color(170, 60, 0));
        body.add(staleNote);
        toggle.setName("toggle-overlay");
        toggle.addActionListener(e -> overlay.setVisible(toggle.isSelected()));
        body.add(toggle);
        body.add(Box.createVerticalStrut(8));
        body.add(new JLabel(Bundle.LBL_Legend()));
        body.add(new Legend());
        JLabel untinted = new JLabel(Bundle.LBL_Untinted());
        untinted.setFont(untinted.getFont().deriveFont(Font.ITALIC));
        body.add(untinted);
        body.add(Box.createVerticalStrut(10));
        body.add(heading(Bundle.LBL_Causes()));
        body.add(causes);
        body.add(Box.createVerticalStrut(10));
        body.add(heading(Bundle.LBL_Flags()));
        body.add(flags);
        body.add(Box.createVerticalStrut(12));
        JPanel buttons = new JPanel();
        buttons.setLayout(new BoxLayout(buttons, BoxLayout.X_AXIS));
        buttons.setAlignmentX(Component.LEFT_ALIGNMENT);
        JButton again = new JButton(Bundle.LBL_Again());
        again.addActionListener(e -> overlay.reanalyze());
        JButton close = new JButton(Bundle.LBL_Close());
        close.addActionListener(e -> overlay.close());
        for (JComponent c : new JComponent[] {toggle, again, close}) {
            c.setFocusable(false);     // typed keys belong to the board, as with the palette
        }
        buttons.add(again);
        buttons.add(Box.createHorizontalStrut(6));
        buttons.add(close);
        body.add(buttons);
        // Win share by start and the fairness verdict below the buttons, which stay where they were.
        body.add(Box.createVerticalStrut(10));
        verdict.setName("fairness-verdict");
        body.add(verdict);
        body.add(chart);
        add(body, BorderLayout.NORTH);
        setBorder(BorderFactory.createMatteBorder(0, 1, 0, 0, UIManager.getColor("Separator.foreground")));
    }

    /** Shows the overlay's data and state. */
    void refresh() {
        OverlayModel data = overlay.data();
        if (data == null) {
            return;
        }
        summary.setText("<html>" + data.summary().replace("; ", "<br>") + "</html>");
        staleNote.setVisible(overlay.isStale());
        org.rallyworkbench.engine.analysis.AnalysisResult result = data.result();
        boolean raced = result.gamesWon() > 0 && result.robots() > 1;
        verdict.setVisible(raced);
        chart.setVisible(raced);
        if (raced) {
            // A fixed width: a long verdict must wrap, not widen the panel past the window.
            verdict.setText("<html><body style='width:200px'>" + result.fairness().verdict(result.startNumbers())
                    + "</body></html>");
            chart.result = result;
            chart.repaint();
        }
        toggle.setSelected(overlay.isVisible());
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
        revalidate();
        repaint();
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
            java.awt.Dimension size = new java.awt.Dimension(240, 150);
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
