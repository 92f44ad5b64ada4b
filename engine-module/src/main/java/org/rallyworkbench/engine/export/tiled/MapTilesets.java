package org.rallyworkbench.engine.export.tiled;

import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.Start;

/**
 * The tilesets of one exported map and the global tile id of each flag and start: the project's tileset
 * ({@link RallyTile}, first gid 1) for numbers 1..{@value RallyTile#NUMBERED}, and the map's
 * {@link NumberedTileset}, right after it, for other numbers. Every flag and start thus lies on a tile that shows
 * its own number, placed without rotation flags so the number stays upright.
 */
final class MapTilesets {

    static final int PROJECT_FIRST_GID = 1;
    /**
     * Right after the project tileset as Tiled counts it: from its picture, in whole rows (104 tiles, two of them
     * empty), so that Tiled keeps our ids when it saves the map.
     */
    static final int NUMBERED_FIRST_GID = PROJECT_FIRST_GID
            + TileSheet.columns() * TileSheet.rows(RallyTile.values());

    private final NumberedTileset numbered;

    MapTilesets(Board board) {
        this.numbered = NumberedTileset.of(board.flags().stream().map(Flag::number).toList(),
                board.starts().stream().map(Start::number).toList());
    }

    NumberedTileset numbered() {
        return numbered;
    }

    long flagGid(int number) {
        if (RallyTile.hasNumbered(number)) {
            return PROJECT_FIRST_GID + RallyTile.flag(number).id();
        }
        return NUMBERED_FIRST_GID + numbered.flag(number).orElseThrow().id();
    }

    long startGid(int number, Direction facing) {
        if (RallyTile.hasNumbered(number)) {
            return PROJECT_FIRST_GID + RallyTile.start(number, facing).id();
        }
        return NUMBERED_FIRST_GID + numbered.start(number, facing).orElseThrow().id();
    }
}
