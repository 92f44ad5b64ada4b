package org.rallyworkbench.editor.view;

import java.awt.BorderLayout;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.JPanel;
import org.rallyworkbench.editor.model.BoardModel;

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
        side = panel;
        if (panel != null) {
            view.add(panel, BorderLayout.EAST);
        }
        view.revalidate();
        view.repaint();
    }

    @Override
    public void repaint() {
        canvas.repaint();
    }
}
