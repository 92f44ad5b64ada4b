package org.rallyworkbench.engine.export.json;

import org.rallyworkbench.engine.export.ImportException;
import org.rallyworkbench.engine.model.Problem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;

/** The JSON importer: defaults, walls as edges, and every problem with its line and column. */
class JsonImporterTest {

    @Test
    void defaultsAndEdges() throws Exception {
        Board b = new JsonImporter().read("""
                {"format": "rally-workbench-board", "version": 1, "name": "n", "width": 2, "height": 2,
                 "tiles": [{"x": 1, "y": 1, "type": "conveyor", "dir": "W"}],
                 "walls": [{"from": [2, 0], "to": [2, 1]}, {"from": [1, 2], "to": [0, 2]}],
                 "lasers": [{"x": 0, "y": 0, "dir": "S"}]}""", "b.json");
        assertEquals("", b.description());
        assertEquals(1, b.lasers().get(0).beams());
        assertEquals(true, b.hasWall(new Position(1, 0), Direction.E));
        assertEquals(true, b.hasWall(new Position(0, 1), Direction.S));
    }

    @Test
    void reportsEveryProblemWhereItIs() {
        ImportException e = assertThrows(ImportException.class, () -> new JsonImporter().read("""
                {"format": "rally-workbench-board", "version": 1, "name": "n", "width": 2, "height": 2,
                 "tiles": [{"x": 0, "y": 0, "type": "pit"}, {"x": 0, "y": 0, "type": "gear", "rotation": "cw"},
                           {"x": 1, "y": 0, "type": "belt"}],
                 "walls": [{"from": [0, 0], "to": [2, 0]}],
                 "flags": [{"x": 1, "y": 1, "number": 0, "colour": "red"}]}""", "b.json"));
        List<String> messages = e.problems().stream().map(Problem::toString).toList();
        assertEquals(List.of(
                "b.json:2:45: tile: tile (0,0) is listed twice (a tile has one floor element)",
                "b.json:3:37: tile: unknown tile type \"belt\" (expected pit, conveyor, gear, repair or crusher)",
                "b.json:4:12: wall: a wall runs between two neighbouring grid corners, one step apart",
                "b.json:5:52: unknown member \"colour\" in flag",
                "b.json:5:39: flag: number must be 1 or more, not 0"), messages);
    }

    @Test
    void reportsSyntaxErrors() {
        ImportException e = assertThrows(ImportException.class,
                () -> new JsonImporter().read("{\"name\": \"x\",\n \"width\": 2,,}", "b.json"));
        assertEquals("b.json:2:13: not JSON: expected a member name in double quotes", e.getMessage());
    }
}
