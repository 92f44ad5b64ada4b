package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.TurnCause;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
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

    /** The robots that play this register, in table order, and [i] the sort key of {@code playing[i]}, {@link #key}. */
    private final Bot[] playing;
    private final long[] keys;
    /** The same robots in the order they play (R-MOVE-1). */
    private final Bot[] order;

    RobotMovement(int robots) {
        this.playing = new Bot[robots];
        this.keys = new long[robots];
        this.order = new Bot[robots];
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
                playing[n++] = b;
            }
        }
        orderByPriority(n);
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
     * R-MOVE-1's order as one number, larger first: the priority above, the robot's place in start order below
     * (negated, so the lower start number has the larger key). No two robots share a key: equal start numbers
     * keep the table's order ({@link Bot#startRank}).
     */
    private static long key(Card card, Bot b) {
        return ((long) card.priority() << 32) - b.startRank;
    }

    /**
     * Puts each playing robot at its place in {@link #order}: the number of robots with a larger {@link #key}.
     * Counted rather than sorted: on random programs a sort's comparisons go either way and cost a mispredicted
     * branch each, while a count of at most 8 × 8 comparisons has no branch to mispredict (keys are distinct).
     */
    private void orderByPriority(int n) {
        for (int i = 0; i < n; i++) {
            long k = keys[i];
            int place = 0;
            for (int j = 0; j < n; j++) {
                place += keys[j] > k ? 1 : 0;
            }
            order[place] = playing[i];
        }
    }

    static void execute(Table t, Bot b, Card card) {
        if (t.recording) {
            t.emit(new GameEvent.CardPlayed(t.turn, t.register, t.phase, b.name, card));
        }
        int kind = card.type().ordinal();
        Direction to = DIRECTIONS[b.facing.ordinal() + QUARTER_TURNS[kind] & 3];
        int tiles = TILES[kind];
        if (tiles == 0) {
            turn(t, b, to);
        } else {
            steps(t, b, to, tiles);
        }
    }

    // R-MOVE-2 as two tables by card type, read in execute rather than switched on there: random programs make a
    // seven-way jump mispredicted nearly every time, a two-way branch (move or turn) only half the time.
    /** [card type]: the tiles the card moves; 0: it turns. */
    private static final int[] TILES = new int[CardType.values().length];
    /** [card type]: clockwise quarter turns from the facing to the direction moved in or turned to. */
    private static final int[] QUARTER_TURNS = new int[CardType.values().length];
    private static final Direction[] DIRECTIONS = Direction.values();

    static {
        for (CardType type : CardType.values()) {
            int[] tilesAndTurns = switch (type) {
                case MOVE1 -> new int[] {1, 0};
                case MOVE2 -> new int[] {2, 0};
                case MOVE3 -> new int[] {3, 0};
                case BACKUP -> new int[] {1, 2};       // one tile backward, keeping its facing
                case LEFT -> new int[] {0, 3};
                case RIGHT -> new int[] {0, 1};
                case UTURN -> new int[] {0, 2};
            };
            TILES[type.ordinal()] = tilesAndTurns[0];
            QUARTER_TURNS[type.ordinal()] = tilesAndTurns[1];
        }
    }

    /**
     * Moves {@code b} up to {@code count} tiles towards {@code dir}, one step at a time. A robot without options
     * leaves the grid at its first step and is put down only where it stops: nobody reads a tile it merely passes
     * (a push looks ahead of it), so the grid and its masks are written once per move instead of once per tile.
     */
    static void steps(Table t, Bot b, Direction dir, int count) {
        boolean mayPass = b.options.isEmpty();     // R-OPT-10's ram reads the grid after each step
        boolean passing = false;                    // b is off the grid, on (b.x, b.y), and still moving
        for (int i = 0; i < count; i++) {
            t.moment++;
            int tile = b.y * t.width + b.x;
            int cell = t.tables.cell(tile);         // walls and edges of the robot's tile in one read
            if (BoardTables.wall(cell, dir)) {
                blocked(t, b, dir);
                break;
            }
            int nx = b.x + dir.dx();
            int ny = b.y + dir.dy();
            Bot front = BoardTables.edge(cell, dir) ? null : t.occupant(tile + t.tables.step(dir));
            int line = 0;
            if (front != null) {
                line = PushChain.lineLength(t, front, dir);
                if (line < 0) {
                    blocked(t, b, dir);
                    if (!mayPass) {
                        MoveOptions.ram(t, b, front, dir);     // R-OPT-10: a wall further down the line
                    }
                    break;
                }
            }
            if (t.recording) {
                moved(t, b, dir, nx, ny);
            }
            if (front != null) {
                PushChain.shove(t, front, line, dir, b.name);
            }
            if (!passing) {
                t.lift(b);
            }
            passing = mayPass && i + 1 < count && Falling.passable(t, nx, ny);
            if (passing) {
                b.x = nx;
                b.y = ny;
                continue;
            }
            boolean onBoard = Falling.arrive(t, b, nx, ny);
            if (front != null && !mayPass) {
                MoveOptions.ram(t, b, front, dir);             // R-OPT-10: after the push
            }
            if (!onBoard) {
                return;
            }
        }
        if (passing) {
            t.place(b, b.x, b.y);                   // stopped by a wall or a line it cannot push
        }
    }

    /** Kept out of {@link #steps}, so that the hot loop stays small enough to compile inline. */
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
