package org.rallyworkbench.editor.board.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;

/** Problems come back located, in the FILE:LINE:COLUMN: form, never as exceptions. */
class BoardLoaderTest {

    @Test
    void malformedXmlIsAProblemWithItsPosition() {
        ReadResult<Board> result = BoardLoader.load("<board xmlns=\"urn:rally-workbench:board:1\" name=\"B\" width=\"4\" height=\"4\">\n  <pit x=\"1\" y=\"1\">\n</board>",
                "broken.board.xml");
        ReadResult.Failed<?> failed = assertInstanceOf(ReadResult.Failed.class, result);
        String first = failed.problems().get(0).toString();
        assertTrue(first.startsWith("broken.board.xml:3:"), first);
    }

    @Test
    void everySemanticProblemIsReported() {
        ReadResult<Board> result = BoardLoader.load("<board xmlns=\"urn:rally-workbench:board:1\" name=\"Gaps\" width=\"4\" height=\"4\">\n"
                + "  <flag x=\"0\" y=\"0\" number=\"1\"/>\n"
                + "  <flag x=\"1\" y=\"0\" number=\"3\"/>\n"
                + "  <pit x=\"2\" y=\"2\"/>\n"
                + "  <start x=\"2\" y=\"2\" number=\"1\" facing=\"N\"/>\n"
                + "</board>", "gaps.board.xml");
        ReadResult.Failed<?> failed = assertInstanceOf(ReadResult.Failed.class, result);
        assertTrue(failed.problems().size() >= 2, failed.problems().toString());
        failed.problems().forEach(p -> assertTrue(p.toString().matches("gaps\\.board\\.xml:\\d+:\\d+: .+"), p.toString()));
    }

    @Test
    void aValidBoardLoads() {
        ReadResult<Board> result = BoardLoader.load("<board xmlns=\"urn:rally-workbench:board:1\" name=\"Tiny\" width=\"3\" height=\"2\">"
                + "<pit x=\"1\" y=\"1\"/><flag x=\"0\" y=\"0\" number=\"1\"/></board>", "tiny.board.xml");
        assertInstanceOf(ReadResult.Read.class, result);
        Board board = result.asOptional().orElseThrow();
        assertEquals("Tiny", board.name());
        assertEquals(3, board.width());
    }
}
