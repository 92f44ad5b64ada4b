package org.rallyworkbench.engine.export.inf112;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.rallyworkbench.engine.model.Direction;

/**
 * The tile ids of {@code tiles.tsx} that Unsinkable-II's {@code TileID} names (CLIENTS.md section 2), and what
 * they mean. Belt ids are derived from their names, which say exit and entries systematically.
 */
final class Inf112Tiles {

    static final String TILESET = "tiles.tsx";
    /** The layers Unsinkable-II reads by name, with the ids its shipped maps give them, in their order. */
    static final List<String> LAYERS = List.of("Board", "Start", "Flag", "Hole", "Repair", "Upgrade", "Gear",
            "Conveyor", "LaserDouble", "Laser", "LaserWall", "Pusher", "Wall", "Player");
    static final int[] LAYER_IDS = {2, 7, 8, 9, 10, 11, 12, 6, 14, 5, 4, 13, 3, 1};

    static final int FLOOR = 5;
    static final int HOLE = 6;
    static final Set<Integer> HOLES = Set.of(6, 91, 92, 105, 106, 107, 108, 109, 110, 113, 114, 115, 116, 117, 118);
    static final int REPAIR = 15;
    static final int UPGRADE = 7;
    static final int GEAR_RIGHT = 53;
    static final int GEAR_LEFT = 54;
    static final int[] FLAGS = {55, 63, 71, 79};
    static final int[] STARTS = {121, 122, 123, 124, 129, 130, 131, 132};
    static final Set<Integer> BEAMS = Set.of(39, 40, 47, 48, 56, 64, 72, 101, 102, 103);

    /** WALL_N, _E, _S, _W by side ordinal; corners by their first side clockwise (NE, SE, SW, NW). */
    private static final int[] WALL = {31, 23, 29, 30};
    private static final int[] CORNER = {16, 8, 32, 24};
    /** LASER_WALL_N/E/S/W (single, double) by mounting side: the laser fires the opposite way. */
    private static final int[] LASER_WALL = {45, 46, 37, 38};
    private static final int[] LASER_WALL_DOUBLE = {94, 95, 87, 93};
    /** PUSHER_ODD_N/E/S/W and PUSHER_EVEN_N/E/S/W by push direction (mounted on the opposite wall). */
    private static final int[] PUSHER_ODD = {3, 12, 9, 10};
    private static final int[] PUSHER_EVEN = {11, 4, 1, 2};

    /** A belt tile: speed, exit and the sides robots are carried in from. */
    record Belt(boolean fast, Direction exit, Set<Direction> entries) {
        /** One of Unsinkable-II's simple curves (BELTS_LEFT/RIGHT), the only belts that turn its robots. */
        boolean turns() {
            return entries.size() == 1 && !entries.contains(exit.opposite());
        }
    }

    private static final Map<Integer, Belt> BELTS = new HashMap<>();
    private static final Map<Belt, Integer> BELT_IDS = new HashMap<>();

    static {
        String[] names = {
            "13 BELT_FAST_N", "14 BELT_FAST_E", "21 BELT_FAST_S", "22 BELT_FAST_W",
            "17 BELT_FAST_W_TO_S", "18 BELT_FAST_N_TO_W", "19 BELT_FAST_N_TO_E", "20 BELT_FAST_E_TO_S",
            "25 BELT_FAST_S_TO_E", "26 BELT_FAST_E_TO_N", "27 BELT_FAST_W_TO_N", "28 BELT_FAST_S_TO_W",
            "33 BELT_W_TO_S", "34 BELT_N_TO_W", "35 BELT_N_TO_E", "36 BELT_E_TO_S",
            "41 BELT_S_TO_E", "42 BELT_E_TO_N", "43 BELT_W_TO_N", "44 BELT_S_TO_W",
            "49 BELT_N", "50 BELT_S", "51 BELT_W", "52 BELT_E",
            "57 BELT_N_E_TURN_L", "58 BELT_E_S_TURN_L", "59 BELT_S_W_TURN_L", "60 BELT_W_N_TURN_L",
            "61 BELT_E_S_TURN_L_N_TURN_R", "62 BELT_S_W_TURN_L_E_TURN_R",
            "65 BELT_N_W_TURN_R", "66 BELT_E_N_TURN_R", "67 BELT_S_E_TURN_R", "68 BELT_W_S_TURN_R",
            "69 BELT_N_W_TURN_R_E_TURN_L", "70 BELT_W_S_TURN_R_N_TURN_L",
            "73 BELT_FAST_N_E_TURN_L", "74 BELT_FAST_E_S_TURN_L", "75 BELT_FAST_S_W_TURN_L", "76 BELT_FAST_W_N_TURN_L",
            "77 BELT_FAST_N_W_TURN_R", "78 BELT_FAST_E_N_TURN_R",
            "81 BELT_FAST_E_S_TURN_L_N_TURN_R", "82 BELT_FAST_S_W_TURN_L_E_TURN_R",
            "83 BELT_FAST_W_S_TURN_R_N_TURN_L", "84 BELT_FAST_N_W_TURN_R_E_TURN_L",
            "85 BELT_FAST_W_S_TURN_R", "86 BELT_FAST_S_E_TURN_R",
        };
        for (String entry : names) {
            int id = Integer.parseInt(entry.substring(0, entry.indexOf(' ')));
            Belt belt = beltOfName(entry.substring(entry.indexOf(' ') + 1));
            BELTS.put(id, belt);
            BELT_IDS.put(belt, id);
        }
    }

