package org.rallyworkbench.engine.export.fiasko;

import java.util.Set;
import org.rallyworkbench.engine.model.Direction;

/** Fiasko's {@code TileType} ids (CLIENTS.md section 1) and its direction ids. */
final class FiaskoTile {

    static final int TILE = 1;
    static final int HOLE = 2;
    static final int COGWHEEL_RIGHT = 3;
    static final int COGWHEEL_LEFT = 4;
    static final int CONVEYOR_SLOW = 5;
    static final int CONVEYOR_FAST = 11;
    /** Added to a conveyor's base id: straight, right curve, left curve, both side entrances, back + left, back + right. */
    static final int STRAIGHT = 0;
    static final int RIGHT = 1;
    static final int LEFT = 2;
    static final int SIDE_ENTRANCES = 3;
    static final int SIDE_ENTRANCE_LEFT = 4;
    static final int SIDE_ENTRANCE_RIGHT = 5;
    static final int FLAG_1 = 17;
    static final int MAX_FLAG = 4;
    static final int WRENCH = 21;
    static final int WRENCH_AND_HAMMER = 22;
    static final int ROBOT_SPAWN_1 = 23;
    static final int MAX_SPAWN = 8;
    /** PIT_EMPTY .. PIT_U: holes like HOLE, the variants are pictures. */
    static final int PIT_FIRST = 31;
    static final int PIT_LAST = 35;

    static final int WALL_NORMAL = 1;
    static final int WALL_CORNER = 2;
    static final int WALL_LASER_SINGLE = 3;
    static final int WALL_LASER_DOUBLE = 4;
    static final int WALL_PUSHER_ODD = 5;
    static final int WALL_PUSHER_EVEN = 6;
    static final int WALL_LASER_TRIPLE = 7;

    private FiaskoTile() {
    }

    /** Fiasko's id of a cardinal direction: N 1, E 3, S 5, W 7. */
    static int id(Direction d) {
        return 1 + 2 * d.ordinal();
    }

    /** The cardinal direction of an odd id 1..7. */
    static Direction cardinal(int id) {
        return Direction.values()[(id - 1) / 2];
    }

    /** The diagonal id of two adjacent sides: N+E 2, E+S 4, S+W 6, N+W 8. */
    static int corner(Set<Direction> sides) {
        for (Direction d : Direction.values()) {
            if (sides.contains(d) && sides.contains(d.right())) {
                return id(d) + 1;
            }
        }
        throw new IllegalArgumentException("not two adjacent sides: " + sides);
    }

    /** The two sides of diagonal id 2, 4, 6 or 8, as {@code Board.hasWallFacing} reads them. */
    static Direction[] cornerSides(int diagonalId) {
        Direction first = cardinal(diagonalId - 1);
        return new Direction[] {first, first.right()};
    }

    static int laserWall(int beams) {
        return switch (beams) {
            case 1 -> WALL_LASER_SINGLE;
            case 2 -> WALL_LASER_DOUBLE;
            default -> WALL_LASER_TRIPLE;
        };
    }
}
