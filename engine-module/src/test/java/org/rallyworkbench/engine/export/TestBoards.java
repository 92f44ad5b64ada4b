package org.rallyworkbench.engine.export;

import java.util.List;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

/** Boards built in code that together use every element the model has, in every direction. */
public final class TestBoards {

    private TestBoards() {
    }

    /** A small board with one of everything: the golden-file board. */
    public static Board small() {
        return Board.builder("Golden Gate", 5, 4)
                .description("One of each element.\nSecond line, with \"quotes\" & <angles>.")
                .pit(1, 1)
                .conveyor(2, 1, Direction.E, false)
                .conveyor(3, 1, Direction.S, false)
                .conveyor(3, 2, Direction.S, true)
                .gear(0, 2, Rotation.CW)
                .gear(1, 2, Rotation.CCW)
                .repair(0, 0, false)
                .repair(4, 0, true)
                .crusher(4, 3, Registers.of(2, 4))
                .wall(2, 2, Direction.N)
                .wall(2, 2, Direction.W)
                .wall(4, 1, Direction.E)
                .wall(0, 3, Direction.S)
                .laser(0, 1, Direction.E, 2)
                .pusher(1, 3, Direction.W, Registers.of(1, 3, 5))
                .flag(2, 3, 1)
                .flag(4, 2, 2)
                .start(0, 3, 1, Direction.N)
                .start(3, 0, 2, Direction.W)
                .build();
    }

    /** Everything in every direction, with crowded tiles: several lasers and pushers on one tile. */
    public static Board everything() {
        Board.Builder b = Board.builder("Everything", 9, 7);
        int x = 0;
        for (Direction d : Direction.values()) {
            b.conveyor(x, 0, d, false);
            b.conveyor(x, 1, d, true);
            b.laser(x, 2, d, 1 + x % 3);
            b.pusher(x, 3, d, Registers.of(x + 1));
            b.start(x, 4, x + 1, d);
            x++;
        }
        // a curve, a merge and an express curve
        b.conveyor(5, 0, Direction.E, false).conveyor(6, 0, Direction.S, false).conveyor(6, 1, Direction.S, false);
        b.conveyor(5, 1, Direction.E, true).conveyor(7, 1, Direction.W, false);
        b.conveyor(5, 2, Direction.S, true).conveyor(5, 3, Direction.W, true);
        // crowded tile: two lasers and two pushers
        b.laser(8, 6, Direction.N, 3).laser(8, 6, Direction.W, 1);
        b.pusher(7, 6, Direction.S, Registers.ALL).pusher(7, 6, Direction.E, Registers.NONE);
        b.gear(0, 5, Rotation.CW).gear(1, 5, Rotation.CCW).repair(2, 5, false).repair(3, 5, true).pit(4, 5);
        b.crusher(5, 5, Registers.of(5)).pit(6, 5);
        b.wall(8, 0, Direction.N).wall(8, 0, Direction.E).wall(0, 6, Direction.S);
        b.flag(8, 2, 1).flag(6, 4, 3).flag(8, 5, 2);
        return b.build();
    }

    /** Every combination of walls around a tile, each on a tile of its own. */
    public static Board walls() {
        Board.Builder b = Board.builder("Walls", 31, 2);
        for (int mask = 1; mask < 16; mask++) {
            for (Direction d : Direction.values()) {
                if ((mask & (1 << d.ordinal())) != 0) {
                    b.wall(2 * (mask - 1), 0, d);
                }
            }
        }
        return b.wall(30, 1, Direction.E).wall(30, 1, Direction.S).build();
    }

    /**
     * Flags 1..40 (17 twice) and starts 1..40 in every facing, and start 1000: numbers beyond the 16 that the
     * project's Tiled tileset has tiles for.
     */
    public static Board manyNumbers() {
        Board.Builder b = Board.builder("Many Numbers", 10, 9);
        for (int n = 1; n <= 40; n++) {
            int cell = n - 1;
            b.flag(cell % 10, cell / 10, n);
            b.start(cell % 10, 4 + cell / 10, n, Direction.values()[n % 4]);
        }
        return b.flag(0, 8, 17).start(9, 8, 1000, Direction.W).build();
    }

    /** A small board with a flag and starts numbered beyond 16: the golden file of a map's numbered tileset. */
    public static Board farNumbers() {
        return Board.builder("Far Numbers", 3, 2)
                .flag(0, 0, 1)
                .flag(1, 0, 17)
                .start(0, 1, 2, Direction.S)
                .start(1, 1, 18, Direction.E)
                .start(2, 1, 40, Direction.N)
                .build();
    }

    public static List<Board> all() {
        return List.of(small(), everything(), walls(), manyNumbers(), Board.builder("Empty", 1, 1).build());
    }
}
