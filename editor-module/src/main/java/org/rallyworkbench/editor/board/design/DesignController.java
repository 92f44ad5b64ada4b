package org.rallyworkbench.editor.board.design;

import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.board.model.Painting;
import org.rallyworkbench.editor.board.model.PaletteItem;
import org.rallyworkbench.editor.board.model.Region;
import org.rallyworkbench.editor.board.model.Regions;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.Position;

/**
 * Turns mouse gestures and keys on the Design view into commands on the {@link BoardModel}: a gesture goes to
 * the chosen {@link Tool}'s {@link DesignTool}, which previews live and commits once on release, so a gesture is
 * one undoable step. Keys pick tools and elements, turn, and edit the selection.
 */
@Messages({
    "UNDO_RotateSelectionCw=Rotate selection clockwise",
    "UNDO_RotateSelectionCcw=Rotate selection counter-clockwise",
    "UNDO_RotateCw=Rotate clockwise",
    "UNDO_RotateCcw=Rotate counter-clockwise",
    "UNDO_ClearTile=Clear tile",
    "UNDO_DeleteSelection=Delete selection",
    "UNDO_Paste=Paste",
    "UNDO_MirrorSelection=Mirror selection",
    "UNDO_RotateBoard=Rotate board",
    "UNDO_MirrorBoard=Mirror board",
    "# {0} - turned width", "# {1} - turned height", "# {2} - board width", "# {3} - board height",
    "MSG_TurnDoesNotFit=Not turned: the turned selection ({0}×{1}) does not fit on the {2}×{3} board",
    "# {0} - how many tiles", "# {1} - x of the first", "# {2} - y of the first",
    "MSG_TurnWouldOverwrite=Not turned: the turned selection would cover {0,choice,1#a tile|1<{0} tiles} outside it "
        + "that {0,choice,1#holds|1<hold} elements (first at x {1}, y {2}); clear them or select them too"
})
final class DesignController extends MouseAdapter {

    private static Board clipboard;     // shared by all boards, so pieces can move between them

    private final BoardModel model;
    private final BoardCanvas canvas;
    private final List<Runnable> stateListeners = new ArrayList<>();
    private Tool tool = Tool.PAINT;
    private PaletteItem item = PaletteItem.CONVEYOR;
    private Gesture gesture;     // while the left button is down
    private Consumer<Position> tileFocus = p -> { };
    private final HoverTracker hover;
    private final Consumer<String> status;

    DesignController(BoardModel model, BoardCanvas canvas, Consumer<String> status) {
        this.model = model;
        this.canvas = canvas;
        this.status = status;
        this.hover = new HoverTracker(canvas, status);
    }

    /** Follows the view's scrolling, so the hover tile stays the one under the mouse: add it to the viewport. */
    HoverTracker hover() {
        return hover;
    }

    Tool tool() {
        return tool;
    }

    PaletteItem item() {
        return item;
    }

    void setTool(Tool t) {
        tool = t;
        stateListeners.forEach(Runnable::run);
    }

    /**
     * Picks an element. A tool that would ignore it gives way to one that paints it (the wall element brings the
     * wall tool, others Paint), so the element highlighted is always what the next click paints.
     */
    void setItem(PaletteItem i) {
        item = i;
        tool = tool.forPicked(i);
        stateListeners.forEach(Runnable::run);
    }

    /** What the next click paints, which the palette highlights; empty with Select, which paints nothing. */
    Optional<PaletteItem> highlighted() {
        return tool.paints(item);
    }

    void onTileFocus(Consumer<Position> c) {
        tileFocus = c;
    }

    void onStateChange(Runnable r) {
        stateListeners.add(r);
    }

    @Override
    public void mousePressed(MouseEvent e) {
        canvas.requestFocusInWindow();
        if (!SwingUtilities.isLeftMouseButton(e)) {
            return;
        }
        Optional<Position> at = canvas.tileAt(e.getPoint());
        if (at.isEmpty() || (canvas.overlay() != null && canvas.overlay().tileClicked(at.get()))) {
            return;
        }
        gesture = new Gesture(model, canvas, at.get(), () -> item);
        tileFocus.accept(gesture.pressed);
        tool.gestures.pressed(gesture);
    }

    @Override
    public void mouseDragged(MouseEvent e) {
        mouseMoved(e);
        Optional<Position> at = canvas.tileAt(e.getPoint());
        if (gesture == null || at.isEmpty()) {
            return;
        }
        tool.gestures.dragged(gesture, at.get());
        gesture.lastDragged = at.get();
    }

    @Override
    public void mouseReleased(MouseEvent e) {
        hover.mouseAt(e.getPoint());     // a drag may end outside the view, where no tile is hovered
        if (gesture == null || !SwingUtilities.isLeftMouseButton(e)) {
            return;
        }
        Gesture done = gesture;
        gesture = null;
        tool.gestures.released(done, e.getPoint());
    }

    @Override
    public void mouseMoved(MouseEvent e) {
        hover.mouseAt(e.getPoint());
    }

    @Override
    public void mouseExited(MouseEvent e) {
        hover.mouseGone();
    }

    @Override
    public void mouseWheelMoved(MouseWheelEvent e) {
        if (e.isControlDown()) {
            AnchoredZoom.zoom(canvas, -e.getWheelRotation(), e.getPoint());
        } else if (canvas.getParent() != null) {
            canvas.getParent().getParent().dispatchEvent(SwingUtilities.convertMouseEvent(canvas, e, canvas.getParent().getParent()));
        }
    }

