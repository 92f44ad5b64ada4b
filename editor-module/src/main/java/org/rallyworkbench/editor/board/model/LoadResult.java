package org.rallyworkbench.editor.board.model;

import java.util.List;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Problem;

/** What reading a board file gave: the board, or every problem that kept it from being read. */
public sealed interface LoadResult {

    record Loaded(Board board) implements LoadResult {
    }

    record Failed(List<Problem> problems) implements LoadResult {
        public Failed {
            problems = List.copyOf(problems);
        }
    }
}
