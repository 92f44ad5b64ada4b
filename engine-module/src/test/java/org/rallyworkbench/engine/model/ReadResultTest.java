package org.rallyworkbench.engine.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.export.json.JsonImporter;
import org.rallyworkbench.engine.export.tiled.TmxImporter;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.ScenarioXml;

class ReadResultTest {

    private static final Problem P = new Problem("a.board.xml", 3, 7, "wrong");

    @Test
    void aReadValueHasNoProblems() {
        ReadResult<String> r = ReadResult.read("board");
        assertTrue(r.isRead());
        assertEquals(Optional.of("board"), r.asOptional());
        assertEquals(List.of(), r.problems());
        assertEquals(ReadResult.read(5), r.map(String::length));
    }

    @Test
    void aFailureKeepsEveryProblemThroughMapAndThrows() {
        ReadResult<String> r = ReadResult.failed(List.of(P, new Problem("a.board.xml", 4, 1, "also")));
        assertFalse(r.isRead());
        assertEquals(Optional.empty(), r.asOptional());
        assertEquals(r.problems(), r.map(String::length).problems());
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> r.orElseThrow(ps -> new IllegalStateException(ps.get(0).toString())));
        assertEquals("a.board.xml:3:7: wrong", e.getMessage());
    }

    @Test
    void aFailureWithoutProblemsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ReadResult.failed(List.of()));
    }

    @Test
    void theCollectorGivesAReadValueOnlyWithoutProblems() {
        ProblemCollector problems = new ProblemCollector("a.json");
        assertEquals(ReadResult.read("ok"), problems.result(() -> "ok"));
        problems.add(2, 5, "bad");
        assertEquals(List.of(new Problem("a.json", 2, 5, "bad")), problems.result(() -> "ok").problems());
    }

    /** Every reader of a board or scenario file says a missing file the same way, as a located problem. */
    @Test
    void everyReaderReportsAMissingFileAsAProblem(@TempDir Path dir) {
        for (ReadResult<?> r : List.of(BoardXml.load(dir.resolve("no.board.xml")),
                ScenarioXml.load(dir.resolve("no.scenario.xml")), new TmxImporter().load(dir.resolve("no.tmx")),
                new JsonImporter().load(dir.resolve("no.json")))) {
            assertEquals(1, r.problems().size(), r.toString());
            assertTrue(r.problems().get(0).toString().endsWith(": no such file"), r.toString());
        }
    }
}
