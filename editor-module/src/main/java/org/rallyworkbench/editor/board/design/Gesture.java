package org.rallyworkbench.editor.board.design;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.board.model.PaletteItem;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/** One press, drag and release of the left button on the Design view, as a {@link DesignTool} sees it. */
final class Gesture {

    final BoardModel model;
    final BoardCanvas canvas;
    /** The board when the button went down: previews are drawn on it, so a drag can shrink back. */
    final Board before;
    final Position pressed;
    /** The tiles passed over, in order, without repeats of the last one. */
    final List<Position> path = new ArrayList<>();
    /** The tile of the last press or drag event: a fast drag paints the line between. */
    Position lastDragged;
    private final Supplier<PaletteItem> item;

    Gesture(BoardModel model, BoardCanvas canvas, Position pressed, Supplier<PaletteItem> item) {
        this.model = model;
        this.canvas = canvas;
        this.before = model.board();
        this.pressed = pressed;
        this.lastDragged = pressed;
        this.item = item;
        path.add(pressed);
    }

    /** The palette's element now. */
    PaletteItem item() {
        return item.get();
    }
}
