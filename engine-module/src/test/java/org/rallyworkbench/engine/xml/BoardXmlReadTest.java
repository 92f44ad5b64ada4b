package org.rallyworkbench.engine.xml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.model.Start;
import org.rallyworkbench.engine.model.Wall;

class BoardXmlReadTest {

    private static Board pitRow() throws FormatException {
        return BoardXml.read(TestFiles.BOARDS.resolve("pit-row.board.xml"));
    }

    @Test
    void readsNameSizeAndDescription() throws FormatException {
        Board b = pitRow();
        assertEquals("Pit Row", b.name());
        assertEquals(12, b.width());
        assertEquals(12, b.height());
        assertEquals("Every element once, children in no particular order, walls written both ways.", b.description());
    }

    @Test
    void aBoardWithoutANameIsNamedAfterItsFile() throws FormatException {
        String xml = "<board xmlns=\"urn:rally-workbench:board:1\" width=\"3\" height=\"2\"/>";
        Board b = BoardXml.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)),
                "boards/Dock Bay.board.xml");
        assertEquals("Dock Bay", b.name());
        assertEquals(3, b.width());
    }

    @Test
    void severalFlagsMayShareANumberButNotLeaveAGap() throws FormatException {
        String xml = "<board xmlns=\"urn:rally-workbench:board:1\" name=\"twins\" width=\"5\" height=\"2\">"
                + "<flag x=\"0\" y=\"0\" number=\"1\"/><flag x=\"3\" y=\"0\" number=\"2\"/>"
                + "<flag x=\"4\" y=\"1\" number=\"2\"/></board>";
        Board b = BoardXml.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "twins.board.xml");
        assertEquals(3, b.flags().size());
        assertEquals(2, b.lastFlagNumber());
        String gap = xml.replace("number=\"1\"", "number=\"3\"");
        FormatException e = assertThrows(FormatException.class,
                () -> BoardXml.read(new ByteArrayInputStream(gap.getBytes(StandardCharsets.UTF_8)), "gap.board.xml"));
        assertTrue(e.getMessage().contains("there is no flag 1 before flag 2"), e.getMessage());
    }

    @Test
    void readsFloorElementsWithDefaults() throws FormatException {
        Board b = pitRow();
        assertEquals(Optional.of(FloorElement.Pit.INSTANCE), b.floorAt(new Position(5, 5)));
        assertEquals(Optional.of(new FloorElement.Conveyor(Direction.E, true)), b.floorAt(new Position(3, 4)));
        assertEquals(Optional.of(new FloorElement.Conveyor(Direction.S, false)), b.floorAt(new Position(4, 4)));
        assertEquals(Optional.of(new FloorElement.Gear(Rotation.CW)), b.floorAt(new Position(6, 6)));
        assertEquals(Optional.of(new FloorElement.Gear(Rotation.CCW)), b.floorAt(new Position(7, 6)));
        assertEquals(Optional.of(new FloorElement.Repair(true)), b.floorAt(new Position(0, 0)));
        assertEquals(Optional.of(new FloorElement.Repair(false)), b.floorAt(new Position(11, 0)));
        assertEquals(Optional.of(new FloorElement.Crusher(Registers.of(2, 4))), b.floorAt(new Position(8, 8)));
        assertEquals(Optional.empty(), b.floorAt(new Position(1, 1)));
    }

    @Test
    void readsLasersPushersFlagsAndStarts() throws FormatException {
        Board b = pitRow();
        assertEquals(List.of(new Laser(new Position(0, 3), Direction.E, 2), new Laser(new Position(10, 10), Direction.N, 1),
                new Laser(new Position(10, 10), Direction.W, 3)), b.lasers());
        assertEquals(List.of(new Pusher(new Position(7, 1), Direction.W, Registers.of(1, 3, 5)),
                new Pusher(new Position(8, 1), Direction.N, Registers.of(2, 4))), b.pushers());
        assertEquals(List.of(new Flag(new Position(1, 9), 1), new Flag(new Position(9, 2), 2)), b.flags());
        assertEquals(List.of(new Start(new Position(1, 11), 1, Direction.N), new Start(new Position(0, 11), 2, Direction.N)),
                b.starts());
    }

    @Test
    void wallsWrittenTwiceOrFromEitherSideAreOneWall() throws FormatException {
        Board b = pitRow();
        assertTrue(b.hasWall(new Position(4, 3), Direction.S));
        assertTrue(b.hasWall(new Position(2, 2), Direction.E));
        assertTrue(b.hasWall(new Position(3, 2), Direction.W));
        assertTrue(b.hasWall(new Position(7, 1), Direction.W), "a pusher brings its wall");
        assertTrue(b.hasWall(new Position(8, 0), Direction.S), "a pusher's wall is seen from the neighbour too");
        assertEquals(List.of(new Wall(new Position(0, 0), Direction.W), new Wall(new Position(7, 1), Direction.W),
                new Wall(new Position(8, 1), Direction.N), new Wall(new Position(3, 2), Direction.W),
                new Wall(new Position(11, 3), Direction.E), new Wall(new Position(4, 4), Direction.N)), b.walls());
    }

    @Test
    void readsFromAStreamNamingTheSource() throws FormatException {
        String xml = "<board xmlns=\"urn:rally-workbench:board:1\" name=\"S\" width=\"2\" height=\"3\"><pit x=\"1\" y=\"2\"/></board>";
        Board b = BoardXml.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "inline.board.xml");
        assertEquals(3, b.height());
        assertTrue(b.isPit(new Position(1, 2)));

        FormatException e = assertThrows(FormatException.class, () -> BoardXml.read(
                new ByteArrayInputStream(xml.replace("y=\"2\"", "y=\"3\"").getBytes(StandardCharsets.UTF_8)),
                "editor buffer"));
        assertEquals("editor buffer:1:92: pit at (1,3) is off the 2x3 board (x must be 0..1, y 0..2)",
                e.problems().get(0).toString());
    }

    @Test
    void aScenarioIsNotABoard() {
        FormatException e = assertThrows(FormatException.class,
                () -> BoardXml.read(TestFiles.SCENARIOS.resolve("inline-board.scenario.xml")));
        assertEquals(1, e.problems().size());
        assertTrue(e.problems().get(0).message().startsWith("expected a board"), e.getMessage());
    }

    @Test
    void aMissingFileIsAProblemNotACrash() {
        FormatException e = assertThrows(FormatException.class,
                () -> BoardXml.read(TestFiles.BOARDS.resolve("no-such.board.xml")));
        assertEquals(TestFiles.BOARDS.resolve("no-such.board.xml") + ":1:1: no such file", e.problems().get(0).toString());
    }

    @Test
    void schemasShipInTheJar() {
        assertTrue(BoardXml.schema().toExternalForm().endsWith("org/rallyworkbench/engine/xml/board-1.xsd"));
        assertTrue(ScenarioXml.schema().toExternalForm().endsWith("org/rallyworkbench/engine/xml/scenario-1.xsd"));
        assertFalse(BoardXml.schema().equals(ScenarioXml.schema()));
    }
}
