package org.rallyworkbench.editor.text;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.text.BadLocationException;
import javax.swing.text.Element;
import javax.swing.text.JTextComponent;

/**
 * The line numbers beside a Source view's text, as the row header of its scroll pane: problems and failed
 * expectations name their line, and here it can be found. Both Source views show them.
 */
public final class LineNumbers extends JComponent {

    private static final long serialVersionUID = 1L;
    private static final int GAP = 6;

    private final JTextComponent text;

    private LineNumbers(JTextComponent text) {
        this.text = text;
        setFont(text.getFont());
        Color background = UIManager.getColor("Panel.background");
        setBackground(background == null ? Color.LIGHT_GRAY : background);
        setForeground(Color.GRAY);
        setOpaque(true);
        text.getDocument().addDocumentListener(TextChanges.listener(this::linesChanged));
        text.addPropertyChangeListener("document", e -> {
            if (e.getNewValue() instanceof javax.swing.text.Document d) {
                d.addDocumentListener(TextChanges.listener(this::linesChanged));
                linesChanged();
            }
        });
        text.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                linesChanged();
            }
        });
    }

    /** Shows line numbers beside {@code text}, which {@code scroll} holds; returns the ruler. */
    public static LineNumbers install(JScrollPane scroll, JTextComponent text) {
        LineNumbers numbers = new LineNumbers(text);
        scroll.setRowHeaderView(numbers);
        return numbers;
    }

    /** The number of lines of the text. */
    public int lineCount() {
        return text.getDocument().getDefaultRootElement().getElementCount();
    }

    private void linesChanged() {
        SwingUtilities.invokeLater(() -> {
            revalidate();
            repaint();
        });
    }

    @Override
    public Dimension getPreferredSize() {
        FontMetrics metrics = getFontMetrics(getFont());
        int digits = Math.max(3, Integer.toString(lineCount()).length());
        return new Dimension(2 * GAP + digits * metrics.charWidth('0'), text.getPreferredSize().height);
    }

    @Override
    protected void paintComponent(Graphics g) {
        Rectangle clip = g.getClipBounds();
        g.setColor(getBackground());
        g.fillRect(clip.x, clip.y, clip.width, clip.height);
        g.setColor(getForeground());
        g.setFont(getFont());
        FontMetrics metrics = g.getFontMetrics();
        Element root = text.getDocument().getDefaultRootElement();
        int first = text.viewToModel2D(new java.awt.Point(0, clip.y));
        int last = text.viewToModel2D(new java.awt.Point(0, clip.y + clip.height));
        for (int line = root.getElementIndex(Math.max(first, 0)); line <= root.getElementIndex(Math.max(last, 0));
                line++) {
            try {
                Rectangle2D at = text.modelToView2D(root.getElement(line).getStartOffset());
                if (at == null) {
                    return;      // not laid out yet
                }
                String number = Integer.toString(line + 1);
                int baseline = (int) at.getY() + metrics.getAscent();
                g.drawString(number, getWidth() - GAP - metrics.stringWidth(number), baseline);
            } catch (BadLocationException e) {
                return;          // the text changed while painting; the change repaints
            }
        }
    }
}
