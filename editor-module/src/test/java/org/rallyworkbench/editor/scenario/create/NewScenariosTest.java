package org.rallyworkbench.editor.scenario.create;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.editor.board.file.NewBoards;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.scenario.Verdict;
import org.rallyworkbench.engine.xml.BoardXml;

/** What New Scenario writes: a valid scenario, robots on the starts by number, the board by reference or inline. */
class NewScenariosTest {

    @Test
    void robotsStandOnTheStartsInNumberOrderThenOnFreeFloor() {
        Board board = Board.builder("b", 4, 3).start(new Position(2, 2), 2, Direction.W)
                .start(new Position(0, 0), 1, Direction.S).pit(0, 2).build();
        List<NewScenarios.Placement> p = NewScenarios.placements(board, 3);
        assertEquals(List.of("red", "blue", "green"), p.stream().map(NewScenarios.Placement::name).toList());
        assertEquals(new Position(0, 0), p.get(0).position());
        assertEquals(Direction.S, p.get(0).facing());
        assertEquals("start 2", p.get(1).where());
        assertEquals(new Position(1, 2), p.get(2).position(), "the bottom row, skipping the pit and the start");
        assertEquals(Direction.N, p.get(2).facing());
        assertEquals(12 - 1, NewScenarios.placements(board, 99).size(), "every tile but the pit");
        assertEquals("yellow", org.rallyworkbench.editor.scenario.design.RosterEdits.nextName(List.of("red", "blue", "green")));
    }

    @Test
    void aScenarioForABoardFileReferencesItRelativelyAndReads(@TempDir Path dir) throws Exception {
        Path boards = Files.createDirectories(dir.resolve("boards"));
        Path scenarios = Files.createDirectories(dir.resolve("scenarios"));
        Board board = NewBoards.sample("crucible-loop.board.xml");
        Path boardFile = boards.resolve("loop.board.xml");
        Files.writeString(boardFile, BoardXml.toXml(board));
        NewScenarioSpec spec = new NewScenarioSpec("two robots", scenarios.toFile(), Optional.of(boardFile.toFile()),
                Optional.empty(), 2, RuleSetId.CLASSIC_2005, 42);
        File created = NewScenarios.create(spec, board);
        assertEquals(scenarios.resolve("two robots.scenario.xml").toFile(), created);
        String text = Files.readString(created.toPath());
        assertTrue(text.contains("<board href=\"../boards/loop.board.xml\"/>"), text);
        ScenarioSpec read = ScenarioFiles.load(created.toPath());
        assertEquals(RuleSetId.CLASSIC_2005, read.rules());
        assertEquals(42, read.seed());
        assertEquals(2, read.robots().size());
        assertEquals(board.start(1).orElseThrow().position(), read.robots().get(0).position());
        assertEquals(board.start(1).orElseThrow().facing(), read.robots().get(0).facing());
        assertEquals(Verdict.Outcome.NO_EXPECTATIONS, ScenarioFiles.run(created.toPath()).outcome());
        assertThrows(IOException.class, () -> NewScenarios.create(spec, board), "never over an existing file");
        assertEquals(text, Files.readString(created.toPath()));
    }

    @Test
    void aScenarioForASampleHasTheBoardInline(@TempDir Path dir) throws Exception {
        Board board = NewBoards.sample("crucible-loop.board.xml");
        NewScenarioSpec spec = new NewScenarioSpec("eight", dir.toFile(), Optional.empty(),
                Optional.of("crucible-loop.board.xml"), 8, RuleSetId.HOUSE, 0);
        File created = NewScenarios.create(spec, board);
        ScenarioSpec read = ScenarioFiles.load(created.toPath());
        assertEquals(8, read.robots().size());
        assertEquals(BoardXml.toXml(board), BoardXml.toXml(read.board().toBuilder().name(board.name()).build()));
        assertEquals(NewScenarios.COLOURS, read.robots().stream().map(ScenarioSpec.RobotSpec::name).toList());
    }
}
