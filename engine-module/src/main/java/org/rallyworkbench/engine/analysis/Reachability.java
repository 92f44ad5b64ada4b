package org.rallyworkbench.engine.analysis;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Registers;

/**
 * The tiles a lone robot can stand on at the end of a register (when checkpoints are touched), starting
 * from any start. One register, from a resting tile:
 * <ol>
 * <li>its card (R-MOVE-2/3/5): stay (a turn), or 1, 2 or 3 steps in any direction (facing is not tracked:
 *     any can be prepared by earlier turns), stopped by walls; a step into a pit or off the board ends it;</li>
 * <li>express conveyors carry one tile, then all conveyors one tile (R-BOARD-1/2); a wall holds the robot,
 *     a pit or the edge destroys it (R-BOARD-3);</li>
 * <li>pushers (R-BOARD-6) push it one tile away from their wall: always when active in every register,
 *     else it may or may not be pushed (the robot can come in another register); none never pushes;</li>
 * <li>a crusher active in every register destroys it; one active in some registers is avoided.</li>
 * </ol>
 * Gears only turn. Other robots, damage and re-entry after destruction are left out: the set is what a
 * robot could reach, never less, so a flag outside it is unreachable for certain.
 */
final class Reachability {

    private static final Direction[] DIRECTIONS = Direction.values();
    private static final int LONGEST_MOVE = 3;

    private final Board board;

    Reachability(Board board) {
        this.board = board;
    }

    /** Every tile a robot can rest on at the end of some register, starts included. */
    Set<Position> restingTiles() {
        Set<Position> reached = new HashSet<>();
        ArrayDeque<Position> todo = new ArrayDeque<>();
        board.starts().forEach(s -> todo.add(s.position()));
        while (!todo.isEmpty()) {
            Position p = todo.pop();
            if (!reached.add(p)) {
                continue;
            }
            for (Position moved : afterCard(p)) {
                for (Position rest : afterBoardElements(moved)) {
                    if (!reached.contains(rest)) {
                        todo.add(rest);
                    }
                }
            }
        }
        return reached;
    }

    /** Where the robot's own move can leave it (alive). */
    Set<Position> afterCard(Position p) {
        Set<Position> ends = new HashSet<>();
        ends.add(p);
        for (Direction d : DIRECTIONS) {
            Position q = p;
            for (int i = 0; i < LONGEST_MOVE && !board.hasWall(q, d); i++) {
                q = q.step(d);
                if (!alive(q)) {
                    break;
                }
                ends.add(q);
            }
        }
        return ends;
    }

    /** Where conveyors, pushers and crushers can leave a robot standing on {@code p} (alive). */
    Set<Position> afterBoardElements(Position p) {
        Optional<Position> conveyed = convey(p, true).flatMap(q -> convey(q, false));
        if (conveyed.isEmpty()) {
            return Set.of();
        }
        Set<Position> rests = new HashSet<>();
        for (Position q : pushed(conveyed.get())) {
            if (!crushedAlways(q)) {
                rests.add(q);
            }
        }
        return rests;
    }

    /** One conveyor step (express conveyors only, or all); empty if the robot is carried to its death. */
    private Optional<Position> convey(Position p, boolean expressOnly) {
        if (!(board.floorOrNull(p.x(), p.y()) instanceof FloorElement.Conveyor c) || (expressOnly && !c.express())) {
            return Optional.of(p);
        }
        if (board.hasWall(p, c.dir())) {
            return Optional.of(p);
        }
        Position next = p.step(c.dir());
        return alive(next) ? Optional.of(next) : Optional.empty();
    }

    private Set<Position> pushed(Position p) {
        List<Pusher> pushers = board.pushersAt(p);
        Set<Position> result = new HashSet<>();
        if (pushers.stream().noneMatch(u -> u.registers().equals(Registers.ALL))) {
            result.add(p);
        }
        for (Pusher u : pushers) {
            if (u.registers().equals(Registers.NONE)) {
                continue;
            }
            Direction away = u.side().opposite();
            if (board.hasWall(p, away)) {
                result.add(p);
            } else if (alive(p.step(away))) {
                result.add(p.step(away));
            }
        }
        return result;
    }

    private boolean crushedAlways(Position p) {
        return board.floorOrNull(p.x(), p.y()) instanceof FloorElement.Crusher c && c.registers().equals(Registers.ALL);
    }

    private boolean alive(Position p) {
        return board.contains(p) && !board.isPit(p);
    }
}
