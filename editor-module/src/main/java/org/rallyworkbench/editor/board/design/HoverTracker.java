package org.rallyworkbench.editor.board.design;

import java.awt.Component;
import java.awt.Point;
import java.beans.PropertyChangeEvent;
import java.beans.PropertyChangeListener;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.event.ChangeEvent;
import javax.swing.event.ChangeListener;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.Position;

/**
 * Keeps the hover tile (and the coordinates shown) the tile under the mouse: as the mouse moves, and as the board
 * moves under a mouse that stands still (zoom, scrolling, panning). Only the visible part of the canvas counts,
 * so a drag that ends outside the view leaves no hover behind.
 */
@Messages({
    "# {0} - x",
    "# {1} - y",
    "LBL_HoverTile=x {0}, y {1}"
})
final class HoverTracker implements ChangeListener, PropertyChangeListener {

    private final BoardCanvas canvas;
    private final Consumer<String> status;
    /** The mouse in the coordinates of the viewport, which stays put while the board moves; null when away. */
    private Point pointer;

    HoverTracker(BoardCanvas canvas, Consumer<String> status) {
        this.canvas = canvas;
        this.status = status;
        canvas.addPropertyChangeListener(BoardCanvas.ZOOM_PROPERTY, this);
    }

    /** The mouse is at this pixel of the canvas. */
    void mouseAt(Point inCanvas) {
        pointer = SwingUtilities.convertPoint(canvas, inCanvas, frame());
        show(tileUnderPointer());
    }

    /** The mouse left the canvas. */
    void mouseGone() {
        pointer = null;
        show(Optional.empty());
    }

    /** The viewport scrolled or resized. */
    @Override
    public void stateChanged(ChangeEvent e) {
        refresh();
    }

    /** The zoom changed. */
    @Override
    public void propertyChange(PropertyChangeEvent evt) {
        refresh();
    }

    /** The board moved under the mouse: says so only if the tile changed (the status bar is shared). */
    private void refresh() {
        Optional<Position> at = tileUnderPointer();
        if (!at.equals(Optional.ofNullable(canvas.hoverTile()))) {
            show(at);
        }
    }

    private Optional<Position> tileUnderPointer() {
        if (pointer == null) {
            return Optional.empty();
        }
        Point inCanvas = SwingUtilities.convertPoint(frame(), pointer, canvas);
        return canvas.getVisibleRect().contains(inCanvas) ? canvas.tileAt(inCanvas) : Optional.empty();
    }

    private void show(Optional<Position> at) {
        canvas.setHover(at.orElse(null));
        // a coordinate left behind would name a tile the mouse is no longer on
        status.accept(at.map(p -> Bundle.LBL_HoverTile(p.x(), p.y())).orElse(" "));
    }

    private Component frame() {
        return canvas.getParent() instanceof JViewport viewport ? viewport : canvas;
    }
}
