package org.rallyworkbench.engine.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class BeamPathTest {

    private final Board board = Board.builder("beams", 6, 3)
            .laser(0, 1, Direction.E, 2).wall(0, 1, Direction.W)
            .wall(3, 1, Direction.E)
            .build();

    @Test
    void boardLaserStartsOnItsOwnTileAndStopsAtTheWall() {
        assertEquals(List.of(new Position(0, 1), new Position(1, 1), new Position(2, 1), new Position(3, 1)),
                BeamPath.of(board, board.lasers().get(0)));
    }

    @Test
    void beamRunsToTheEdgeWithoutWalls() {
        assertEquals(6, BeamPath.length(board, 0, 0, Direction.E));
        assertEquals(3, BeamPath.trace(board, new Position(2, 0), Direction.S).size());
    }

    @Test
    void wallOnTheEmittersOwnSideLeavesOnlyItsTile() {
        assertEquals(List.of(new Position(3, 1)), BeamPath.trace(board, new Position(3, 1), Direction.E));
    }

    @Test
    void robotLaserStartsAheadAndIsEmptyFacingAWallOrTheEdge() {
        assertEquals(List.of(new Position(5, 1)), BeamPath.ahead(board, new Position(4, 1), Direction.E));
        assertEquals(List.of(new Position(2, 1), new Position(1, 1), new Position(0, 1)),
                BeamPath.ahead(board, new Position(3, 1), Direction.W));
        assertEquals(List.of(), BeamPath.ahead(board, new Position(3, 1), Direction.E));
        assertEquals(List.of(), BeamPath.ahead(board, new Position(5, 0), Direction.E));
    }

    @Test
    void lengthsOfEveryTileAgreeWithTheLengthOfEachPath() {
        Board generated = org.rallyworkbench.engine.bench.GeneratedBoard.of(17, 13, 5);
        for (Board b : List.of(board, generated)) {
            for (Direction d : Direction.values()) {
                int[] all = BeamPath.lengths(b, d);
                for (int y = 0; y < b.height(); y++) {
                    for (int x = 0; x < b.width(); x++) {
                        assertEquals(BeamPath.length(b, x, y, d), all[y * b.width() + x], x + "," + y + " " + d);
                    }
                }
            }
        }
    }

    @Test
    void reachEndsOnTheFirstRobotOrAtTheWall() {
        Laser laser = board.lasers().get(0);
        assertEquals(4, BeamPath.reach(board, laser, p -> false));
        assertEquals(3, BeamPath.reach(board, laser, p -> p.x() >= 2));
        assertEquals(1, BeamPath.reach(board, laser, p -> p.equals(new Position(0, 1))));
        assertEquals(4, BeamPath.reach(board, laser, p -> p.x() == 5));
    }

    @Test
    void reachByTileIndexEndsOnTheFirstOccupiedTileOfThePath() {
        // a path of 5 tiles from tile 23 going north on a board 10 wide: 23, 13, 3, -7, ... (only 5 are walked)
        assertEquals(5, BeamPath.reach(23, -10, 5, tile -> false));
        assertEquals(1, BeamPath.reach(23, -10, 5, tile -> tile == 23));
        assertEquals(3, BeamPath.reach(23, -10, 5, tile -> tile == 3 || tile == -7));
        assertEquals(5, BeamPath.reach(23, -10, 5, tile -> tile == -37));
        assertEquals(0, BeamPath.reach(23, -10, 0, tile -> true));
    }

    @Test
    void reachByMaskEndsOnTheLowestRobotBitWithinThePath() {
        assertEquals(7, BeamPath.reach(0L, 7));
        assertEquals(1, BeamPath.reach(0b1L, 7));
        assertEquals(3, BeamPath.reach(0b10100L, 7));
        assertEquals(4, BeamPath.reach(0b10000L, 4), "a robot beyond the wall is not on the path");
        assertEquals(64, BeamPath.reach(0L, 64));
        assertEquals(64, BeamPath.reach(Long.MIN_VALUE, 64));
        assertEquals(63, BeamPath.reach(Long.MIN_VALUE, 63));
    }

    @Test
    void reachByTileIndexReadsPathsLongerThanAMask() {
        assertEquals(200, BeamPath.reach(0, 1, 200, tile -> false));
        assertEquals(64, BeamPath.reach(0, 1, 200, tile -> tile == 63));
        assertEquals(65, BeamPath.reach(0, 1, 200, tile -> tile == 64));
        assertEquals(150, BeamPath.reach(0, 1, 200, tile -> tile >= 149));
        assertEquals(128, BeamPath.reach(0, 1, 128, tile -> tile == 128));
    }
}
