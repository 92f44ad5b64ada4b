package org.rallyworkbench.editor.board.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;

/** The build bundles scenarios/boards, and every bundled sample can be drawn. */
class SampleBoardsTest {

    @Test
    void thePreferredSampleIsShownFirstWhenBundled() {
        assertEquals(Optional.of(SampleBoards.PREFERRED), SampleBoards.defaultName(SampleBoards.names()));
        assertEquals(Optional.of("a.board.xml"), SampleBoards.defaultName(List.of("a.board.xml", "b.board.xml")));
    }

    @Test
    void samplesAreBundledAndReadable() throws Exception {
        assertFalse(SampleBoards.names().isEmpty(), "no sample boards bundled from scenarios/boards");
        for (String name : SampleBoards.names()) {
            try (InputStream in = getClass().getClassLoader().getResourceAsStream(SampleBoards.FOLDER + name)) {
                ReadResult<Board> result = BoardLoader.load(in, name);
                assertInstanceOf(ReadResult.Read.class, result, () -> name + ": " + result);
            }
        }
    }
}
