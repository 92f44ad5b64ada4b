package org.rallyworkbench.engine.bench;

import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

/**
 * Boards of our own design for the turn workloads, drawn here in text so that a reader sees what is measured.
 * <ul>
 * <li>{@link #proving()}: "Proving Ground", 12×16, every element kind: pits, normal and express conveyors
 * (a loop, feeders and turns), gears both ways, single and double repair sites, crushers, walls, lasers mounted
 * on walls, pushers, 4 flags, 8 starts along the south edge.</li>
 * <li>{@link #reentryArena()}: "Re-entry Arena", 12×16, pits everywhere but a 3×3 block of crushers active in
 * every register: every robot is destroyed in register 1 of every turn and re-enters at the next turn start,
 * all on one archive (R-START-2's search around it), the worst case for re-entry and dealing.</li>
 * </ul>
 */
public final class BenchBoards {

    private BenchBoards() { }

    /**
     * Floor legend: {@code .} plain, {@code O} pit, {@code > < ^ v} normal conveyor, {@code E W N S} express
     * conveyor towards that side, {@code +} gear clockwise, {@code *} gear counter-clockwise, {@code r} repair,
     * {@code R} double repair, {@code X} crusher (registers 2 and 4), {@code 1}–{@code 4} flags on plain floor.
     */
    private static final String[] PROVING_FLOOR = {
        "r....v......",
        ".1...v..OO.2",
        "..+..v..OO..",
        "<<<<<*....R.",
        "........X...",
        ".EEEEEEEES..",
        ".N..O....S^.",
        ".N.3O....S^.",
        ".N..+....S^.",
        ".NWWWWWWWW^.",
        "..........^.",
        "..OO..r..>>+",
        "..OO..X....4",
        "......vv....",
        ">>>>>>*.....",
        "............",
    };

    /** Proving Ground: every element kind on 12×16, 8 starts on the south edge facing north. */
    public static Board proving() {
        Board.Builder b = Board.builder("Proving Ground", 12, 16);
        drawFloor(b, PROVING_FLOOR);
        // Walls inside the board (both sides are stored), a few around flags and on the belts' way.
        b.wall(11, 1, Direction.W).wall(1, 1, Direction.S).wall(3, 7, Direction.E).wall(6, 10, Direction.W)
                .wall(7, 10, Direction.E).wall(5, 6, Direction.N).wall(9, 12, Direction.N).wall(2, 14, Direction.N);
        // Lasers, each mounted on a wall at its back.
        laserOnWall(b, 0, 10, Direction.E, 1);
        laserOnWall(b, 11, 4, Direction.W, 2);
        laserOnWall(b, 7, 0, Direction.S, 1);
        laserOnWall(b, 2, 13, Direction.N, 3);
        laserOnWall(b, 5, 12, Direction.E, 1);
        // Pushers (each adds the wall it is mounted on).
        b.pusher(0, 12, Direction.W, Registers.of(1, 3, 5));
        b.pusher(11, 8, Direction.E, Registers.of(2, 4));
        b.pusher(6, 4, Direction.N, Registers.of(1, 3, 5));
        b.pusher(8, 13, Direction.S, Registers.of(2, 4));
        for (int i = 0; i < 8; i++) {
            b.start(2 + i, 15, i + 1, Direction.N);
        }
        return b.build();
    }

    /** The tile every robot of {@link #reentryArena()} has as its archive. */
    public static final Position ARENA_ARCHIVE = new Position(5, 7);

    /** Re-entry Arena: a 3×3 block of crushers (every register) around {@link #ARENA_ARCHIVE}, pits elsewhere. */
    public static Board reentryArena() {
        Board.Builder b = Board.builder("Re-entry Arena", 12, 16);
        for (int y = 0; y < 16; y++) {
            for (int x = 0; x < 12; x++) {
                if (Math.abs(x - ARENA_ARCHIVE.x()) <= 1 && Math.abs(y - ARENA_ARCHIVE.y()) <= 1) {
                    b.crusher(x, y, Registers.ALL);
                } else {
                    b.pit(x, y);
                }
            }
        }
        int number = 1;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (dx != 0 || dy != 0) {
                    b.start(ARENA_ARCHIVE.x() + dx, ARENA_ARCHIVE.y() + dy, number++, Direction.N);
                }
            }
        }
        return b.build();
    }

    private static void drawFloor(Board.Builder b, String[] rows) {
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                char c = rows[y].charAt(x);
                switch (c) {
                    case '.' -> { }
                    case 'O' -> b.pit(x, y);
                    case '>' -> b.conveyor(x, y, Direction.E, false);
                    case '<' -> b.conveyor(x, y, Direction.W, false);
                    case '^' -> b.conveyor(x, y, Direction.N, false);
                    case 'v' -> b.conveyor(x, y, Direction.S, false);
                    case 'E', 'W', 'N', 'S' -> b.conveyor(x, y, Direction.parse(String.valueOf(c)), true);
                    case '+' -> b.gear(x, y, Rotation.CW);
                    case '*' -> b.gear(x, y, Rotation.CCW);
                    case 'r' -> b.repair(x, y, false);
                    case 'R' -> b.repair(x, y, true);
                    case 'X' -> b.crusher(x, y, Registers.of(2, 4));
                    case '1', '2', '3', '4' -> b.flag(x, y, c - '0');
                    default -> throw new IllegalStateException("no such floor mark: " + c);
                }
            }
        }
    }

    private static void laserOnWall(Board.Builder b, int x, int y, Direction dir, int beams) {
        b.wall(x, y, dir.opposite()).laser(x, y, dir, beams);
    }
}
