package org.rallyworkbench.editor.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;

/**
 * A row of components (a view's toolbar) that continues on a second row when its container is too narrow,
 * instead of cutting off the buttons at its end. Its preferred height follows the width it is given.
 */
public final class WrappingRowLayout extends FlowLayout {

    private int lastHeight = -1;

    public WrappingRowLayout() {
        super(LEADING, 2, 1);
    }

    /** Gives {@code c} this layout. */
    public static <C extends JComponent> C install(C c) {
        c.setLayout(new WrappingRowLayout());
        return c;
    }

    @Override
    public Dimension preferredLayoutSize(Container target) {
        return size(target, true);
    }

    @Override
    public Dimension minimumLayoutSize(Container target) {
        Dimension d = size(target, false);
        d.width = 0;       // never forces its container wider: it wraps instead
        return d;
    }

    @Override
    public void layoutContainer(Container target) {
        super.layoutContainer(target);
        int height = size(target, true).height;
        if (height != lastHeight) {
            boolean changed = lastHeight >= 0 || height != target.getHeight();
            lastHeight = height;
            if (changed && target instanceof JComponent) {
                SwingUtilities.invokeLater(() -> {
                    ((JComponent) target).revalidate();
                    if (target.getParent() != null) {
                        target.getParent().repaint();
                    }
                });
            }
        }
    }

    /** The rows the components take in the target's width (unlimited before it has one). */
    Dimension size(Container target, boolean preferred) {
        synchronized (target.getTreeLock()) {
            Insets in = target.getInsets();
            int available = target.getWidth() > 0 ? target.getWidth() : Integer.MAX_VALUE;
            int maxRow = available - in.left - in.right - 2 * getHgap();
            int width = 0;
            int height = 0;
            int rowWidth = 0;
            int rowHeight = 0;
            for (Component c : target.getComponents()) {
                if (!c.isVisible()) {
                    continue;
                }
                Dimension d = preferred ? c.getPreferredSize() : c.getMinimumSize();
                if (rowWidth > 0 && rowWidth + getHgap() + d.width > maxRow) {
                    width = Math.max(width, rowWidth);
                    height += rowHeight + getVgap();
                    rowWidth = 0;
                    rowHeight = 0;
                }
                rowWidth += (rowWidth > 0 ? getHgap() : 0) + d.width;
                rowHeight = Math.max(rowHeight, d.height);
            }
            width = Math.max(width, rowWidth);
            height += rowHeight;
            return new Dimension(width + in.left + in.right + 2 * getHgap(),
                    height + in.top + in.bottom + 2 * getVgap());
        }
    }
}
