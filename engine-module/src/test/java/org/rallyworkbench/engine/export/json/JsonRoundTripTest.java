package org.rallyworkbench.engine.export.json;

import org.rallyworkbench.engine.export.BoardXmlAssert;
import org.rallyworkbench.engine.export.SampleBoards;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.model.Board;

/** Board → JSON → board gives back the same board XML, for every sample board and the boards built in code. */
class JsonRoundTripTest {

    static List<Board> boards() {
        return SampleBoards.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void boardSurvivesJson(Board board) throws Exception {
        String json = new JsonExporter().write(board);
        BoardXmlAssert.assertSameBoard(board, new JsonImporter().read(json, "board.json"));
    }
}
