package org.rallyworkbench.engine.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.model.Board;

class TmxRoundTripTest {

    @TempDir
    Path dir;

    static java.util.List<Board> boards() {
        return TestBoards.all();
    }

    @ParameterizedTest
    @MethodSource("boards")
    void boardSurvivesTmx(Board board) throws Exception {
        Path tmx = dir.resolve("board.tmx");
        new TmxExporter(new FlatPainter()).export(board, tmx, 16);
        Board back = new TmxImporter().read(tmx);
        assertEquals(board, back, Files.readString(tmx));
        assertEquals(board.lasers(), back.lasers());
        assertEquals(board.pushers(), back.pushers());
    }
}
