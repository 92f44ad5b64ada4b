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

/**
 * The registers of the run as a row of cells ({@code T1 R1 … }): the one playing is outlined, the register of the
 * first failed expectation is red. Clicking a cell jumps to that register.
 */
final class RegisterStrip extends JComponent {

    private static final int CELL = 44;
    private static final int HEIGHT = 26;

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
                int i = e.getX() / CELL;
                if (i >= 0 && i < registers.size()) {
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

    @Override
    public String getToolTipText(MouseEvent e) {
        int i = e.getX() / CELL;
        return i >= 0 && i < registers.size()
                ? "Turn " + registers.get(i)[0] + ", register " + registers.get(i)[1] + ": click to jump" : null;
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension(Math.max(CELL, registers.size() * CELL), HEIGHT);
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0;
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        Frame current = player.loaded() ? player.timeline().get(player.index()) : null;
        FontMetrics fm = g.getFontMetrics();
        for (int i = 0; i < registers.size(); i++) {
            int[] r = registers.get(i);
            boolean failed = r[0] == failedTurn && r[1] == failedRegister;
            boolean now = current != null && current.turn() == r[0] && current.register() == r[1];
            g.setColor(failed ? new Color(0xEF9A9A) : now ? new Color(0xBBDEFB) : new Color(0xEEEEEE));
            g.fillRect(i * CELL + 1, 1, CELL - 2, HEIGHT - 2);
            g.setColor(failed ? new Color(0xC62828) : now ? new Color(0x1565C0) : Color.GRAY);
            g.drawRect(i * CELL + 1, 1, CELL - 3, HEIGHT - 3);
            if (now) {
                g.drawRect(i * CELL + 2, 2, CELL - 5, HEIGHT - 5);
            }
            String text = "T" + r[0] + " R" + r[1];
            g.setColor(Color.BLACK);
            g.drawString(text, i * CELL + (CELL - fm.stringWidth(text)) / 2, (HEIGHT + fm.getAscent()) / 2 - 2);
        }
    }
}
