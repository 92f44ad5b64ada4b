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
        Bot[] waiting = t.scratchWaiting;       // in re-entry order: insertion sort, stable like List.sort
        int n = 0;
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
        for (int w = 0; w < n; w++) {
            Bot b = waiting[w];
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
            for (int k = 0; k < 8 * d; k++) {      // no list of the ring: re-entry searches every turn
                int x = center.x() + ringDx(d, k);
                int y = center.y() + ringDy(d, k);
                if (free(t, x, y)) {
                    return t.position(x, y);
                }
            }
        }
        return null;
    }

    /** The tiles at Chebyshev distance {@code d}, clockwise from due north: N, NE, E, SE, S, SW, W, NW for 1. */
    static List<Position> ring(Position c, int d) {
        List<Position> ring = new ArrayList<>(8 * d);
        for (int k = 0; k < 8 * d; k++) {
            ring.add(new Position(c.x() + ringDx(d, k), c.y() + ringDy(d, k)));
        }
        return ring;
    }

    /*
     * Tile k (0 ≤ k < 8d) of the ring at distance d, clockwise from due north: the top row from the centre to the NE
     * corner (d + 1 tiles), the east column down to the SE corner (2d), the bottom row west to the SW corner (2d),
     * the west column up to the NW corner (2d), the top row from the NW corner back to the centre (d − 1).
     */
    private static int ringDx(int d, int k) {
        if (k <= d) {
            return k;
        } else if (k <= 3 * d) {
            return d;
        } else if (k <= 5 * d) {
            return d - 1 - (k - 3 * d - 1);
        } else if (k <= 7 * d) {
            return -d;
        }
        return -d + 1 + (k - 7 * d - 1);
    }

    private static int ringDy(int d, int k) {
        if (k <= d) {
            return -d;
        } else if (k <= 3 * d) {
            return -d + 1 + (k - d - 1);
        } else if (k <= 5 * d) {
            return d;
        } else if (k <= 7 * d) {
            return d - 1 - (k - 5 * d - 1);
        }
        return -d;
    }

    private static boolean free(Table t, Position p) {
        return free(t, p.x(), p.y());
    }

    private static boolean free(Table t, int x, int y) {
        return Falling.passable(t, x, y) && t.occupant(y * t.width + x) == null;
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
