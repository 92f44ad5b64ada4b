package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RobotStatus;

/**
 * The start of a turn, before dealing.
 * <ul>
 * <li>R-START-1: robots destroyed last turn with lives left re-enter on their archive tile with 2 damage
 * ({@link RuleSet#reentryDamage()}), facing their declared re-entry facing, or else the facing they had when
 * they last touched the archive; on a start tile never left (the archive still the start tile a game or
 * scenario began with: {@link #archiveFacingAtStart}), the start tile's facing. The declaration also applies
 * beside the archive.</li>
 * <li>R-START-2: they re-enter in the order they were destroyed (same moment: lower start number first); a
 * robot takes its archive tile if no robot stands there, otherwise the tile its player named (R-PROG-4: a
 * declaration in force until another is made) if that tile is free (on the board, not a pit, no robot), otherwise
 * the first free tile of the 8 neighbours N, NE, E, SE, S, SW, W, NW, then the ring at distance 2 clockwise from
 * N, and so on.</li>
 * <li>R-START-3: a robot powered down this turn (announced last turn) repairs all its damage (it is dealt no
 * cards: {@link Dealing}).</li>
 * </ul>
 */
final class TurnStart {

    private TurnStart() { }

    /**
     * R-START-1: the archive facing a robot begins a game with. A start tile is never touched (R-CHECK-1), so
     * while the archive is still the start tile the robot re-enters with the start's facing, whatever way the
     * robot itself was placed; any other archive counts the robot's own facing as its facing at the last touch.
     */
    static Robot archiveFacingAtStart(Board board, Robot r) {
        org.rallyworkbench.engine.model.Start s = board.startAt(r.archive()).orElse(null);
        return s == null || s.facing() == r.archiveFacing() ? r : r.withArchive(r.archive(), s.facing());
    }

    static void run(Table t) {
        t.at(0, Phase.TURN_START);
        reenter(t);
        powerDown(t);
    }

    private static void reenter(Table t) {
        int n = 0;
        for (Bot b : t.bots) {
            if (b.status == RobotStatus.DESTROYED && b.lives > 0) {
                n++;
            }
        }
        if (n == 0) {
            return;
        }
        Bot[] waiting = new Bot[n];     // in re-entry order: insertion sort, stable like List.sort
        n = 0;
        for (Bot b : t.bots) {
            if (b.status == RobotStatus.DESTROYED && b.lives > 0) {
                int j = n++;
                while (j > 0 && reentersBefore(b, waiting[j - 1])) {
                    waiting[j] = waiting[j - 1];
                    j--;
                }
                waiting[j] = b;
            }
        }
        for (Bot b : waiting) {
            boolean onArchive = t.board.contains(b.archiveX, b.archiveY)
                    && t.occupant(b.archiveX, b.archiveY) == null;
            boolean onNamedTile = !onArchive && b.reentryTile != null && free(t, b.reentryTile);
            Position at = onArchive ? null : onNamedTile ? b.reentryTile : nearestFree(t, b.archive());
            if (!onArchive && at == null) {
                continue;       // a full board: the robot waits another turn
            }
            b.status = RobotStatus.IN_PLAY;
            b.damage = PassiveOptions.reentryDamage(t, b);
            b.facing = b.reentryFacing != null ? b.reentryFacing : b.archiveFacing;
            if (onArchive) {
                t.place(b, b.archiveX, b.archiveY);
            } else {
                t.place(b, at.x(), at.y());
            }
            if (t.recording) {
                t.emit(new GameEvent.ReEntered(t.turn, 0, t.phase, b.name, onArchive ? b.archive() : at, b.facing,
                        b.damage, onArchive, onNamedTile ? Optional.of(at) : Optional.empty()));
            }
        }
    }

    /** R-START-2's order: destroyed earlier first; at the same moment, the lower start number first. */
    private static boolean reentersBefore(Bot a, Bot b) {
        return a.destroyedAt != b.destroyedAt ? a.destroyedAt < b.destroyedAt : a.start < b.start;
    }

    /** The first free tile around {@code center}, ring by ring, each ring clockwise from due north. */
    static Position nearestFree(Table t, Position center) {
        int maxRing = Math.max(t.width, t.height);
        for (int d = 1; d <= maxRing; d++) {
            for (Position p : ring(center, d)) {
                if (free(t, p)) {
                    return p;
                }
            }
        }
        return null;
    }

    /** The tiles at Chebyshev distance {@code d}, clockwise from due north: N, NE, E, SE, S, SW, W, NW for 1. */
    static List<Position> ring(Position c, int d) {
        List<Position> ring = new ArrayList<>(8 * d);
        for (int dx = 0; dx <= d; dx++) {
            ring.add(new Position(c.x() + dx, c.y() - d));          // top row, centre to NE corner
        }
        for (int dy = -d + 1; dy <= d; dy++) {
            ring.add(new Position(c.x() + d, c.y() + dy));          // east column down to SE corner
        }
        for (int dx = d - 1; dx >= -d; dx--) {
            ring.add(new Position(c.x() + dx, c.y() + d));          // bottom row west to SW corner
        }
        for (int dy = d - 1; dy >= -d; dy--) {
            ring.add(new Position(c.x() - d, c.y() + dy));          // west column up to NW corner
        }
        for (int dx = -d + 1; dx < 0; dx++) {
            ring.add(new Position(c.x() + dx, c.y() - d));          // top row, NW corner back to centre
        }
        return ring;
    }

    private static boolean free(Table t, Position p) {
        return t.board.contains(p) && t.tables.floorKind(p.x(), p.y()) != BoardTables.PIT
                && t.occupant(p.x(), p.y()) == null;
    }

    private static void powerDown(Table t) {
        for (Bot b : t.bots) {
            if (b.powerDownAnnounced) {
                b.poweredDown = true;
                b.powerDownAnnounced = false;
            }
            if (b.poweredDown && b.inPlay()) {
                int repaired = b.damage;
                b.damage = 0;
                if (t.recording) {
                    t.emit(new GameEvent.PoweredDown(t.turn, 0, t.phase, b.name, repaired));
                }
            }
        }
    }
}
