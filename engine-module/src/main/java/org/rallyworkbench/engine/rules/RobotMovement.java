package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.TurnCause;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;

/**
 * The robot movement phase of a register.
 * <ul>
 * <li>R-MOVE-1: robots in play and not powered down execute this register's card in descending priority;
 * equal priorities go by lower start number first.</li>
 * <li>R-MOVE-2: Move 1/2/3 step forward one tile at a time; Back Up steps one tile backward keeping its facing;
 * Rotate Left/Right turn 90°; U-Turn 180°.</li>
 * <li>R-MOVE-3: a wall on the way stops the move, without damage; remaining steps are lost.</li>
 * <li>R-MOVE-6: powered-down robots do not move by themselves (they are still pushed, conveyed and turned).</li>
 * </ul>
 * Pushing is {@link PushChain} (R-MOVE-4); pits and edges are {@link Falling} (R-MOVE-5).
 */
final class RobotMovement {

    private final Bot[] order;
    /** [i]: the sort key of {@code order[i]}, {@link #key}. */
    private final long[] keys;

    RobotMovement(int robots) {
        this.order = new Bot[robots];
        this.keys = new long[robots];
    }

    void run(Table t, int register) {
        if (t.optionsInPlay) {
            ProgramOptions.reveal(t, register);        // R-OPT-20, R-OPT-21: before the order is known
            if (t.radio) {
                RadioControl.run(t, register);
                return;
            }
        }
        int slot = register - 1;
        int n = 0;
        for (Bot b : t.bots) {
            Card card = b.registers[slot];
            if (card != null && b.inPlay() && !b.poweredDown) {
                keys[n] = key(card, b);
                order[n++] = b;
            }
        }
        sortByPriority(n);
        for (int i = 0; i < n; i++) {
            Bot b = order[i];
            order[i] = null;
            Card card = b.registers[slot];
            if (b.inPlay() && card != null) {
                if (b.options.isEmpty() && b.seconds == null) {
                    execute(t, b, card);
                } else {
                    MoveOptions.play(t, b, card, b.second(slot));
                }
            }
        }
    }

    /**
     * R-MOVE-1's order as one number, larger first: the priority above, the start number below (negated, so the
     * lower start number has the larger key). Exact for any int priority and start number.
     */
    private static long key(Card card, Bot b) {
        return ((long) card.priority() << 32) - b.start;
    }

    /** Insertion sort by descending {@link #key} (R-MOVE-1), on the precomputed keys; no allocation. */
    private void sortByPriority(int n) {
        for (int i = 1; i < n; i++) {
            Bot b = order[i];
            long k = keys[i];
            int j = i - 1;
            while (j >= 0 && keys[j] < k) {
                order[j + 1] = order[j];
                keys[j + 1] = keys[j];
                j--;
            }
            order[j + 1] = b;
            keys[j + 1] = k;
        }
    }

    static void execute(Table t, Bot b, Card card) {
        if (t.recording) {
            t.emit(new GameEvent.CardPlayed(t.turn, t.register, t.phase, b.name, card));
        }
        switch (card.type()) {
            case MOVE1 -> steps(t, b, b.facing, 1);
            case MOVE2 -> steps(t, b, b.facing, 2);
            case MOVE3 -> steps(t, b, b.facing, 3);
            case BACKUP -> steps(t, b, b.facing.opposite(), 1);
            case LEFT -> turn(t, b, b.facing.left());
            case RIGHT -> turn(t, b, b.facing.right());
            case UTURN -> turn(t, b, b.facing.opposite());
        }
    }

    static void steps(Table t, Bot b, Direction dir, int count) {
        for (int i = 0; i < count; i++) {
            if (!step(t, b, dir)) {
                return;
            }
        }
    }

    /** One step of a robot's own move; returns whether it may go on. */
    private static boolean step(Table t, Bot b, Direction dir) {
        t.moment++;
        int tile = b.y * t.width + b.x;
        int cell = t.tables.cell(tile);         // walls and edges of the robot's tile in one read
        if (BoardTables.wall(cell, dir)) {
            blocked(t, b, dir);
            return false;
        }
        int nx = b.x + dir.dx();
        int ny = b.y + dir.dy();
        Bot front = BoardTables.edge(cell, dir) ? null : t.occupant(tile + t.tables.step(dir));
        int line = 0;
        if (front != null) {
            line = PushChain.lineLength(t, front, dir);
            if (line < 0) {
                blocked(t, b, dir);
                if (!b.options.isEmpty()) {
                    MoveOptions.ram(t, b, front, dir);     // R-OPT-10: a wall further down the line
                }
                return false;
            }
        }
        if (t.recording) {
            moved(t, b, dir, nx, ny);
        }
        if (front != null) {
            PushChain.shove(t, front, line, dir, b.name);
        }
        t.lift(b);
        boolean onBoard = Falling.arrive(t, b, nx, ny);
        if (front != null && !b.options.isEmpty()) {
            MoveOptions.ram(t, b, front, dir);             // R-OPT-10: after the push
        }
        return onBoard;
    }

    /** Kept out of {@link #step}, so that the hot step stays small enough to compile inline. */
    private static void moved(Table t, Bot b, Direction dir, int nx, int ny) {
        t.emit(new GameEvent.Moved(t.turn, t.register, t.phase, b.name, dir, b.position(), t.position(nx, ny)));
    }

    private static void blocked(Table t, Bot b, Direction dir) {
        if (t.recording) {
            t.emit(new GameEvent.Blocked(t.turn, t.register, t.phase, b.name, b.position(), dir));
        }
    }

    static void turn(Table t, Bot b, Direction to) {
        if (t.recording) {
            t.emit(new GameEvent.Turned(t.turn, t.register, t.phase, b.name, b.facing, to, TurnCause.CARD));
        }
        b.facing = to;
    }
}
