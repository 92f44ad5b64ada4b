package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.event.GameEvent.LaserSource;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.BeamPath;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Laser;

/**
 * The laser phase of a register.
 * <ul>
 * <li>R-LASER-1: board lasers and robot lasers fire at the same moment; a board laser's beam starts on its own
 * tile and runs in its direction until a wall or the first robot, which takes one damage per beam.</li>
 * <li>R-LASER-2: every robot in play and not powered down fires one beam forward from the next tile on; the
 * first robot on the path takes 1 damage; walls stop it.</li>
 * <li>R-LASER-3: damage is counted after all beams; a robot at 10 damage or more is destroyed (its damage
 * shows as 10, the most a robot can carry).</li>
 * </ul>
 * Where a beam ends among robots is {@link BeamPath#reach(long, int)}, which the pictures ask too; this class fires
 * the beams (reading the robots along a beam's path from {@link Occupancy}) and counts the damage.
 */
final class Lasers {

    /** The damage at which a robot is destroyed (R-LASER-3). */
    static final int LETHAL_DAMAGE = 10;

    /** [robot index]: the damage of the beams that hit it in this register. */
    private final int[] hits;
    /** The indices of the robots hit in this register, each once: only they are counted (R-LASER-3). */
    private final int[] hitRobots;
    /** How many robots {@link #hitRobots} holds: none, nothing to count. */
    private int hitCount;
    /** Hits of robots that hold options, by the side they come from (R-OPT-19, R-OPT-30): 4 per robot. */
    private final int[] hitsFrom;
    private final LaserOptions options;
    private int[] candidates = new int[16];
    private boolean[] marked = new boolean[0];

    Lasers(int robots) {
        this.hits = new int[robots];
        this.hitRobots = new int[robots];
        this.hitsFrom = new int[4 * robots];
        this.options = new LaserOptions(robots);
    }

    /**
     * The board lasers whose beam covers a tile a robot stands on, in board order, into {@link #candidates}:
     * only those can hit anything, and on a large board they are few of many. Returns how many.
     */
    private int candidates(Table t) {
        BoardTables tb = t.tables;
        if (marked.length < tb.lasers.length) {
            marked = new boolean[tb.lasers.length];
        }
        int n = 0;
        for (Bot b : t.bots) {
            if (!b.inPlay()) {
                continue;
            }
            int tile = b.y * t.width + b.x;
            for (int k = tb.coverFrom(tile); k < tb.coverTo(tile); k++) {
                int laser = tb.coveringLaser(k);
                if (!marked[laser]) {
                    marked[laser] = true;
                    if (n == candidates.length) {
                        candidates = java.util.Arrays.copyOf(candidates, 2 * n);
                    }
                    int j = n++;            // insertion sort in place, into board order (as the events list them)
                    while (j > 0 && candidates[j - 1] > laser) {
                        candidates[j] = candidates[j - 1];
                        j--;
                    }
                    candidates[j] = laser;
                }
            }
        }
        for (int c = 0; c < n; c++) {
            marked[candidates[c]] = false;
        }
        return n;
    }

    void run(Table t, int register) {
        t.at(register, Phase.LASERS);
        boardLasers(t);
        robotLasers(t, register);
        if (options.pending()) {
            options.beforeCount(t, this);
            count(t);
            options.pushes(t);
        } else {
            count(t);
        }
    }

    /** R-LASER-1: the board lasers whose beam covers a robot, in board order. */
    private void boardLasers(Table t) {
        BoardTables tb = t.tables;
        if (t.occupancy.masked && tb.lasers.length <= 2 * t.bots.length) {
            for (int i = 0; i < tb.lasers.length; i++) {     // few lasers: each beam is a few instructions
                if (t.occupancy.anyOn(tb.laserLine[i], tb.laserPath[i])) {   // no robot on its path: hits nobody
                    boardLaser(t, i);
                }
            }
            return;
        }
        int n = candidates(t);
        for (int c = 0; c < n; c++) {
            boardLaser(t, candidates[c]);
        }
    }

    private void boardLaser(Table t, int i) {
        BoardTables tb = t.tables;           // the laser's own arrays: no laser or position object read for a miss
        Bot target = firstRobot(t, tb.laserX[i], tb.laserY[i], tb.laserDir[i], tb.laserReach[i]);
        if (target != null) {
            Laser l = tb.lasers[i];
            hit(t, target, l.beams(), l.dir(), t.recording ? t.laserSources.boardLaser(i) : null);
        }
    }