    private Inf112Tiles() {
    }

    /**
     * BELT_[FAST_]X (straight), BELT_[FAST_]A_TO_B (travelling A, then B: a curve), BELT_[FAST_]X_A_TURN_L|R (exit X,
     * from behind and from a robot travelling A), BELT_[FAST_]X_A_TURN_L_B_TURN_R (exit X, from two sides).
     */
    static Belt beltOfName(String name) {
        String rest = name.substring("BELT_".length());
        boolean fast = rest.startsWith("FAST_");
        if (fast) {
            rest = rest.substring("FAST_".length());
        }
        String[] parts = rest.split("_");
        Set<Direction> entries = EnumSet.noneOf(Direction.class);
        Direction exit;
        if (parts.length == 1) {
            exit = Direction.parse(parts[0]);
            entries.add(exit.opposite());
        } else if (parts.length == 3 && parts[1].equals("TO")) {
            exit = Direction.parse(parts[2]);
            entries.add(Direction.parse(parts[0]).opposite());
        } else if (parts.length == 4) {
            exit = Direction.parse(parts[0]);
            entries.add(exit.opposite());
            entries.add(Direction.parse(parts[1]).opposite());
        } else if (parts.length == 7) {
            exit = Direction.parse(parts[0]);
            entries.add(Direction.parse(parts[1]).opposite());
            entries.add(Direction.parse(parts[4]).opposite());
        } else {
            throw new IllegalArgumentException("not a belt name: " + name);
        }
        return new Belt(fast, exit, entries);
    }

    static Optional<Belt> belt(int id) {
        return Optional.ofNullable(BELTS.get(id));
    }

    static Optional<Integer> beltId(boolean fast, Direction exit, Set<Direction> entries) {
        return Optional.ofNullable(BELT_IDS.get(new Belt(fast, exit, EnumSet.copyOf(entries))));
    }

    static int wall(Direction side) {
        return WALL[side.ordinal()];
    }

    /** The corner id of two adjacent sides. */
    static int corner(Set<Direction> sides) {
        for (Direction d : Direction.values()) {
            if (sides.contains(d) && sides.contains(d.right())) {
                return CORNER[d.ordinal()];
            }
        }
        throw new IllegalArgumentException("not a corner: " + sides);
    }

    static int laserWall(Direction mount, int beams) {
        return (beams == 1 ? LASER_WALL : LASER_WALL_DOUBLE)[mount.ordinal()];
    }

    static int pusher(Direction push, boolean odd) {
        return (odd ? PUSHER_ODD : PUSHER_EVEN)[push.ordinal()];
    }

    /** The wall sides a tile id stands for in Unsinkable-II's WALLS_NORTH/EAST/SOUTH/WEST, in any wall layer. */
    static Set<Direction> wallSides(int id) {
        Set<Direction> sides = EnumSet.noneOf(Direction.class);
        for (Direction d : Direction.values()) {
            int i = d.ordinal();
            if (WALL[i] == id || LASER_WALL[i] == id || LASER_WALL_DOUBLE[i] == id
                    || PUSHER_ODD[d.opposite().ordinal()] == id || PUSHER_EVEN[d.opposite().ordinal()] == id
                    || CORNER[i] == id || CORNER[d.left().ordinal()] == id) {
                sides.add(d);
            }
        }
        return sides;
    }

    /** A laser wall id as (mounting side, beams), if it is one. */
    static Optional<int[]> laserWall(int id) {
        return byDirection(id, LASER_WALL, 1, LASER_WALL_DOUBLE, 2);
    }

    /** A pusher id as (push direction, odd 1 / even 0), if it is one. */
    static Optional<int[]> pusher(int id) {
        return byDirection(id, PUSHER_ODD, 1, PUSHER_EVEN, 0);
    }

    /** {@code id} as (direction, {@code firstValue}) if {@code first} has it, else (direction, {@code secondValue}). */
    private static Optional<int[]> byDirection(int id, int[] first, int firstValue, int[] second, int secondValue) {
        for (Direction d : Direction.values()) {
            if (first[d.ordinal()] == id) {
                return Optional.of(new int[] {d.ordinal(), firstValue});
            }
            if (second[d.ordinal()] == id) {
                return Optional.of(new int[] {d.ordinal(), secondValue});
            }
        }
        return Optional.empty();
    }

    static int flagNumber(int id) {
        for (int i = 0; i < FLAGS.length; i++) {
            if (FLAGS[i] == id) {
                return i + 1;
            }
        }
        return 0;
    }

    static int startNumber(int id) {
        for (int i = 0; i < STARTS.length; i++) {
            if (STARTS[i] == id) {
                return i + 1;
            }
        }
        return 0;
    }
}
