package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.TurnCause;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.Direction;

/**
 * The conveyor steps of the board elements phase.
 * <ul>
 * <li>R-BOARD-1: express conveyors move the robots on them one tile.</li>
 * <li>R-BOARD-2: then express and normal conveyors move the robots on them one tile; a robot carried off a
 * conveyor in step 1 moves in step 2 only if it now stands on a conveyor.</li>
 * <li>R-BOARD-3: conveyor moves are simultaneous and never push: a robot whose destination holds a robot that
 * does not itself leave stays put; two robots conveyed into the same tile both stay put; a wall stops the
 * robot in place; a conveyor may carry a robot into a pit or off the board.</li>
 * <li>R-BOARD-4: a robot carried onto another conveyor tile whose direction is 90° left or right of the
 * carrying move turns 90° the same way.</li>
 * </ul>
 */
final class Conveyors {

    private final Bot[] movers;
    private final Direction[] dirs;
    private final boolean[] stays;

    Conveyors(int robots) {
        this.movers = new Bot[robots];
        this.dirs = new Direction[robots];
        this.stays = new boolean[robots];
    }

    void run(Table t, int register) {
        t.at(register, Phase.EXPRESS_CONVEYORS);
        step(t, true);
        t.at(register, Phase.CONVEYORS);
        step(t, false);
    }

    /** One simultaneous conveyor step; {@code expressOnly} for R-BOARD-1, all conveyors for R-BOARD-2. */
    void step(Table t, boolean expressOnly) {
        if (t.occupancy.robotsOn(expressOnly ? BoardTables.EXPRESS_BELTS : BoardTables.BELTS) == 0) {
            return;                 // nobody on a conveyor of the step: no robot to look at
        }
        int n = collect(t, expressOnly);
        if (n == 0) {
            return;
        }
        t.moment++;
        resolve(t, n);
        for (int i = 0; i < n; i++) {
            if (stays[i]) {
                movers[i] = null;
            } else {
                t.lift(movers[i]);
            }
        }
        for (int i = 0; i < n; i++) {
            Bot b = movers[i];
            if (b != null) {
                carry(t, b, dirs[i], expressOnly);
            }
            movers[i] = null;
        }
    }

    /** The robots on the conveyors of the step, in robot order, into {@link #movers}, with their moves; how many. */
    private int collect(Table t, boolean expressOnly) {
        int moving = expressOnly ? 1 << BoardTables.EXPRESS : 1 << BoardTables.EXPRESS | 1 << BoardTables.CONVEYOR;
        int n = 0;
        for (Bot b : t.bots) {
            if (b.inPlay()) {
                movers[n] = b;      // kept when it stands on a moving conveyor: counted, not branched on (a guess)
                n += moving >>> BoardTables.kind(t.tables.cell(b.y * t.width + b.x)) & 1;
            }
        }
        for (int i = 0; i < n; i++) {
            Bot b = movers[i];
            Direction dir = t.tables.conveyorDir(b.x, b.y);
            dirs[i] = dir;
            stays[i] = BoardTables.wall(t.tables.cell(b.y * t.width + b.x), dir);
            if (stays[i] && t.recording) {
                t.emit(new GameEvent.Blocked(t.turn, t.register, t.phase, b.name, b.position(), dir));
            }
        }
        return n;
    }

    /** Marks the movers that stay put: same destination as another mover, or a staying robot in the way. */
    private void resolve(Table t, int n) {
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (!stays[i] && !stays[j] && sameTarget(i, j)) {
                    stays[i] = true;
                    stays[j] = true;
                }
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < n; i++) {
                if (!stays[i]) {
                    Bot there = t.occupant(tx(i), ty(i));
                    if (there != null && !leaves(there, n)) {
                        stays[i] = true;
                        changed = true;
                    }
                }
            }
        }
    }

    private boolean sameTarget(int i, int j) {
        return tx(i) == tx(j) && ty(i) == ty(j);
    }

    private int tx(int i) { return movers[i].x + dirs[i].dx(); }

    private int ty(int i) { return movers[i].y + dirs[i].dy(); }

    private boolean leaves(Bot b, int n) {
        for (int i = 0; i < n; i++) {
            if (movers[i] == b) {
                return !stays[i];
            }
        }
        return false;
    }

    private static void carry(Table t, Bot b, Direction dir, boolean express) {
        int fx = b.x;
        int fy = b.y;
        int nx = fx + dir.dx();
        int ny = fy + dir.dy();
        if (t.recording) {
            t.emit(new GameEvent.Conveyed(t.turn, t.register, t.phase, b.name, t.position(fx, fy),
                    t.position(nx, ny), express));
        }
        Direction next;
        if (Falling.arrive(t, b, nx, ny)
                && (next = t.tables.conveyorDir(nx, ny)) != null && next != dir
                && next != dir.opposite() && !(t.optionsInPlay && MoveOptions.stabilized(t, b))) {
            Direction to = next == dir.right() ? b.facing.right() : b.facing.left();
            if (t.recording) {
                t.emit(new GameEvent.Turned(t.turn, t.register, t.phase, b.name, b.facing, to,
                        TurnCause.CONVEYOR));
            }
            b.facing = to;
        }
    }
}
