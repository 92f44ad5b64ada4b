package org.rallyworkbench.engine.bench;

import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;
import org.rallyworkbench.engine.rules.Simulation;

/**
 * Full turns (turn start, dealing, random programs, five registers with every phase, end of turn) played one
 * after the other on one thread: the turn workloads of {@code rally bench}. Games rotate over the boards and
 * start again with a new seed when one is won or has lasted {@link #TURNS_PER_GAME} turns, so the robots keep
 * moving instead of dying out.
 */
public final class TurnWorkload {

    /** How a turn is played: the mutable fast path, or the immutable API with a state copy per turn. */
    public enum Api { SIMULATION, DIRECTOR }

    /** Turns per game before the next game starts. */
    public static final int TURNS_PER_GAME = 20;

    private final List<Board> boards;
    private final int robots;
    private final boolean events;
    private final Api api;
    private final GameDirector director = new GameDirector();
    private long seed;
    private int game;
    private Simulation simulation;
    private GameState state;
    private EventSink sink = EventSink.NONE;

    public TurnWorkload(List<Board> boards, int robots, boolean events, Api api, long seed) {
        if (boards.isEmpty()) {
            throw new IllegalArgumentException("no boards");
        }
        this.boards = List.copyOf(boards);
        this.robots = robots;
        this.events = events;
        this.api = api;
        this.seed = seed;
        newGame();
    }

    /** Plays {@code turns} turns; returns a checksum of the final positions so nothing is optimised away. */
    public long run(long turns) {
        for (long i = 0; i < turns; i++) {
            if (over()) {
                newGame();
            }
            if (api == Api.SIMULATION) {
                simulation.turn();
            } else {
                state = director.turn(state, Map.of(), sink, RegisterHook.NONE);
            }
        }
        return checksum();
    }

    private boolean over() {
        return api == Api.SIMULATION
                ? simulation.gameOver() || simulation.turnNumber() >= TURNS_PER_GAME
                : state.gameOver() || state.turn() >= TURNS_PER_GAME;
    }

    private void newGame() {
        Board board = boards.get(game++ % boards.size());
        GameState start = GameSetup.newGame(board, robots, seed++);
        sink = events ? new EventLog() : EventSink.NONE;
        if (api == Api.SIMULATION) {
            simulation = new Simulation(start, sink);
        } else {
            state = start;
        }
    }

    private long checksum() {
        if (api == Api.DIRECTOR) {
            return state.robots().stream().mapToLong(r -> r.position().x() * 31L + r.position().y()).sum();
        }
        long sum = 0;
        for (int i = 0; i < simulation.robots(); i++) {
            sum += simulation.x(i) * 31L + simulation.y(i);
        }
        return sum;
    }
}
