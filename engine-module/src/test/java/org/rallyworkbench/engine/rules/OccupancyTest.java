package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.bench.BenchBoards;
import org.rallyworkbench.engine.bench.GameSetup;
import org.rallyworkbench.engine.bench.GeneratedBoard;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.BeamPath;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Rotation;

/** The occupancy grid and its row and column masks say the same as the robots' own positions, at every moment. */
class OccupancyTest {

    @Test
    void placeAndLiftKeepTheGridAndTheMasksInStep() {
        Occupancy o = occupancy(5, 4);
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
        Occupancy o = occupancy(3, 3);
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
    void theCensusesCountTheRobotsOnCrushersPushersFlagsAndRepairSites() {
        Board board = Fixture.board(6, 2).crusher(0, 0, Registers.ALL).pusher(1, 0, Direction.W, Registers.ALL)
                .flag(2, 0, 1).repair(3, 0, false).repair(4, 0, true).crusher(5, 0, Registers.ALL).flag(5, 0, 2)
                .build();
        Occupancy o = new Occupancy(BoardTables.of(board));
        Bot[] bots = placeAlongRow0(o, 6);
        assertEquals(2, o.robotsOn(BoardTables.CRUSHERS));
        assertEquals(1, o.robotsOn(BoardTables.PUSHERS));
        assertEquals(4, o.robotsOn(BoardTables.CHECKPOINTS), "two flags, a repair site and a double one");
        o.lift(bots[5]);
        o.lift(bots[5]);        // twice: counted once
        assertEquals(1, o.robotsOn(BoardTables.CRUSHERS));
        assertEquals(3, o.robotsOn(BoardTables.CHECKPOINTS));
        o.place(bots[5], 0, 1);  // plain floor
        assertEquals(1, o.robotsOn(BoardTables.CRUSHERS));
        o.lift(bots[0]);
        o.lift(bots[1]);
        assertEquals(0, o.robotsOn(BoardTables.CRUSHERS));
        assertEquals(0, o.robotsOn(BoardTables.PUSHERS));
        assertEquals(3, o.robotsOn(BoardTables.CHECKPOINTS));
    }

    @Test
    void theCensusesCountTheRobotsOnConveyorsAndGears() {
        Board board = Fixture.board(5, 1).conveyor(0, 0, Direction.E, true).conveyor(1, 0, Direction.E, false)
                .gear(2, 0, Rotation.CW).gear(3, 0, Rotation.CCW).crusher(4, 0, Registers.ALL).build();
        Occupancy o = new Occupancy(BoardTables.of(board));
        Bot[] bots = placeAlongRow0(o, 5);
        assertEquals(1, o.robotsOn(BoardTables.EXPRESS_BELTS));
        assertEquals(2, o.robotsOn(BoardTables.BELTS), "an express and a normal conveyor");
        assertEquals(2, o.robotsOn(BoardTables.GEARS));
        assertEquals(1, o.robotsOn(BoardTables.CRUSHERS), "the first word's counts beside the second's");
        o.lift(bots[0]);
        o.lift(bots[3]);
        assertEquals(0, o.robotsOn(BoardTables.EXPRESS_BELTS));
        assertEquals(1, o.robotsOn(BoardTables.BELTS));
        assertEquals(1, o.robotsOn(BoardTables.GEARS));
        o.place(bots[0], 3, 0);
        assertEquals(2, o.robotsOn(BoardTables.GEARS));
        assertEquals(0, o.robotsOn(BoardTables.PUSHERS));
    }

    @Test
    void aPathMaskCoversItsTilesOnly() {
        Occupancy o = occupancy(6, 6);
        o.place(bot(0), 3, 2);
        assertTrue(o.anyOn(Occupancy.line(0, 2, Direction.E), Occupancy.pathMask(0, 2, Direction.E, 4)));
        assertFalse(o.anyOn(Occupancy.line(0, 2, Direction.E), Occupancy.pathMask(0, 2, Direction.E, 3)));
        assertTrue(o.anyOn(Occupancy.line(5, 2, Direction.W), Occupancy.pathMask(5, 2, Direction.W, 3)));
        assertFalse(o.anyOn(Occupancy.line(5, 2, Direction.W), Occupancy.pathMask(5, 2, Direction.W, 2)));
        assertTrue(o.anyOn(Occupancy.line(3, 5, Direction.N), Occupancy.pathMask(3, 5, Direction.N, 4)));
        assertFalse(o.anyOn(Occupancy.line(3, 5, Direction.N), Occupancy.pathMask(3, 5, Direction.N, 3)));
        assertTrue(o.anyOn(Occupancy.line(3, 2, Direction.S), Occupancy.pathMask(3, 2, Direction.S, 1)));
        assertFalse(o.anyOn(Occupancy.line(3, 3, Direction.S), Occupancy.pathMask(3, 3, Direction.S, 3)));
        assertFalse(o.anyOn(Occupancy.line(2, 2, Direction.N), Occupancy.pathMask(2, 2, Direction.N, 3)), "another column");
    }

    @Test
    void boardsWiderThanAMaskHaveNone() {
        assertFalse(occupancy(Occupancy.MASKED_SIDE + 1, 8).masked);
        assertFalse(occupancy(8, Occupancy.MASKED_SIDE + 1).masked);
        assertTrue(occupancy(Occupancy.MASKED_SIDE, Occupancy.MASKED_SIDE).masked);
        Occupancy wide = occupancy(Occupancy.MASKED_SIDE + 1, 2);
        Bot a = bot(0);
        wide.place(a, Occupancy.MASKED_SIDE, 1);
        assertSame(a, wide.at(2 * (Occupancy.MASKED_SIDE + 1) - 1));
        wide.lift(a);
        assertFalse(wide.occupied(2 * (Occupancy.MASKED_SIDE + 1) - 1));
    }

    @Test
    void aMaskAsWideAsTheBoardReachesItsFarEdge() {
        int side = Occupancy.MASKED_SIDE;
        Occupancy o = occupancy(side, side);
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
        int[] counted = new int[BoardTables.CENSUSES];
        for (int y = 0; y < t.height; y++) {
            for (int x = 0; x < t.width; x++) {
                Bot standing = null;
                for (Bot b : t.bots) {
                    if (b.inPlay() && b.x == x && b.y == y) {
                        standing = b;
                    }
                }
                assertSame(standing, o.at(y * t.width + x), "tile (" + x + "," + y + ")");
                if (standing != null) {
                    for (int c : censuses(t.board, x, y)) {
                        counted[c]++;
                    }
                }
                for (Direction d : Direction.values()) {
                    long walked = walk(t, x, y, d);
                    assertEquals(walked, o.along(x, y, d), "along (" + x + "," + y + ") " + d);
                    int length = BeamPath.length(t.board, x, y, d);
                    for (int n = 1; n <= length; n += Math.max(1, length - 1)) {        // one tile, and the whole path
                        long firstN = walked & -1L >>> (Long.SIZE - n);
                        assertEquals(firstN != 0, o.anyOn(Occupancy.line(x, y, d), Occupancy.pathMask(x, y, d, n)),
                                "anyOn (" + x + "," + y + ") " + d + " over " + n);
                    }
                }
            }
        }
        for (int c = 0; c < BoardTables.CENSUSES; c++) {
            assertEquals(counted[c], o.robotsOn(c), "census " + c);
        }
    }

    /** The censuses tile (x, y) belongs to, read from the board's elements. */
    private static List<Integer> censuses(Board board, int x, int y) {
        List<Integer> in = new ArrayList<>();
        FloorElement e = board.floorOrNull(x, y);
        Position p = new Position(x, y);
        if (e instanceof FloorElement.Crusher) {
            in.add(BoardTables.CRUSHERS);
        }
        if (board.pushers().stream().anyMatch(pusher -> pusher.position().equals(p))) {
            in.add(BoardTables.PUSHERS);
        }
        if (e instanceof FloorElement.Repair || board.flags().stream().anyMatch(f -> f.position().equals(p))) {
            in.add(BoardTables.CHECKPOINTS);
        }
        if (e instanceof FloorElement.Conveyor c) {
            in.add(BoardTables.BELTS);
            if (c.express()) {
                in.add(BoardTables.EXPRESS_BELTS);
            }
        }
        if (e instanceof FloorElement.Gear) {
            in.add(BoardTables.GEARS);
        }
        return in;
    }

    /** {@code count} robots placed on (0, 0), (1, 0) …, in that order. */
    private static Bot[] placeAlongRow0(Occupancy o, int count) {
        Bot[] bots = new Bot[count];
        for (int x = 0; x < count; x++) {
            bots[x] = bot(x % 2);
            o.place(bots[x], x, 0);
        }
        return bots;
    }

    private static Occupancy occupancy(int width, int height) {
        return new Occupancy(BoardTables.of(Fixture.board(width, height).build()));
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
        Board board = GeneratedBoard.of(8, 8, 1);
        Robot r = GameSetup.newGame(board, 2, 1).robots().get(index);
        return new Bot(r, index, new TilePositions(board));
    }
}
