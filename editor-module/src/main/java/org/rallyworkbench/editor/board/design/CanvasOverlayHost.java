package org.rallyworkbench.editor.board.design;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.board.model.BoardModel;

/** The {@link BoardOverlayHost} of the Design view: the canvas paints the overlay, the panel goes east. */
final class CanvasOverlayHost implements BoardOverlayHost {

    private final BoardModel model;
    private final BoardCanvas canvas;
    private final JPanel view;
    private JComponent side;

    CanvasOverlayHost(BoardModel model, BoardCanvas canvas, JPanel view) {
        this.model = model;
        this.canvas = canvas;
        this.view = view;
    }

    @Override
    public BoardModel model() {
        return model;
    }

    @Override
    public Optional<BoardOverlay> overlay() {
        return Optional.ofNullable(canvas.overlay());
    }

    @Override
    public void setOverlay(BoardOverlay overlay) {
        canvas.setOverlay(overlay);
    }

    @Override
    public void setSidePanel(JComponent panel) {
        if (side != null) {
            view.remove(side);
        }
        if (panel != null && side == null) {
            canvas.holdPlace();     // the board does not jump when the panel comes
        } else if (panel == null && side != null) {
            canvas.releasePlace();
        }
        side = panel;
        if (panel != null) {
            view.add(panel, BorderLayout.EAST);
        }
        view.revalidate();
        view.repaint();
        SwingUtilities.invokeLater(this::keysBackToTheBoard);
    }

    /**
     * Typed element keys (H for Pit…) belong to the board: after the panel comes or goes (and the analysis dialog
     * closed), the canvas takes the focus back, unless the user is working in another window meanwhile.
     */
    private void keysBackToTheBoard() {
        Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getPermanentFocusOwner();
        Component home = SwingUtilities.getAncestorOfClass(TopComponent.class, view);
        if (home == null) {
            home = SwingUtilities.getWindowAncestor(view);
        }
        if (view.isShowing() && (owner == null || (home != null && SwingUtilities.isDescendingFrom(owner, home)))) {
            canvas.requestFocusInWindow();
        }
    }

    @Override
    public void focusBoard() {
        // requestFocus, not requestFocusInWindow: the main window itself may not have the focus back yet
        SwingUtilities.invokeLater(canvas::requestFocus);
    }

    @Override
    public void repaint() {
        canvas.repaint();
    }
}
