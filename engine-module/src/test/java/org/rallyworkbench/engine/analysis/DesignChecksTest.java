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
}
