package org.rallyworkbench.engine.export.tiled;

import org.rallyworkbench.engine.export.BoardXmlAssert;
import org.rallyworkbench.engine.export.SampleBoards;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.model.Board;

/** Board → TMX → board gives back the same board XML, for every sample board and the boards built in code. */
class TmxRoundTripTest {

    @TempDir
    Path dir;

    static List<Board> boards() {
        return SampleBoards.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void boardSurvivesTmx(Board board) throws Exception {
        Path tmx = dir.resolve("board.tmx");
        new TmxExporter(SampleBoards.painter()).export(board, tmx, 16);
        BoardXmlAssert.assertSameBoard(board, new TmxImporter().read(tmx));
    }
}
