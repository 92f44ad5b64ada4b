package org.rallyworkbench.editor.scenario.design;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Arc2D;
import java.awt.geom.Path2D;
import java.util.Locale;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.CardType;

/**
 * A program card's picture: a small card with its move drawn as an arrow (one to three chevrons for Move 1–3, a
 * backward arrow for Back Up, a curved one for the rotations, a U for the U-Turn), so a hand reads at a glance.
 */
@Messages({
    "LBL_CardMove1=Move 1", "LBL_CardMove2=Move 2", "LBL_CardMove3=Move 3", "LBL_CardBackup=Back Up",
    "LBL_CardLeft=Rotate Left", "LBL_CardRight=Rotate Right", "LBL_CardUturn=U-Turn"
})
final class CardIcon implements javax.swing.Icon {

    static final int WIDTH = 22;
    static final int HEIGHT = 28;
    private static final Color PAPER = new Color(0xF4, 0xEC, 0xD6);
    private static final Color MOVE = new Color(0x2E, 0x6B, 0x30);
    private static final Color TURN = new Color(0x1F, 0x4E, 0x8C);

    private final CardType type;

    CardIcon(CardType type) {
        this.type = type;
    }

    /** The card type's name as players say it. */
    static String name(CardType t) {
        return switch (t) {
            case MOVE1 -> Bundle.LBL_CardMove1();
            case MOVE2 -> Bundle.LBL_CardMove2();
            case MOVE3 -> Bundle.LBL_CardMove3();
            case BACKUP -> Bundle.LBL_CardBackup();
            case LEFT -> Bundle.LBL_CardLeft();
            case RIGHT -> Bundle.LBL_CardRight();
            case UTURN -> Bundle.LBL_CardUturn();
        };
    }

    @Override
    public void paintIcon(Component c, Graphics g, int x, int y) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.translate(x, y);
            g2.setColor(PAPER);
            g2.fillRoundRect(0, 0, WIDTH - 1, HEIGHT - 1, 5, 5);
            g2.setColor(Color.GRAY);
            g2.drawRoundRect(0, 0, WIDTH - 1, HEIGHT - 1, 5, 5);
            g2.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            int cx = WIDTH / 2;
            switch (type) {
                case MOVE1, MOVE2, MOVE3 -> {
                    g2.setColor(MOVE);
                    int n = type == CardType.MOVE1 ? 1 : type == CardType.MOVE2 ? 2 : 3;
                    g2.drawLine(cx, HEIGHT - 5, cx, 6);
                    for (int i = 0; i < n; i++) {
                        int tip = 5 + i * 5;
                        g2.drawLine(cx - 5, tip + 5, cx, tip);
                        g2.drawLine(cx + 5, tip + 5, cx, tip);
                    }
                }
                case BACKUP -> {
                    g2.setColor(MOVE.darker());
                    g2.drawLine(cx, 5, cx, HEIGHT - 6);
                    g2.drawLine(cx - 5, HEIGHT - 11, cx, HEIGHT - 6);
                    g2.drawLine(cx + 5, HEIGHT - 11, cx, HEIGHT - 6);
                }
                case LEFT, RIGHT -> {
                    g2.setColor(TURN);
                    boolean left = type == CardType.LEFT;
                    g2.draw(new Arc2D.Double(cx - 6, 8, 12, 14, left ? 0 : 180, left ? 180 : -180, Arc2D.OPEN));
                    int tipX = left ? cx - 6 : cx + 6;
                    Path2D head = new Path2D.Double();
                    head.moveTo(tipX - 4, 12);
                    head.lineTo(tipX, 17);
                    head.lineTo(tipX + 4, 12);
                    g2.draw(head);
                    g2.drawLine(left ? cx + 6 : cx - 6, 15, left ? cx + 6 : cx - 6, HEIGHT - 5);
                }
                case UTURN -> {
                    g2.setColor(TURN.darker());
                    g2.drawLine(cx + 5, HEIGHT - 5, cx + 5, 12);
                    g2.draw(new Arc2D.Double(cx - 5, 6, 10, 12, 0, 180, Arc2D.OPEN));
                    g2.drawLine(cx - 5, 12, cx - 5, HEIGHT - 8);
                    g2.drawLine(cx - 9, HEIGHT - 12, cx - 5, HEIGHT - 7);
                    g2.drawLine(cx - 1, HEIGHT - 12, cx - 5, HEIGHT - 7);
                }
            }
        } finally {
            g2.dispose();
        }
    }

    @Override
    public int getIconWidth() {
        return WIDTH;
    }

    @Override
    public int getIconHeight() {
        return HEIGHT;
    }

    @Override
    public String toString() {
        return type.xmlName().toUpperCase(Locale.ROOT);
    }
}
