package org.rallyworkbench.engine.rules;

import java.util.Map;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.RobotStatus;
import org.rallyworkbench.engine.model.Submission;

/**
 * The mutable fast path of the engine, for simulating whole games: the working state stays mutable from turn
 * to turn instead of being copied into an immutable {@link GameState} and back at every turn boundary. It runs
 * the very same phase classes as {@link GameDirector}, so {@link #snapshot()} after n turns equals the state
 * the director returns after the same n turns. Robots get random programs (R-PROG-3). Not thread-safe: one
 * simulation per thread.
 */
public final class Simulation {

    private static final Map<String, Submission> NO_PROGRAMS = Map.of();

    private final TurnEngine engine;
    private final Table table;

    /** Starts from {@code state}, which must be between turns. */
    public Simulation(GameState state, EventSink sink) {
        this(new TurnEngine(), state, sink);
    }

    private Simulation(TurnEngine engine, GameState state, EventSink sink) {
        this.engine = engine;
        if (state.stage() != GameState.Stage.BETWEEN_TURNS) {
            throw new IllegalArgumentException("a simulation starts between turns, not at " + state.stage());
        }
        this.table = new Table(state, sink, engine.tables(state.board()));
    }

    /**
     * A new simulation from {@code state} on the same thread that reuses this one's engine (its scratch arrays
     * and board tables), for game after game; this simulation must not be played any more.
     */
    public Simulation next(GameState state, EventSink sink) {
        return new Simulation(engine, state, sink);
    }

    /** Asks to be told of every destruction from now on ({@code null}: nobody). */
    public void onDestroyed(DestructionListener listener) {
        table.onDestroyed = listener;
    }

    /** Deals the next turn (turn start, hands, locked registers). */
    public void deal() {
        checkNotOver();
        TurnEngine.deal(table);
    }

    /** Plays the dealt turn with random programs for every robot: registers 1–5 and the end of turn. */
    public void play() {
        engine.play(table, NO_PROGRAMS, RegisterHook.NONE);
    }

    /**
     * Plays the dealt turn with these programs (trusted: a planning bot's, from the hand dealt) and random ones
     * for robots without a program (R-PROG-3).
     */
    public void play(Map<String, Submission> programs) {
        engine.play(table, programs, RegisterHook.NONE);
    }

    /** A whole turn: {@link #deal()} then {@link #play()}. */
    public void turn() {
        deal();
        play();
    }

    public boolean gameOver() { return table.gameOver(); }

    public int turnNumber() { return table.turn; }

    public int robots() { return table.bots.length; }

    /** Whether robot {@code i} (start order of the game's list) stands on the board. */
    public boolean inPlay(int i) { return table.bots[i].inPlay(); }

    /** Whether robot {@code i} is out of the game (no lives left). */
    public boolean outOfGame(int i) { return table.bots[i].status == RobotStatus.OUT_OF_GAME; }

    public int x(int i) { return table.bots[i].x; }

    public int y(int i) { return table.bots[i].y; }

    /** The number of the next flag robot {@code i} heads for (R-CHECK-2). */
    public int nextFlag(int i) { return table.bots[i].nextFlag; }

    /** The current state as an immutable {@link GameState} (a copy; the simulation goes on independently). */
    public GameState snapshot() { return table.snapshot(); }

    private void checkNotOver() {
        if (table.gameOver()) {
            throw new IllegalStateException("the game is over: " + table.winners + " won");
        }
    }
}
