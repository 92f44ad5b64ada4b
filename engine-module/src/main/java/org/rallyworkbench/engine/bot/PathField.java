package org.rallyworkbench.engine.bot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterProbe;

/**
 * For every flag, the fewest registers a lone robot needs from (x, y, facing) to stand on that flag at the end
 * of a register, whatever register it is in. One register's outcome for each card type is found by playing it
 * with the engine's own phases ({@link RegisterProbe}: walls, pits, the edge, conveyors, gears, pushers,
 * crushers); an outcome that differs between registers (pushers and crushers active in some) counts as its
 * worst, a death as no way at all. So a distance is a move count the robot can rely on, and
 * {@link #UNREACHABLE} where there is none. Immutable and thread-safe once built.
 */
public final class PathField {

    /** The distance of a state from which the flag cannot be reached. */
    public static final int UNREACHABLE = Short.MAX_VALUE;

    private static final CardType[] TYPES = CardType.values();
    private static final Direction[] DIRECTIONS = Direction.values();
    private static final int DEAD = -1;

    private final Board board;
    private final int states;
    /** [type × states + state]: the state after the card in each register 1..5, or DEAD. */
    private final int[][] next;
    /** [flag − 1][state]. */
    private final int[][] distance;

    private PathField(Board board, ExecutorService pool, int parts) {
        this.board = board;
        this.states = board.width() * board.height() * 4;
        this.next = transitions(board, pool, parts);
        int flags = board.lastFlagNumber();
        this.distance = new int[flags][];
        List<Future<int[]>> fields = new ArrayList<>();
        for (int f = 1; f <= flags; f++) {
            int flag = f;
            fields.add(pool.submit(() -> distances(flag)));
        }
        for (int f = 1; f <= flags; f++) {
            distance[f - 1] = join(fields.get(f - 1));
        }
    }

    public static PathField of(Board board) {
        ExecutorService here = new DirectExecutor();
        return new PathField(board, here, 1);
    }

    /**
     * The same field built by {@code pool} in {@code parts} bands of rows and one task per flag (the analysis
     * builds it on its workers, so that it does not hold them up on one core). Every entry is a pure function of
     * the board: the field does not depend on the split.
     */
    public static PathField of(Board board, ExecutorService pool, int parts) {
        return new PathField(board, pool, Math.max(1, Math.min(parts, board.height())));
    }

