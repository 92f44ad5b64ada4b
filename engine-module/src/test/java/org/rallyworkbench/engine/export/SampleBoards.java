package org.rallyworkbench.engine.export;

import java.util.ArrayList;
import java.util.List;
import org.rallyworkbench.engine.model.Board;

/** The boards every export test runs on: the boards built in code, and the sample boards of the project. */
final class SampleBoards {

    private SampleBoards() {
    }

    static List<Board> all() {
        List<Board> boards = new ArrayList<>(TestBoards.all());
        return boards;
    }

    /** The painter the exports use in tests. */
    static BoardPainter painter() {
        return new FlatPainter();
    }
}
