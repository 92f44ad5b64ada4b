package org.rallyworkbench.engine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.bench.TurnWorkload.Api;
import org.rallyworkbench.engine.bench.TurnWorkload.Population;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.rules.Simulation;
import org.rallyworkbench.engine.xml.BoardXml;

/** The bench workloads measure what their lines say: robots in play, empty turns, every element, re-entries. */
class TurnWorkloadTest {

    private static List<Board> samples() {
        return FileWorkloads.boards(FileWorkloads.boardFiles(Path.of("..", "scenarios", "boards")), 12, 12);
    }

    @Test
    void unlimitedLivesKeepEveryRobotInPlay() {
        TurnWorkload w = new TurnWorkload(samples(), 8, false, Api.SIMULATION, 1, Population.UNLIMITED_LIVES, null);
        w.run(2_000);
        assertEquals(8.0, w.meanRobotsInPlay(), 1e-9);
        assertEquals(0.0, w.emptyTurnShare());
    }

    @Test
    void theOldWorkloadHasEmptyTurnsAndSaysSo() {
        TurnWorkload w = new TurnWorkload(samples(), 8, false, Api.SIMULATION, 1);
        w.run(2_000);
        assertTrue(w.emptyTurnShare() > 0.1, w.describe());
        assertTrue(w.meanRobotsInPlay() < 5, w.describe());
        assertTrue(w.describe().contains("includes empty turns"), w.describe());
    }

    @Test
    void restartBelowHalfKeepsAtLeastHalfInPlay() {
        TurnWorkload w = new TurnWorkload(samples(), 8, false, Api.SIMULATION, 1, Population.RESTART_BELOW_HALF,
                null);
        w.run(2_000);
        assertEquals(0.0, w.emptyTurnShare());
        assertTrue(w.meanRobotsInPlay() >= 4, w.describe());
    }

    @Test
    void theImmutableApiCountsTheSameRobots() {
        TurnWorkload fast = new TurnWorkload(samples(), 8, false, Api.SIMULATION, 3);
        TurnWorkload director = new TurnWorkload(samples(), 8, false, Api.DIRECTOR, 3);
        assertEquals(fast.run(500), director.run(500));
        assertEquals(fast.meanRobotsInPlay(), director.meanRobotsInPlay(), 1e-9);
    }

    @Test
    void provingGroundIsAValidBoardWithEveryElementKind() throws Exception {
        Board b = BenchBoards.proving();
        assertEquals(12, b.width());
        assertEquals(16, b.height());
        Board read = BoardXml.read(new ByteArrayInputStream(BoardXml.toXml(b).getBytes(StandardCharsets.UTF_8)),
                "proving.board.xml");        // schema and semantic checks
        assertEquals(b, read);
        Set<String> kinds = new HashSet<>();
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                FloorElement f = b.floorOrNull(x, y);
                if (f instanceof FloorElement.Conveyor c) {
                    kinds.add(c.express() ? "express" : "conveyor");
                } else if (f instanceof FloorElement.Gear g) {
                    kinds.add(g.rotation() == Rotation.CW ? "gear-cw" : "gear-ccw");
                } else if (f instanceof FloorElement.Repair r) {
                    kinds.add(r.isDouble() ? "double-repair" : "repair");
                } else if (f != null) {
                    kinds.add(f.getClass().getSimpleName());
                }
            }
        }
        assertEquals(Set.of("express", "conveyor", "gear-cw", "gear-ccw", "repair", "double-repair", "Pit", "Crusher"),
                kinds);
        assertFalse(b.lasers().isEmpty());
        for (Laser l : b.lasers()) {
            assertTrue(b.hasWall(l.position(), l.dir().opposite()), "laser on a wall: " + l);
        }
        assertFalse(b.pushers().isEmpty());
        assertEquals(4, b.lastFlagNumber());
        assertEquals(8, b.starts().size());
    }

    @Test
    void inTheArenaEveryRobotIsDestroyedAndReentersEveryTurn() {
        Simulation s = new Simulation(GameSetup.newGame(BenchBoards.reentryArena(), 8, 5, TurnWorkload.UNLIMITED,
                BenchBoards.ARENA_ARCHIVE), EventSink.NONE);
        for (int turn = 0; turn < 20; turn++) {
            s.deal();
            for (int r = 0; r < 8; r++) {
                assertTrue(s.inPlay(r), "robot " + r + " re-entered in turn " + turn);
            }
            s.play();
            for (int r = 0; r < 8; r++) {
                assertFalse(s.inPlay(r), "robot " + r + " destroyed in turn " + turn);
            }
        }
    }

    @Test
    void aNewGameIsGameSetupsNewGameForEverySeed() {
        List<Board> boards = new java.util.ArrayList<>(samples());
        boards.add(BenchBoards.proving());
        boards.add(BenchBoards.reentryArena());
        boards.add(GeneratedBoard.of(12, 12, 0));       // no start tiles: the robots depend on the seed
        for (Population population : Population.values()) {
            for (Position archive : java.util.Arrays.asList(null, BenchBoards.ARENA_ARCHIVE)) {
                TurnWorkload w = new TurnWorkload(boards, 8, false, Api.SIMULATION, 7, population, archive);
                for (int b = 0; b < boards.size(); b++) {
                    for (long seed = 1; seed <= 3; seed++) {
                        assertEquals(GameSetup.newGame(boards.get(b), 8, seed, population.lives(), archive),
                                w.newGame(b, seed), boards.get(b).name() + ", seed " + seed);
                    }
                }
            }
        }
    }
}
