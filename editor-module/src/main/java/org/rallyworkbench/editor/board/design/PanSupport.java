package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;

/** Pans a scrolled component by dragging with the middle (or right) mouse button; a right click without a drag opens {@link BoardContextMenu}. */
final class PanSupport extends MouseAdapter {

    private final JComponent view;
    private Point last;

    PanSupport(JComponent view) {
        this.view = view;
    }

    void install() {
        view.addMouseListener(this);
        view.addMouseMotionListener(this);
    }

    @Override
    public void mousePressed(MouseEvent e) {
        last = SwingUtilities.isLeftMouseButton(e) ? null : e.getLocationOnScreen();
    }

    @Override
    public void mouseDragged(MouseEvent e) {
        if (last == null) {
            return;
        }
        Point now = e.getLocationOnScreen();
        Rectangle visible = view.getVisibleRect();
        visible.translate(last.x - now.x, last.y - now.y);
        view.scrollRectToVisible(visible);
        last = now;
    }

    @Override
    public void mouseReleased(MouseEvent e) {
        last = null;
    }
}