    /** R-LASER-2: every robot in play and not powered down fires forward (with its options, R-OPT-…). */
    private void robotLasers(Table t, int register) {
        for (Bot b : t.bots) {
            if (t.optionsInPlay && !b.options.isEmpty()) {
                if (b.inPlay() && !b.poweredDown) {
                    options.fire(t, this, b, register);       // R-OPT-6, 8, 11, 24 … 29
                }
                continue;
            }
            if (!b.inPlay() || b.poweredDown) {
                continue;
            }
            int length = t.tables.robotBeam(b.y * t.width + b.x, b.facing);  // 0: a wall or the edge right in front
            if (length > 0) {
                Bot target = firstRobot(t, b.x + b.facing.dx(), b.y + b.facing.dy(), b.facing, length);
                if (target != null) {
                    hit(t, target, 1, b.facing, t.recording ? t.laserSources.robotLaser(b) : null);
                }
            }
        }
    }

    /**
     * The first robot on a beam entering tile ({@code x}, {@code y}) (on the board) and running towards {@code dir}
     * for {@code length} tiles (to the wall or the edge), or null: the beam's end among robots ({@link BeamPath#reach});
     * a robot on the end tile is the one hit. On a masked board the end tile is read from the mask itself, so that a
     * beam that hits nobody (most of them) reads no grid.
     */
    private static Bot firstRobot(Table t, int x, int y, Direction dir, int length) {
        int index = y * t.width + x;
        int step = t.tables.step(dir);
        if (t.occupancy.masked) {
            long along = t.occupancy.along(x, y, dir);
            int n = BeamPath.reach(along, length);
            return (along >>> (n - 1) & 1) == 0 ? null : t.occupancy.at(index + (n - 1) * step);
        }
        int n = BeamPath.reach(index, step, length, t.occupied);
        return t.occupancy.at(index + (n - 1) * step);
    }

    /** A beam travelling towards {@code travel} hits {@code target} for {@code beams} damage. */
    void hit(Table t, Bot target, int beams, Direction travel, LaserSource source) {
        int before = hits[target.index];
        hits[target.index] = before + beams;
        if (before == 0 && beams > 0) {
            hitRobots[hitCount++] = target.index;
        }
        if (!target.options.isEmpty()) {
            hitsFrom[4 * target.index + travel.opposite().ordinal()] += beams;
        }
        if (t.recording) {
            t.emit(new GameEvent.Hit(t.turn, t.register, t.phase, target.name, source, beams));
        }
    }

    /** R-OPT-30: the damage of {@code b}'s hits that gets through its shield, coat and sacrifices. */
    private int prevented(Table t, Bot b) {
        int through = 0;
        for (Direction d : Direction.values()) {
            int k = 4 * b.index + d.ordinal();
            through += DamagePrevention.through(t, b, hitsFrom[k], d);
            hitsFrom[k] = 0;
        }
        return through;
    }

    private void count(Table t) {
        if (hitCount == 0) {
            return;
        }
        int n = hitCount;
        hitCount = 0;
        for (int i = 1; i < n; i++) {       // into robot order (as the events list them): insertion sort, n is small
            int r = hitRobots[i];
            int j = i;
            for (; j > 0 && hitRobots[j - 1] > r; j--) {
                hitRobots[j] = hitRobots[j - 1];
            }
            hitRobots[j] = r;
        }
        boolean anyLethal = false;
        for (int i = 0; i < n; i++) {
            Bot b = t.bots[hitRobots[i]];
            int h = hits[b.index];
            if (h > 0) {
                hits[b.index] = 0;
                if (t.optionsInPlay && (!b.options.isEmpty() || hitsFrom[4 * b.index] + hitsFrom[4 * b.index + 1]
                        + hitsFrom[4 * b.index + 2] + hitsFrom[4 * b.index + 3] > 0)) {
                    h = prevented(t, b);
                    if (h == 0) {
                        continue;
                    }
                }
                b.damage = Math.min(LETHAL_DAMAGE, b.damage + h);
                if (t.recording) {
                    t.emit(new GameEvent.Damaged(t.turn, t.register, t.phase, b.name, h, b.damage));
                }
                if (b.damage >= LETHAL_DAMAGE) {
                    if (!anyLethal) {
                        t.moment++;
                        anyLethal = true;
                    }
                    Destruction.destroy(t, b, Cause.LASER);
                }
            }
        }
    }
}