    private static <T> T join(Future<T> part) {
        try {
            return part.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("path field interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("path field failed: " + e.getCause(), e.getCause());
        }
    }

    /** Runs each task at once on the calling thread: the one-thread build. */
    private static final class DirectExecutor extends java.util.concurrent.AbstractExecutorService {
        @Override public void execute(Runnable task) { task.run(); }
        @Override public void shutdown() { }
        @Override public List<Runnable> shutdownNow() { return List.of(); }
        @Override public boolean isShutdown() { return false; }
        @Override public boolean isTerminated() { return false; }
        @Override public boolean awaitTermination(long timeout, java.util.concurrent.TimeUnit unit) { return true; }
    }

    public Board board() { return board; }

    /** The registers needed from (x, y, facing) to flag {@code flag} (1..last), or {@link #UNREACHABLE}. */
    public int distance(int flag, int x, int y, Direction facing) {
        return distance[flag - 1][state(x, y, facing)];
    }

    /** The state after one register of {@code type} from (x, y, facing) in register {@code register}; -1: dead. */
    int after(int register, CardType type, int x, int y, Direction facing) {
        return next[register - 1][type.ordinal() * states + state(x, y, facing)];
    }

    private int state(int x, int y, Direction facing) {
        return (y * board.width() + x) * 4 + facing.ordinal();
    }

    private int[] distances(int flag) {
        int[] d = new int[states];
        Arrays.fill(d, UNREACHABLE);
        for (Flag f : board.flags()) {
            if (f.number() == flag) {
                int tile = f.position().y() * board.width() + f.position().x();
                for (int k = 0; k < 4; k++) {
                    d[tile * 4 + k] = 0;
                }
            }
        }
        // Value iteration on unit costs: distance k is settled in the k-th sweep at the latest.
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int s = 0; s < states; s++) {
                if (d[s] == 0) {
                    continue;
                }
                int best = d[s];
                for (int type = 0; type < TYPES.length; type++) {
                    int worst = 0;
                    for (int[] reg : next) {
                        int to = reg[type * states + s];
                        worst = Math.max(worst, to == DEAD ? UNREACHABLE : d[to]);
                        if (worst >= best - 1) {
                            break;
                        }
                    }
                    if (worst < best - 1) {
                        best = worst + 1;
                    }
                }
                if (best < d[s]) {
                    d[s] = best;
                    changed = true;
                }
            }
        }
        return d;
    }

    /**
     * One register of each card from each state, played by the engine on the board without other robots; the rows
     * cut into {@code parts} bands, each played by its own probe on {@code pool}.
     */
    private static int[][] transitions(Board board, ExecutorService pool, int parts) {
        int states = board.width() * board.height() * 4;
        int registers = registerDependent(board) ? Robot.REGISTERS : 1;
        int[][] next = new int[registers][states * TYPES.length];
        List<Future<?>> bands = new ArrayList<>();
        for (int part = 0; part < parts; part++) {
            int from = board.height() * part / parts;
            int to = board.height() * (part + 1) / parts;
            bands.add(pool.submit(() -> transitions(board, next, from, to)));
        }
        bands.forEach(PathField::join);
        return next;
    }

    /** {@link #transitions(Board, ExecutorService, int)} for rows {@code from} to {@code to} − 1, into {@code next}. */
    private static void transitions(Board board, int[][] next, int from, int to) {
        int w = board.width();
        int states = w * board.height() * 4;
        Position somewhere = firstTile(board);
        Robot lone = Robot.fresh("probe", 1, somewhere, Direction.N, GameDirector.defaultLives(RuleSetId.HOUSE));
        GameState dealt = new GameDirector().deal(GameDirector.newGame(board, RuleSetId.HOUSE, List.of(lone), 0),
                org.rallyworkbench.engine.event.EventSink.NONE);
        RegisterProbe probe = new RegisterProbe(dealt, "probe", Map.of());
        RegisterProbe.Mark start = probe.mark();
        for (int r = 1; r <= next.length; r++) {
            int[] out = next[r - 1];
            for (int y = from; y < to; y++) {
                for (int x = 0; x < w; x++) {
                    boolean pit = board.floorOrNull(x, y) instanceof FloorElement.Pit;
                    for (Direction f : DIRECTIONS) {
                        int s = (y * w + x) * 4 + f.ordinal();
                        for (CardType type : TYPES) {
                            out[type.ordinal() * states + s] = pit ? DEAD : play(probe, start, r, type, x, y, f, w);
                        }
                    }
                }
            }
        }
    }

    private static int play(RegisterProbe probe, RegisterProbe.Mark start, int register, CardType type, int x, int y,
                            Direction f, int w) {
        probe.restore(start);
        probe.placeMe(x, y, f, 0, 1);
        probe.play(register, new Card(type, 1));
        return probe.alive() ? (probe.y() * w + probe.x()) * 4 + probe.facing().ordinal() : DEAD;
    }

    /** Whether some pusher or crusher acts in some registers only: then each register has its own outcomes. */
    private static boolean registerDependent(Board board) {
        for (Pusher p : board.pushers()) {
            if (!p.registers().equals(Registers.ALL) && !p.registers().equals(Registers.NONE)) {
                return true;
            }
        }
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                if (board.floorOrNull(x, y) instanceof FloorElement.Crusher c && !c.registers().equals(Registers.ALL)
                        && !c.registers().equals(Registers.NONE)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Position firstTile(Board board) {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                if (!(board.floorOrNull(x, y) instanceof FloorElement.Pit)) {
                    return new Position(x, y);
                }
            }
        }
        return new Position(0, 0);
    }
}