    /** Keys without a modifier pick elements; Shift+key picks tools; R / Shift+R rotate. Returns if used. */
    boolean keyTyped(KeyEvent e) {
        char c = e.getKeyChar();
        if (c == 'r' || c == 'R') {
            rotate(c == 'r');
            return true;
        }
        if (Character.isUpperCase(c)) {
            for (Tool t : Tool.values()) {
                if (t.key == c) {
                    setTool(t);
                    return true;
                }
            }
            return false;
        }
        Optional<PaletteItem> i = PaletteItem.forKey(c);
        i.ifPresent(this::setItem);
        return i.isPresent();
    }

    /** Rotates the selection, or else the element under the mouse, a quarter turn. */
    void rotate(boolean clockwise) {
        Optional<Region> sel = canvas.selection();
        if (sel.isPresent()) {
            transformSelection(clockwise ? BoardTransform.ROTATE_90 : BoardTransform.ROTATE_270,
                    clockwise ? Bundle.UNDO_RotateSelectionCw() : Bundle.UNDO_RotateSelectionCcw());
        } else if (canvas.hoverTile() != null) {
            model.apply(clockwise ? Bundle.UNDO_RotateCw() : Bundle.UNDO_RotateCcw(),
                    Painting.rotateAt(model.board(), canvas.hoverTile(), clockwise));
        }
    }

    /**
     * Turns what was right-clicked a quarter turn: the selection, when the tile lies in it, else the tile's element.
     */
    void rotateAt(Position tile, boolean clockwise) {
        if (canvas.selection().filter(r -> r.contains(tile)).isPresent()) {
            transformSelection(clockwise ? BoardTransform.ROTATE_90 : BoardTransform.ROTATE_270,
                    clockwise ? Bundle.UNDO_RotateSelectionCw() : Bundle.UNDO_RotateSelectionCcw());
        } else {
            model.apply(clockwise ? Bundle.UNDO_RotateCw() : Bundle.UNDO_RotateCcw(),
                    Painting.rotateAt(model.board(), tile, clockwise));
        }
    }

    /** Deletes what was right-clicked: the selection, when the tile lies in it, else the tile's element and markers. */
    void deleteAt(Position tile) {
        if (canvas.selection().filter(r -> r.contains(tile)).isPresent()) {
            delete();
        } else {
            model.apply(Bundle.UNDO_ClearTile(), Painting.erase(model.board(), tile));
        }
    }

    /** The tile a right-click opens the Properties of: the Properties window follows it, as after a left click. */
    void focusTile(Position tile) {
        tileFocus.accept(tile);
    }

    /**
     * Turns the selection about its centre, one undo step. A turn that would lay tiles off the board, or over
     * tiles outside the selection that hold something, is refused with a status message: nothing is lost silently.
     */
    void transformSelection(BoardTransform t, String name) {
        canvas.selection().ifPresent(r -> {
            Board b = model.board();
            Region to = Regions.turnedAboutCentre(r, t, b.width(), b.height());
            if (!Regions.fits(to, b.width(), b.height())) {
                status.accept(Bundle.MSG_TurnDoesNotFit(to.width(), to.height(), b.width(), b.height()));
                return;
            }
            List<Position> held = Regions.heldOutside(b, r, to);
            if (!held.isEmpty()) {
                status.accept(Bundle.MSG_TurnWouldOverwrite(held.size(), held.get(0).x(), held.get(0).y()));
                return;
            }
            model.apply(name, Regions.transform(b, r, t, to.origin()));
            canvas.setSelection(clipped(to));
        });
    }

    void copy() {
        canvas.selection().ifPresent(r -> clipboard = Regions.copy(model.board(), r));
    }

    void cut() {
        canvas.selection().ifPresent(r -> {
            copy();
            delete();
        });
    }

    void delete() {
        canvas.selection().ifPresent(r -> {
            Board.Builder b = model.board().toBuilder();
            Regions.clear(b, r);
            model.apply(Bundle.UNDO_DeleteSelection(), b.build());
        });
    }

    /** Pastes at the selection's corner, or else at the tile under the mouse, or else at the top-left. */
    void paste() {
        if (clipboard == null) {
            return;
        }
        Position at = canvas.selection().map(Region::origin)
                .orElse(canvas.hoverTile() != null ? canvas.hoverTile() : new Position(0, 0));
        Board.Builder b = model.board().toBuilder();
        Regions.paste(b, clipboard, at);
        model.apply(Bundle.UNDO_Paste(), b.build());
        canvas.setSelection(clipped(new Region(at.x(), at.y(), clipboard.width(), clipboard.height())));
    }

    void selectTile(Position p) {
        tileFocus.accept(p);
        canvas.setSelection(new Region(p.x(), p.y(), 1, 1));
        canvas.scrollRectToVisible(canvas.bounds(new Region(p.x(), p.y(), 1, 1)));
    }

    private Region clipped(Region r) {
        Board b = model.board();
        int w = Math.min(r.width(), b.width() - r.x());
        int h = Math.min(r.height(), b.height() - r.y());
        return w < 1 || h < 1 ? null : new Region(r.x(), r.y(), w, h);
    }
}
