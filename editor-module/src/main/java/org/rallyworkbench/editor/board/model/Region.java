package org.rallyworkbench.editor.board.model;

import org.rallyworkbench.engine.model.Position;

/** A rectangle of tiles, {@code width × height} from its top-left tile; never empty. */
public record Region(int x, int y, int width, int height) {

    public Region {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("empty region " + width + "x" + height);
        }
    }

    /** The rectangle spanned by two corner tiles, in any order. */
    public static Region spanning(Position a, Position b) {
        int x0 = Math.min(a.x(), b.x());
        int y0 = Math.min(a.y(), b.y());
        return new Region(x0, y0, Math.abs(a.x() - b.x()) + 1, Math.abs(a.y() - b.y()) + 1);
    }

    public boolean contains(Position p) {
        return p.x() >= x && p.y() >= y && p.x() < x + width && p.y() < y + height;
    }

    public Position origin() {
        return new Position(x, y);
    }
}
