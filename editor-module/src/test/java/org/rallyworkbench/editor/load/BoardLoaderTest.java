package org.rallyworkbench.editor.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Problems come back located, in the FILE:LINE:COLUMN: form, never as exceptions. */
class BoardLoaderTest {

    @Test
    void malformedXmlIsAProblemWithItsPosition() {
        LoadResult result = BoardLoader.load("<board xmlns=\"urn:rally-workbench:board:1\">\n  <pit x=\"1\" y=\"1\">\n</board>",
                "broken.board.xml");
        LoadResult.Failed failed = assertInstanceOf(LoadResult.Failed.class, result);
        String first = failed.problems().get(0).toString();
        assertTrue(first.startsWith("broken.board.xml:3:"), first);
    }

    @Test
    void aWellFormedBoardLoads() {
        LoadResult result = BoardLoader.load("<board xmlns=\"urn:rally-workbench:board:1\" name=\"Tiny\" width=\"3\" height=\"2\">"
                + "<pit x=\"1\" y=\"1\"/><flag x=\"0\" y=\"0\" number=\"1\"/></board>", "tiny.board.xml");
        LoadResult.Loaded loaded = assertInstanceOf(LoadResult.Loaded.class, result);
        assertEquals("Tiny", loaded.board().name());
        assertEquals(3, loaded.board().width());
    }
}
