package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/** {@link TilePositions}: one shared position per tile of the board, a new one for any place off it. */
class TilePositionsTest {

    private final Board board = Fixture.board(5, 3).build();
    private final TilePositions positions = new TilePositions(board);

    @Test
    void everyTileHasItsOwnSharedPosition() {
        for (int y = 0; y < 3; y++) {
            for (int x = 0; x < 5; x++) {
                Position p = positions.of(x, y);
                assertEquals(new Position(x, y), p);
                assertSame(p, positions.of(x, y));
            }
        }
        assertNotSame(positions.of(1, 2), positions.of(2, 1));
    }

    @Test
    void placesOffTheBoardAreNewPositionsWithTheirCoordinates() {
        int[][] off = {{-1, 0}, {0, -1}, {5, 0}, {0, 3}, {5, 3}, {-1, -1}, {Integer.MIN_VALUE, 1},
            {1, Integer.MAX_VALUE}};
        for (int[] o : off) {
            Position p = positions.of(o[0], o[1]);
            assertEquals(new Position(o[0], o[1]), p);
            assertNotSame(p, positions.of(o[0], o[1]));
        }
    }
}
