package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.bench.BenchBoards;
import org.rallyworkbench.engine.bench.GameSetup;
import org.rallyworkbench.engine.bench.GeneratedBoard;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;

/** The occupancy grid and its row and column masks say the same as the robots' own positions, at every moment. */
class OccupancyTest {

    @Test
    void placeAndLiftKeepTheGridAndTheMasksInStep() {
        Occupancy o = new Occupancy(5, 4);
        assertTrue(o.masked);
        Bot a = bot(0);
        Bot b = bot(1);
        o.place(a, 2, 1);
        o.place(b, 4, 1);
        assertSame(a, o.at(1 * 5 + 2));
        assertEquals(0b101, o.along(2, 1, Direction.E), "east from (2,1): a on tile 0, b on tile 2");
        assertEquals(0b101, o.along(4, 1, Direction.W), "west from (4,1): b on tile 0, a on tile 2");
        assertEquals(0b10100, o.along(0, 1, Direction.E), "east from (0,1): a on tile 2, b on tile 4");
        assertEquals(0b10, o.along(2, 0, Direction.S), "south from (2,0): a on tile 1");
        assertEquals(0b100, o.along(2, 3, Direction.N), "north from (2,3): a on tile 2");
        o.lift(a);
        assertFalse(o.occupied(1 * 5 + 2));
        assertEquals(0, o.along(2, 3, Direction.N));
        assertEquals(0b100, o.along(2, 1, Direction.E));
        o.lift(a);              // lifting a robot that stands nowhere changes nothing
        assertSame(b, o.at(1 * 5 + 4));
        a.x = -1;               // fallen off the board
        o.lift(a);
        assertEquals(0b1, o.along(4, 1, Direction.W));
    }

    @Test
    void aLiftOfAnotherRobotsTileLeavesTheOneStandingThere() {
        Occupancy o = new Occupancy(3, 3);
        Bot a = bot(0);
        Bot b = bot(1);
        o.place(a, 1, 1);
        b.x = 1;
        b.y = 1;                // b claims the tile but does not stand on it
        o.lift(b);
        assertSame(a, o.at(4));
        assertEquals(0b10, o.along(1, 0, Direction.S));
    }

    @Test
    void boardsWiderThanAMaskHaveNone() {
        assertFalse(new Occupancy(Occupancy.MASKED_SIDE + 1, 8).masked);
        assertFalse(new Occupancy(8, Occupancy.MASKED_SIDE + 1).masked);
        assertTrue(new Occupancy(Occupancy.MASKED_SIDE, Occupancy.MASKED_SIDE).masked);
        Occupancy wide = new Occupancy(Occupancy.MASKED_SIDE + 1, 2);
        Bot a = bot(0);
        wide.place(a, Occupancy.MASKED_SIDE, 1);
        assertSame(a, wide.at(2 * (Occupancy.MASKED_SIDE + 1) - 1));
        wide.lift(a);
        assertFalse(wide.occupied(2 * (Occupancy.MASKED_SIDE + 1) - 1));
    }

    @Test
    void aMaskAsWideAsTheBoardReachesItsFarEdge() {
        int side = Occupancy.MASKED_SIDE;
        Occupancy o = new Occupancy(side, side);
        Bot a = bot(0);
        o.place(a, side - 1, side - 1);
        assertEquals(1L << (side - 1), o.along(0, side - 1, Direction.E));
        assertEquals(1L << (side - 1), o.along(side - 1, 0, Direction.S));
        o.place(bot(1), 0, 0);
        assertEquals(1L << (side - 1), o.along(side - 1, 0, Direction.W));
        assertEquals(1L << (side - 1), o.along(0, side - 1, Direction.N));
    }

    /**
     * Whole games (moves, pushes, conveyors, pits, crushers, lasers, destruction and re-entry): after every turn
     * the masks hold exactly the tiles of the robots in play, and every path reads what a tile-by-tile walk reads.
     */
    @Test
    void theMasksFollowWholeGames() {
        for (Board board : new Board[] {BenchBoards.proving(), BenchBoards.reentryArena(), GeneratedBoard.of(14, 14, 3)}) {
            GameState start = GameSetup.newGame(board, 8, 11);
            Table t = new Table(start, EventSink.NONE, BoardTables.of(board));
            TurnEngine engine = new TurnEngine();
            int destroyed = 0;
            for (int turn = 0; turn < 30 && !t.gameOver(); turn++) {
                TurnEngine.deal(t);
                assertInStep(t);
                engine.play(t, Map.of(), RegisterHook.NONE);
                assertInStep(t);
                for (Bot b : t.bots) {
                    destroyed += b.inPlay() ? 0 : 1;
                }
            }
            assertTrue(destroyed > 0, "no robot was destroyed on " + board.name());
        }
    }

    private static void assertInStep(Table t) {
        Occupancy o = t.occupancy;
        assertTrue(o.masked);
        for (int y = 0; y < t.height; y++) {
            for (int x = 0; x < t.width; x++) {
                Bot standing = null;
                for (Bot b : t.bots) {
                    if (b.inPlay() && b.x == x && b.y == y) {
                        standing = b;
                    }
                }
                assertSame(standing, o.at(y * t.width + x), "tile (" + x + "," + y + ")");
                for (Direction d : Direction.values()) {
                    assertEquals(walk(t, x, y, d), o.along(x, y, d), "along (" + x + "," + y + ") " + d);
                }
            }
        }
    }

    private static long walk(Table t, int x, int y, Direction d) {
        long bits = 0;
        for (int i = 0; t.board.contains(x, y); i++, x += d.dx(), y += d.dy()) {
            bits |= o(t, x, y) ? 1L << i : 0;
        }
        return bits;
    }

    private static boolean o(Table t, int x, int y) {
        return t.occupant(x, y) != null;
    }

    private static Bot bot(int index) {
        Robot r = GameSetup.newGame(GeneratedBoard.of(8, 8, 1), 2, 1).robots().get(index);
        return new Bot(r, index);
    }
}
