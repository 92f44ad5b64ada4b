package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.OptionCard;

/**
 * The passive options that act outside movement and lasers (always, without a declaration).
 * <ul>
 * <li>R-OPT-5 Circuit Breaker: a robot with 3 or more damage after the end-of-turn repairs is powered down for the
 * next turn, as if announced (R-END-5).</li>
 * <li>R-OPT-7 Extra Memory: the robot is dealt one more card (10 − damage).</li>
 * <li>R-OPT-9 Mechanical Arm: the robot also touches a flag or repair site on one of its 8 neighbours when no wall
 * stands between them (diagonally: one of the two L-shaped paths free of walls); its own tile first, then its next
 * flag, then the neighbours N, NE, E, SE, S, SW, W, NW; one element per checkpoint phase. End-of-turn repairs still
 * need the robot on the site.</li>
 * <li>R-OPT-12 Superior Archive: the robot re-enters with no damage.</li>
 * <li>R-OPT-31: Circuit Breaker acts whatever the program says, unless the robot is off the board at the end of
 * the turn; Extra Memory changes the hand size only (locks follow R-PROG-1); Mechanical Arm touches exactly one
 * element a checkpoint phase (its own tile's, else as listed), only walls block it, and a tile with a flag and a
 * repair site is one element.</li>
 * </ul>
 * The Flywheel card joining the hand (R-OPT-22) is dealt here too; the rest of R-OPT-22 is {@link ProgramOptions}.
 */
final class PassiveOptions {

    private PassiveOptions() { }

    /** R-OPT-5, after the end-of-turn repairs of a robot on the board. */
    static void circuitBreaker(Table t, Bot b) {
        if (b.holds(OptionCard.CIRCUIT_BREAKER) && b.damage >= 3 && !b.powerDownAnnounced) {
            b.powerDownAnnounced = true;
            if (t.recording) {
                t.emit(new GameEvent.OptionUsed(t.turn, 0, t.phase, b.name, OptionCard.CIRCUIT_BREAKER,
                        b.damage + " damage: powered down next turn"));
            }
        }
    }

    /** R-OPT-7: the extra card of the hand size. */
    static int extraMemory(Bot b) {
        return b.holds(OptionCard.EXTRA_MEMORY) ? 1 : 0;
    }

    /** R-OPT-12: the damage a robot re-enters with (R-START-1 otherwise). */
    static int reentryDamage(Table t, Bot b) {
        if (b.holds(OptionCard.SUPERIOR_ARCHIVE)) {
            if (t.recording) {
                t.emit(new GameEvent.OptionUsed(t.turn, 0, t.phase, b.name, OptionCard.SUPERIOR_ARCHIVE,
                        "re-enters with no damage"));
            }
            return 0;
        }
        return t.rules.reentryDamage();
    }

    /** R-OPT-22: at the robot's dealing, the Flywheel card joins the hand (not counted in {@code dealt}). */
    static void flywheelJoins(Table t, Bot b) {
        b.hand.add(b.flywheel);
        if (t.recording) {
            t.emit(new GameEvent.OptionUsed(t.turn, 0, t.phase, b.name, OptionCard.FLYWHEEL,
                    b.flywheel + " joins the hand"));
        }
        b.flywheel = null;
    }

    /** The 8 neighbours in the order of R-OPT-9: N, NE, E, SE, S, SW, W, NW. */
    private static final int[][] AROUND = {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}};

    /**
     * R-OPT-9: the tile index (row-major) of the element the Mechanical Arm touches for a robot whose own tile has
     * none, or -1.
     */
    static int armReach(Table t, Bot b) {
        if (!b.holds(OptionCard.MECHANICAL_ARM)) {
            return -1;
        }
        int firstAny = -1;
        for (int[] d : AROUND) {
            int nx = b.x + d[0];
            int ny = b.y + d[1];
            if (!t.board.contains(nx, ny) || !reachable(t, b.x, b.y, d[0], d[1])) {
                continue;
            }
            int flag = t.tables.flagAt(nx, ny);
            boolean element = flag != 0 || t.board.floorOrNull(nx, ny) instanceof FloorElement.Repair;
            if (flag != 0 && flag == b.nextFlag) {
                return ny * t.width + nx;
            }
            if (element && firstAny < 0) {
                firstAny = ny * t.width + nx;
            }
        }
        return firstAny;
    }

    /** No wall between (x, y) and its neighbour (x+dx, y+dy); diagonally one L-shaped path free of walls. */
    private static boolean reachable(Table t, int x, int y, int dx, int dy) {
        Direction h = dx > 0 ? Direction.E : dx < 0 ? Direction.W : null;
        Direction v = dy > 0 ? Direction.S : dy < 0 ? Direction.N : null;
        if (h == null) {
            return !t.board.hasWall(x, y, v);
        }
        if (v == null) {
            return !t.board.hasWall(x, y, h);
        }
        boolean viaH = t.board.contains(x + dx, y) && !t.board.hasWall(x, y, h) && !t.board.hasWall(x + dx, y, v);
        boolean viaV = t.board.contains(x, y + dy) && !t.board.hasWall(x, y, v) && !t.board.hasWall(x, y + dy, h);
        return viaH || viaV;
    }
}
