package org.rallyworkbench.editor.board.design;

import org.rallyworkbench.engine.model.Position;

/** Found in an open board editor's lookup: selects a tile there and shows it (used by the Issues window). */
public interface TileSelector {
    void select(Position tile);
}
