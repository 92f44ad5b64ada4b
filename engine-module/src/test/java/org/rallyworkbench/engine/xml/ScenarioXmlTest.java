package org.rallyworkbench.engine.xml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ExpectSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ProgramSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotExpectation;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.TurnSpec;
import org.rallyworkbench.engine.model.SourceLocation;

class ScenarioXmlTest {

    private static final Path PUSHED = TestFiles.SCENARIOS.resolve("pushed-into-a-pit.scenario.xml");
    private static final Path INLINE = TestFiles.SCENARIOS.resolve("inline-board.scenario.xml");
    private static final Path NAMED_TILE = Path.of("..", "scenarios", "turn-start", "reentry",
            "named-tile-used.scenario.xml");

    @Test
    void readsTheHeaderAndTheBoardFromItsHref() throws Exception {
        ScenarioSpec s = ScenarioXml.read(PUSHED);
        assertEquals("pushed into a pit", s.name());
        assertEquals(RuleSetId.CLASSIC_2005, s.rules());
        assertEquals(7L, s.seed());
        assertEquals("A robot pushes another into the pit.", s.description());
        assertEquals(List.of("R-MOVE-4", "R-MOVE-5"), s.covers());
        assertEquals(Optional.of("../boards/pit-row.board.xml"), s.boardHref());
        assertEquals(BoardXml.read(TestFiles.BOARDS.resolve("pit-row.board.xml")), s.board());
        assertEquals(new SourceLocation(PUSHED.toString(), 3, 66), s.location());
    }

    @Test
    void appliesTheRobotDefaults() throws Exception {
        RobotSpec red = ScenarioXml.read(PUSHED).robots().get(0);
        assertEquals(new RobotSpec("red", new Position(3, 5), Direction.E, 0, 3, 1, new Position(3, 5), false, 1,
                List.of(), new SourceLocation(PUSHED.toString(), 8, 46)), red);
    }

    @Test
    void readsEveryRobotAttribute() throws Exception {
        RobotSpec blue = ScenarioXml.read(PUSHED).robots().get(1);
        assertEquals(new RobotSpec("blue", new Position(4, 5), Direction.N, 3, 2, 2, new Position(1, 9), true, 7,
                Card.parseList("move1@500 left@70 right@80 move2@700 move3@800"),
                new SourceLocation(PUSHED.toString(), 11, 70)), blue);
    }

    @Test
    void readsTurnsAndExpectationsInFileOrder() throws Exception {
        ScenarioSpec s = ScenarioXml.read(PUSHED);
        assertEquals(3, s.steps().size());
        TurnSpec turn = (TurnSpec) s.steps().get(0);
        assertEquals(List.of(
                new ProgramSpec("red", Card.parseList("move1@500 right@80"), true, Optional.of(Direction.S),
                        DoubleRepairChoice.OPTION, new SourceLocation(PUSHED.toString(), 15, 75)),
                new ProgramSpec("blue", List.of(), false, Optional.empty(), DoubleRepairChoice.REPAIR,
                        new SourceLocation(PUSHED.toString(), 16, 37))), turn.programs());
        ExpectSpec afterOne = turn.expects().get(0);
        assertEquals(OptionalInt.of(1), afterOne.afterRegister());
        RobotExpectation blueAfterOne = afterOne.robots().get(0);
        assertEquals(OptionalInt.of(5), blueAfterOne.x());
        assertEquals(Optional.of(true), blueAfterOne.destroyed());
        assertEquals(Optional.empty(), blueAfterOne.facing());
        assertEquals(OptionalInt.empty(), blueAfterOne.damage());

        ExpectSpec afterTurn = (ExpectSpec) s.steps().get(1);
        assertEquals(OptionalInt.empty(), afterTurn.afterRegister());
        assertEquals(new RobotExpectation("blue", OptionalInt.empty(), OptionalInt.empty(), Optional.of(Direction.N),
                OptionalInt.of(0), OptionalInt.of(1), OptionalInt.of(2), OptionalInt.of(1), OptionalInt.of(9),
                Optional.of(true), Optional.of(false), OptionalInt.of(9), OptionalInt.of(0),
                new SourceLocation(PUSHED.toString(), 23, 70)), afterTurn.robots().get(0));
        assertEquals(List.of("red"), afterTurn.winners());
        assertEquals(new SourceLocation(PUSHED.toString(), 21, 11), afterTurn.location());
        assertEquals(2, s.turns().size());
        assertEquals(List.of(), s.turns().get(1).programs());
    }

