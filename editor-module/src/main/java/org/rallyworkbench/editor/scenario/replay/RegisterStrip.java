package org.rallyworkbench.editor.scenario.replay;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.JComponent;
import org.openide.util.NbBundle.Messages;

/**
 * The registers of the run as cells, a row of five per turn ({@code T1 R1 … }): the one playing is outlined, the
 * register of the first failed expectation is red. Clicking a cell jumps to that register.
 */
@Messages({
    "# {0} - turn", "# {1} - register",
    "TIP_RegisterCell=Turn {0}, register {1}: click to jump",
    "# {0} - turn", "# {1} - register",
    "LBL_RegisterCell=T{0} R{1}"
})
final class RegisterStrip extends JComponent {

    private static final int CELL = 44;
    private static final int HEIGHT = 26;
    private static final int PER_ROW = 5;

    private final ReplayPlayer player;
    private List<int[]> registers = List.of();
    private int failedTurn = -1;
    private int failedRegister = -1;

    RegisterStrip(ReplayPlayer player) {
        this.player = player;
        setToolTipText("");
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int i = cellAt(e.getX(), e.getY());
                if (i >= 0) {
                    int[] r = registers.get(i);
                    player.timeline().firstOf(r[0], r[1]).ifPresent(player::jump);
                }
            }
        });
    }

    void show(Timeline timeline, int turn, int register) {
        registers = timeline == null ? List.of() : timeline.registers();
        failedTurn = turn;
        failedRegister = register;
        revalidate();
        repaint();
    }

    /** The row of cell {@code i}: one row per turn, a long turn continuing on the next. */
    private int[] place(int i) {
        int row = 0;
        int col = 0;
        for (int k = 1; k <= i; k++) {
            boolean newTurn = registers.get(k)[0] != registers.get(k - 1)[0];
            if (newTurn || col == PER_ROW - 1) {
                row++;
                col = 0;
            } else {
                col++;
            }
        }
        return new int[] {col, row};
    }

    private int cellAt(int x, int y) {
        for (int i = 0; i < registers.size(); i++) {
            int[] p = place(i);
            if (x >= p[0] * CELL && x < (p[0] + 1) * CELL && y >= p[1] * HEIGHT && y < (p[1] + 1) * HEIGHT) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        int i = cellAt(e.getX(), e.getY());
        return i >= 0 ? Bundle.TIP_RegisterCell(registers.get(i)[0], registers.get(i)[1]) : null;
    }

    @Override
    public Dimension getPreferredSize() {
        int rows = registers.isEmpty() ? 1 : place(registers.size() - 1)[1] + 1;
        return new Dimension(PER_ROW * CELL, rows * HEIGHT);
    }

    @Override
    public Dimension getMaximumSize() {
        return getPreferredSize();
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0;
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        Frame current = player.loaded() ? player.timeline().get(player.index()) : null;
        FontMetrics fm = g.getFontMetrics();
        for (int i = 0; i < registers.size(); i++) {
            int[] r = registers.get(i);
            int[] p = place(i);
            int x0 = p[0] * CELL;
            int y0 = p[1] * HEIGHT;
            boolean failed = r[0] == failedTurn && r[1] == failedRegister;
            boolean now = current != null && current.turn() == r[0] && current.register() == r[1];
            g.setColor(failed ? new Color(0xEF9A9A) : now ? new Color(0xBBDEFB) : new Color(0xEEEEEE));
            g.fillRect(x0 + 1, y0 + 1, CELL - 2, HEIGHT - 2);
            g.setColor(failed ? new Color(0xC62828) : now ? new Color(0x1565C0) : Color.GRAY);
            g.drawRect(x0 + 1, y0 + 1, CELL - 3, HEIGHT - 3);
            if (now) {
                g.drawRect(x0 + 2, y0 + 2, CELL - 5, HEIGHT - 5);
            }
            String text = Bundle.LBL_RegisterCell(r[0], r[1]);
            g.setColor(Color.BLACK);
            g.drawString(text, x0 + (CELL - fm.stringWidth(text)) / 2, y0 + (HEIGHT + fm.getAscent()) / 2 - 2);
        }
    }
}
