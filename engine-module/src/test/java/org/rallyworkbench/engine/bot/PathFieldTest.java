package org.rallyworkbench.engine.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;

/**
 * The shortest-path field against a brute-force search on small random boards: every (tile, facing, card) is
 * played through the public director (a one-card program, the state taken after register 1), and a
 * breadth-first search over those outcomes gives the fewest registers to the flag.
 */
class PathFieldTest {

    private static final int SIDE = 5;

    @Test
    void matchesABruteForceSearchOnRandomBoards() {
        for (long seed = 1; seed <= 6; seed++) {
            Board board = randomBoard(seed);
            PathField field = PathField.of(board);
            int[] expected = bruteForce(board);
            int reachable = 0;
            for (int s = 0; s < expected.length; s++) {
                Direction f = Direction.values()[s % 4];
                int tile = s / 4;
                int got = field.distance(1, tile % SIDE, tile / SIDE, f);
                assertEquals(expected[s], got, "seed " + seed + ", (" + tile % SIDE + "," + tile / SIDE + ") " + f);
                reachable += got < PathField.UNREACHABLE && got > 0 ? 1 : 0;
            }
            assertTrue(reachable > 10, "seed " + seed + ": too few reachable states to show anything");
        }
    }

    @Test
    void aPusherActiveInSomeRegistersCountsAsItsWorstRegister() {
        // From (0,0) facing E, move1 reaches the flag at (1,0) except in register 2, when the pusher on (1,0)
        // pushes the robot off the north edge.
        Board board = Board.builder("pusher", 3, 2).pusher(1, 0, Direction.S, Registers.of(2)).flag(1, 0, 1).build();
        PathField field = PathField.of(board);
        assertEquals(0, field.distance(1, 1, 0, Direction.N));
        assertTrue(field.distance(1, 0, 0, Direction.E) > 1, "one register is not enough in every register");
    }

    private static Board randomBoard(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Board.Builder b = Board.builder("random " + seed, SIDE, SIDE);
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                int k = r.nextInt(12);
                Direction d = Direction.values()[r.nextInt(4)];
                switch (k) {
                    case 0 -> b.pit(x, y);
                    case 1 -> b.conveyor(x, y, d, false);
                    case 2 -> b.conveyor(x, y, d, true);
                    case 3 -> b.gear(x, y, r.nextBoolean() ? Rotation.CW : Rotation.CCW);
                    case 4 -> b.wall(x, y, d);
                    case 5 -> b.crusher(x, y, Registers.ALL);
                    default -> { }
                }
            }
        }
        b.floor(new org.rallyworkbench.engine.model.Position(2, 2), null);
        return b.flag(2, 2, 1).build();
    }

    /** Fewest registers to stand on the flag after a register, by breadth-first search backwards. */
    private static int[] bruteForce(Board board) {
        int states = SIDE * SIDE * 4;
        int[][] next = new int[states][CardType.values().length];
        GameDirector director = new GameDirector();
        for (int s = 0; s < states; s++) {
            int tile = s / 4;
            Direction f = Direction.values()[s % 4];
            for (CardType t : CardType.values()) {
                next[s][t.ordinal()] = afterOneCard(director, board, tile % SIDE, tile / SIDE, f, t);
            }
        }
        int[] d = new int[states];
        Arrays.fill(d, PathField.UNREACHABLE);
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        for (int k = 0; k < 4; k++) {
            d[(2 * SIDE + 2) * 4 + k] = 0;
            todo.add((2 * SIDE + 2) * 4 + k);
        }
        while (!todo.isEmpty()) {
            int to = todo.poll();
            for (int s = 0; s < states; s++) {
                if (d[s] != PathField.UNREACHABLE) {
                    continue;
                }
                for (int t = 0; t < next[s].length; t++) {
                    if (next[s][t] == to) {
                        d[s] = d[to] + 1;
                        todo.add(s);
                        break;
                    }
                }
            }
        }
        return d;
    }

    private static int afterOneCard(GameDirector director, Board board, int x, int y, Direction f, CardType t) {
        if (board.floorOrNull(x, y) instanceof FloorElement.Pit) {
            return -1;
        }
        Card card = new Card(t, 500);
        GameState dealt = Hands.dealt(board, Hands.robot("a", 1, x, y, f, 0, card.toString()));
        int[] out = {-1};
        director.play(dealt, Map.of("a", Submission.of("a", List.of(card))), EventSink.NONE, (turn, reg, state) -> {
            if (reg == 1) {
                Robot a = state.robot("a").orElseThrow();
                out[0] = a.inPlay() ? (a.position().y() * SIDE + a.position().x()) * 4 + a.facing().ordinal() : -1;
            }
        });
        return out[0];
    }
}