    @Test
    void readsAnInlineBoardAndTheScenarioDefaults() throws Exception {
        ScenarioSpec s = ScenarioXml.read(INLINE);
        assertEquals(RuleSetId.HOUSE, s.rules());
        assertEquals(0L, s.seed());
        assertEquals("", s.description());
        assertEquals(List.of(), s.covers());
        assertEquals(Optional.empty(), s.boardHref());
        assertEquals("Inline", s.board().name());
        assertTrue(s.board().isPit(new Position(3, 2)));
        assertEquals(List.of(1, 2), s.robots().stream().map(RobotSpec::start).toList());
        ProgramSpec a = s.turns().get(0).programs().get(0);
        assertEquals(List.of(), a.cards());
    }

    @Test
    void readsFromAStreamResolvingTheHrefFromAGivenFolder() throws Exception {
        try (InputStream in = Files.newInputStream(PUSHED)) {
            ScenarioSpec s = ScenarioXml.read(in, "unsaved scenario", TestFiles.SCENARIOS);
            assertEquals("Pit Row", s.board().name());
            assertEquals("unsaved scenario", s.robots().get(0).location().file());
        }
    }

    @Test
    void aBoardIsNotAScenario() {
        FormatException e = assertThrows(FormatException.class,
                () -> ScenarioXml.read(TestFiles.BOARDS.resolve("tiny.board.xml")));
        assertTrue(e.problems().get(0).message().startsWith("expected a scenario"), e.getMessage());
    }

    @Test
    void readsANamedReentryTileAndTransformsItWithTheBoard() throws Exception {
        ScenarioSpec s = ScenarioXml.read(NAMED_TILE);
        List<ProgramSpec> first = s.turns().get(0).programs();
        assertEquals(Optional.of(new Position(4, 4)), first.get(0).reentryTile());
        assertEquals(Optional.empty(), first.get(1).reentryTile());
        ScenarioSpec turned = org.rallyworkbench.engine.scenario.ScenarioTransform.apply(
                org.rallyworkbench.engine.model.BoardTransform.ROTATE_90, s);
        assertEquals(Optional.of(new Position(0, 4)), turned.turns().get(0).programs().get(0).reentryTile());
    }

    @Test
    void anUnnamedScenarioAndItsUnnamedInlineBoardAreNamedAfterTheFile() throws Exception {
        ScenarioSpec s = read("""
                <scenario xmlns="urn:rally-workbench:scenario:1">
                  <board xmlns="urn:rally-workbench:board:1" width="4" height="3"/>
                  <robot name="red" x="1" y="1" facing="E"/>
                </scenario>
                """, "audit/no-names.scenario.xml");
        assertEquals("no-names", s.name());
        assertEquals("no-names", s.board().name());
    }

    @Test
    void aPriorityMayBeWrittenWithLeadingZeros() throws Exception {
        ScenarioSpec s = read("""
                <scenario xmlns="urn:rally-workbench:scenario:1" name="zeros">
                  <board xmlns="urn:rally-workbench:board:1" name="b" width="4" height="3"/>
                  <robot name="red" x="1" y="1" facing="E" registers="move1@0500"/>
                  <turn><program robot="red" cards="left@070"/></turn>
                </scenario>
                """, "zeros.scenario.xml");
        assertEquals(Card.parseList("move1@500"), s.robots().get(0).registers());
        assertEquals(Card.parseList("left@70"), s.turns().get(0).programs().get(0).cards());
    }

    @Test
    void aRobotWithoutStartMayShareTheNumberAnotherRobotWasGiven() throws Exception {
        ScenarioSpec s = read("""
                <scenario xmlns="urn:rally-workbench:scenario:1" name="starts">
                  <board xmlns="urn:rally-workbench:board:1" name="b" width="4" height="3"/>
                  <robot name="red" x="1" y="1" facing="E" start="2"/>
                  <robot name="blue" x="3" y="1" facing="W"/>
                </scenario>
                """, "starts.scenario.xml");
        assertEquals(List.of(2, 2), s.robots().stream().map(RobotSpec::start).toList());
    }

    private static ScenarioSpec read(String xml, String sourceName) throws FormatException {
        return ScenarioXml.read(new java.io.ByteArrayInputStream(xml.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                sourceName, TestFiles.SCENARIOS);
    }
}
