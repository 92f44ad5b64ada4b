package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Board;

/**
 * How much of a file the reader accepts before refusing it. The numbers leave ample room for any real
 * board (at most 256×256 tiles) while keeping a hostile file's cost in time and memory small.
 */
final class InputLimits {

    /** A full 256×256 board with every element is a few megabytes; beyond this a file is refused unread. */
    static final long MAX_FILE_BYTES = 16L * 1024 * 1024;

    /** Boards nest 2 deep, scenarios 4 (scenario/turn/expect/robot); anything deeper is not ours. */
    static final int MAX_DEPTH = 16;

    /** At most this many elements in one file. */
    static final int MAX_ELEMENTS = Board.MAX_SIZE * Board.MAX_SIZE * 8;

    /** A board's children are bounded by its declared size: this many per tile, plus this many extra. */
    static final int MAX_CHILDREN_PER_TILE = 16;
    static final int EXTRA_CHILDREN = 64;

    private InputLimits() {
    }

    static int maxBoardChildren(int width, int height) {
        return Math.min(MAX_ELEMENTS, EXTRA_CHILDREN + MAX_CHILDREN_PER_TILE * width * height);
    }
}
