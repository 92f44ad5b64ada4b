package org.rallyworkbench.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;

class DesignChecksTest {

    private static Board.Builder playable() {
        return Board.builder("t", 5, 5).flag(4, 4, 1).start(0, 0, 1, Direction.S);
    }

    private static List<String> messages(Board b) {
        return DesignChecks.check(b).stream().map(DesignWarning::toString).toList();
    }

    @Test
    void aPlayableBoardHasNoWarnings() {
        assertEquals(List.of(), messages(playable().build()));
    }

    @Test
    void missingFlagsAndStartsAreReported() {
        assertEquals(List.of("the board has no flags", "the board has no start positions"),
                messages(Board.builder("t", 3, 3).build()));
    }

    @Test
    void aFlagBehindWallsIsUnreachable() {
        Board b = playable().wall(4, 4, Direction.N).wall(4, 4, Direction.W).build();
        assertEquals(List.of("(4,4): no robot can reach flag 1"), messages(b));
    }

    @Test
    void aFlagBeyondPitsIsUnreachable() {
        Board b = playable().pit(3, 4).pit(4, 3).build();
        assertEquals(List.of("(4,4): no robot can reach flag 1"), messages(b));
    }

    @Test
    void aConveyorIntoAPitIsReported() {
        Board b = playable().conveyor(1, 1, Direction.E, false).pit(2, 1).build();
        assertEquals(List.of("(1,1): conveyor leads into the pit at (2,1)"), messages(b));
    }

    @Test
    void aWallBetweenConveyorAndPitStopsTheWarning() {
        Board b = playable().conveyor(1, 1, Direction.E, false).pit(2, 1).wall(1, 1, Direction.E).build();
        assertEquals(List.of(), messages(b));
    }

    @Test
    void aLaserBlockedOnItsOwnTileIsReported() {
        Board b = playable().laser(2, 2, Direction.N, 1).wall(2, 2, Direction.N).build();
        assertEquals(List.of("(2,2): laser firing N is blocked by a wall on its own tile"), messages(b));
    }

    @Test
    void aStartOnAConveyorIsReported() {
        Board b = playable().conveyor(0, 0, Direction.E, true).build();
        assertTrue(messages(b).contains("(0,0): start 1 stands on a conveyor"));
    }

    @Test
    void aFlagOnAConveyorIsCarriedAwayBeforeItCanBeTouched() {
        Board b = playable().conveyor(4, 4, Direction.W, false).build();
        assertEquals(List.of("(4,4): no robot can reach flag 1"), messages(b));
    }

    @Test
    void aFlagOnAConveyorHeldByAWallCanBeReached() {
        assertEquals(List.of(), messages(playable().conveyor(4, 4, Direction.E, false).wall(4, 4, Direction.E).build()));
        assertEquals(List.of("(4,4): no robot can reach flag 1"),
                messages(playable().conveyor(4, 4, Direction.E, false).build()), "the board's edge is no wall");
    }

    @Test
    void aFlagOnAConveyorFedByAnotherConveyorCanBeReached() {
        // (4,4) carries robots north to (4,3), which carries them back: a robot on (4,3) ends on the flag
        Board b = playable().conveyor(4, 4, Direction.N, false).conveyor(4, 3, Direction.S, false).build();
        assertEquals(List.of(), messages(b));
    }

    @Test
    void aPusherActiveInEveryRegisterKeepsRobotsOffItsTile() {
        Board always = playable().pusher(4, 4, Direction.E, org.rallyworkbench.engine.model.Registers.ALL).build();
        assertEquals(List.of("(4,4): no robot can reach flag 1"), messages(always));
        Board sometimes = playable().pusher(4, 4, Direction.E, org.rallyworkbench.engine.model.Registers.of(1, 3)).build();
        assertEquals(List.of(), messages(sometimes), "a robot can arrive in register 2, 4 or 5");
    }

    @Test
    void aCrusherActiveInEveryRegisterKillsWhoeverStopsThere() {
        Board b = playable().crusher(4, 4, org.rallyworkbench.engine.model.Registers.ALL).build();
        assertEquals(List.of("(4,4): no robot can reach flag 1"), messages(b));
    }

    @Test
    void aBeltAgainstTheRobotSlowsItButDoesNotStopIt() {
        // a corridor of express belts running back to the start: three steps on, two carried back
        Board.Builder b = Board.builder("t", 8, 1).start(0, 0, 1, Direction.E).flag(7, 0, 1);
        for (int x = 1; x < 7; x++) {
            b.conveyor(x, 0, Direction.W, true);
        }
        assertEquals(List.of(), messages(b.build()));
    }

    @Test
    void theSampleBoardsHaveNoUnreachableFlags() throws Exception {
        java.nio.file.Path folder = java.nio.file.Path.of("..", "scenarios", "boards");
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isDirectory(folder));
        try (var files = java.nio.file.Files.list(folder)) {
            for (java.nio.file.Path f : files.filter(x -> x.toString().endsWith(".board.xml")).toList()) {
                Board b = org.rallyworkbench.engine.xml.BoardXml.read(f);
                assertTrue(messages(b).stream().noneMatch(m -> m.contains("reach")), f + ": " + messages(b));
            }
        }
    }
}
