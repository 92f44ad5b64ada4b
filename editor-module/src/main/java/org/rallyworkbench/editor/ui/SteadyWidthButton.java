package org.rallyworkbench.editor.ui;

import java.awt.Dimension;
import java.awt.FontMetrics;
import java.util.List;
import javax.swing.JButton;

/**
 * A button whose label changes (Play / Pause) but whose width does not: it is as wide as its widest label, so
 * the buttons beside it in a toolbar stay where they are.
 */
public final class SteadyWidthButton extends JButton {

    private final List<String> labels;

    /** Shows the first label; {@link #setText} may switch to any of them. */
    public SteadyWidthButton(String... labels) {
        super(labels[0]);
        this.labels = List.of(labels);
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        if (!isPreferredSizeSet() && labels != null) {
            FontMetrics metrics = getFontMetrics(getFont());
            int widest = labels.stream().mapToInt(metrics::stringWidth).max().orElse(0);
            d.width += widest - metrics.stringWidth(getText() == null ? "" : getText());
        }
        return d;
    }

    @Override
    public Dimension getMinimumSize() {
        return isMinimumSizeSet() ? super.getMinimumSize() : getPreferredSize();
    }

    @Override
    public Dimension getMaximumSize() {
        return isMaximumSizeSet() ? super.getMaximumSize() : getPreferredSize();
    }
}
