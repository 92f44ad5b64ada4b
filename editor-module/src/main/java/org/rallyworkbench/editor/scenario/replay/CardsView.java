package org.rallyworkbench.editor.scenario.replay;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.util.List;
import javax.swing.JComponent;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.scenario.design.RobotPainter;
import org.rallyworkbench.engine.model.Card;

/**
 * The cards of the register the replay stands in: a row per robot in the order they act, each with its card's
 * picture, name and priority, or why it does not act. A card the Scrambler put there flashes while it is new.
 */
@Messages({
    "LBL_PoweredDown=powered down",
    "LBL_NotInPlay=not on the board",
    "LBL_NoCard=no card",
    "LBL_Scrambled=scrambled",
    "# {0} - register",
    "LBL_ScrambledRegister=R{0}",
    "LBL_move1=Move 1", "LBL_move2=Move 2", "LBL_move3=Move 3", "LBL_backup=Back Up",
    "LBL_left=Turn Left", "LBL_right=Turn Right", "LBL_uturn=U-Turn",
    "# {0} - card name", "# {1} - priority",
    "LBL_CardText={0} · {1}"
})
final class CardsView extends JComponent {

    private static final int ROW = CardPicture.HEIGHT + 6;
    private static final int NAME_WIDTH = 64;
    private static final Color SCRAMBLED = new Color(0x00C853);

    private List<RegisterCards.Row> rows = List.of();
    private List<OptionEffects.Scramble> scrambles = List.of();
    private float flash;

    CardsView() {
        setName("replay.cards");
        setToolTipText("");
    }

    /**
     * Shows {@code newRows}, then a row for each card the Scrambler replaces in this frame, its new card flashing
     * ({@code newFlash} 0..1). Cards the Scrambler put in this register keep a green frame.
     */
    void show(List<RegisterCards.Row> newRows, List<OptionEffects.Scramble> newScrambles, float newFlash) {
        boolean resized = newRows.size() + newScrambles.size() != rows.size() + scrambles.size();
        rows = List.copyOf(newRows);
        scrambles = List.copyOf(newScrambles);
        flash = newFlash;
        if (resized) {
            revalidate();
        }
        repaint();
    }

    List<RegisterCards.Row> rows() {
        return rows;
    }

    /** A card's name as the panel writes it: {@code Move 2 · 700}. */
    static String text(Card card) {
        return Bundle.LBL_CardText(name(card), card.priority());
    }

    static String name(Card card) {
        return switch (card.type()) {
            case MOVE1 -> Bundle.LBL_move1();
            case MOVE2 -> Bundle.LBL_move2();
            case MOVE3 -> Bundle.LBL_move3();
            case BACKUP -> Bundle.LBL_backup();
            case LEFT -> Bundle.LBL_left();
            case RIGHT -> Bundle.LBL_right();
            case UTURN -> Bundle.LBL_uturn();
        };
    }

    /** The words of a row after its pictures: the card names, or why the robot does not act. */
    static String words(RegisterCards.Row row) {
        String why = switch (row.status()) {
            case ACTED -> "";
            case POWERED_DOWN -> Bundle.LBL_PoweredDown();
            case NOT_IN_PLAY -> Bundle.LBL_NotInPlay();
            case NO_CARD -> Bundle.LBL_NoCard();
        };
        String cards = String.join(" + ", row.cards().stream().map(CardsView::text).toList());
        String text = why.isEmpty() ? cards : cards.isEmpty() ? why : cards + " (" + why + ")";
        return row.scrambled() ? text + " · " + Bundle.LBL_Scrambled() : text;
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension(280, Math.max(ROW, (rows.size() + scrambles.size()) * ROW) + 4);
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            Font plain = getFont() == null ? new Font(Font.SANS_SERIF, Font.PLAIN, 12) : getFont();
            for (int i = 0; i < rows.size(); i++) {
                RegisterCards.Row row = rows.get(i);
                int y = 2 + i * ROW;
                boolean acted = row.status() == RegisterCards.Status.ACTED;
                g.setColor(RobotPainter.colour(row.robot()));
                g.fill(new Ellipse2D.Double(2, y + ROW / 2.0 - 7, 14, 14));
                g.setFont(plain.deriveFont(Font.BOLD));
                FontMetrics fm = g.getFontMetrics();
                g.setColor(getForeground());
                g.drawString(clip(row.robot(), fm, NAME_WIDTH - 22), 20, y + (ROW + fm.getAscent()) / 2 - 2);
                int x = NAME_WIDTH;
                Color light = row.scrambled() ? SCRAMBLED : null;
                for (Card c : row.cards()) {
                    CardPicture.paint(g, c, x, y, !acted, light);
                    x += CardPicture.WIDTH + 3;
                }
                g.setFont(plain);
                fm = g.getFontMetrics();
                g.setColor(acted ? getForeground() : Color.GRAY);
                g.drawString(clip(words(row), fm, Math.max(20, getWidth() - x - 6)), x + 4,
                        y + (ROW + fm.getAscent()) / 2 - 2);
            }
            for (int i = 0; i < scrambles.size(); i++) {
                OptionEffects.Scramble sc = scrambles.get(i);
                int y = 2 + (rows.size() + i) * ROW;
                g.setColor(RobotPainter.colour(sc.robot()));
                g.fill(new Ellipse2D.Double(2, y + ROW / 2.0 - 7, 14, 14));
                g.setFont(plain.deriveFont(Font.BOLD));
                FontMetrics fm = g.getFontMetrics();
                g.setColor(SCRAMBLED.darker());
                g.drawString(Bundle.LBL_ScrambledRegister(sc.slot()), 20, y + (ROW + fm.getAscent()) / 2 - 2);
                CardPicture.paint(g, sc.from(), NAME_WIDTH, y, true, null);
                g.drawString("→", NAME_WIDTH + CardPicture.WIDTH + 4, y + (ROW + fm.getAscent()) / 2 - 2);
                int x = NAME_WIDTH + CardPicture.WIDTH + 18;
                int alpha = Math.round(255 * Math.max(0.2f, Math.min(1f, flash)));
                CardPicture.paint(g, sc.to(), x, y, false, new Color(0, 200, 83, alpha));
                g.setFont(plain);
                fm = g.getFontMetrics();
                g.setColor(getForeground());
                g.drawString(clip(Bundle.LBL_Scrambled(), fm, Math.max(20, getWidth() - x - CardPicture.WIDTH - 8)),
                        x + CardPicture.WIDTH + 4, y + (ROW + fm.getAscent()) / 2 - 2);
            }
        } finally {
            g.dispose();
        }
    }

    @Override
    public String getToolTipText(java.awt.event.MouseEvent e) {
        int i = (e.getY() - 2) / ROW;
        return i >= 0 && i < rows.size() ? rows.get(i).robot() + ": " + words(rows.get(i)) : null;
    }

    private static String clip(String s, FontMetrics fm, int width) {
        if (fm.stringWidth(s) <= width) {
            return s;
        }
        String cut = s;
        while (!cut.isEmpty() && fm.stringWidth(cut + "…") > width) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut + "…";
    }
}
