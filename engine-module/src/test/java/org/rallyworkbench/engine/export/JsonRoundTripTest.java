package org.rallyworkbench.engine.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.model.Board;

class JsonRoundTripTest {

    static java.util.List<Board> boards() {
        return TestBoards.all();
    }

    @ParameterizedTest
    @MethodSource("boards")
    void boardSurvivesJson(Board board) throws Exception {
        String json = new JsonExporter().write(board);
        Board back = new JsonImporter().read(json, "test.json");
        assertEquals(board, back, json);
        assertEquals(board.lasers(), back.lasers());
        assertEquals(board.pushers(), back.pushers());
    }
}
