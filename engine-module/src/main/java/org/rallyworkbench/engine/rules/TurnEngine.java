package org.rallyworkbench.engine.rules;

import java.util.Map;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Submission;

/**
 * One turn as a pure function of (state, programs) → new state, the seed being part of the state: the phases
 * in the order of RULES.md. It holds no rule itself; every rule is in the phase class whose Javadoc names it.
 * An instance keeps scratch arrays between turns, so reuse one for a game of many turns; it is not
 * thread-safe.
 */
public final class TurnEngine {

    private RobotMovement movement;
    private Conveyors conveyors;
    private Lasers lasers;
    private int capacity = -1;
    private BoardTables tables;

    /** The lookup tables of {@code board}, kept while the engine plays on the same board. */
    BoardTables tables(Board board) {
        if (tables == null || tables.board != board) {
            tables = BoardTables.of(board);
        }
        return tables;
    }

    /** Turn start and dealing of the next turn: re-entry, power down, hands, locked registers. */
    public GameState deal(GameState state, EventSink sink) {
        if (state.stage() != GameState.Stage.BETWEEN_TURNS) {
            throw new IllegalStateException("turn " + state.turn() + " has been dealt already");
        }
        if (state.gameOver()) {
            throw new IllegalStateException("the game is over: " + state.winners() + " won");
        }
        Table t = new Table(state, sink, tables(state.board()));
        deal(t);
        return t.snapshot();
    }

    /** The programming, the five registers and the end of a dealt turn. */
    public GameState play(GameState dealt, Map<String, Submission> submissions, EventSink sink, RegisterHook hook) {
        if (dealt.stage() != GameState.Stage.DEALT) {
            throw new IllegalStateException("deal turn " + (dealt.turn() + 1) + " before playing it");
        }
        Table t = new Table(dealt, sink, tables(dealt.board()));
        play(t, submissions, hook);
        return t.snapshot();
    }

    /** {@link #deal} and {@link #play} in one go. */
    public GameState turn(GameState state, Map<String, Submission> submissions, EventSink sink, RegisterHook hook) {
        if (state.gameOver()) {
            throw new IllegalStateException("the game is over: " + state.winners() + " won");
        }
        Table t = new Table(state, sink, tables(state.board()));
        deal(t);
        play(t, submissions, hook);
        return t.snapshot();
    }

    static void deal(Table t) {
        t.turn++;
        TurnStart.run(t);
        Dealing.run(t);
        Programming.lock(t);
        t.stage = GameState.Stage.DEALT;
    }

    void play(Table t, Map<String, Submission> submissions, RegisterHook hook) {
        ensureCapacity(t.bots.length);
        Programming.program(t, submissions);
        for (int r = 1; r <= 5 && !t.gameOver(); r++) {
            t.at(r, Phase.MOVEMENT);
            if (t.recording) {
                t.emit(new GameEvent.RegisterStarted(t.turn, r, Phase.MOVEMENT));
            }
            phases(t, r);
            if (hook != RegisterHook.NONE) {
                hook.afterRegister(t.turn, r, t.snapshot());
            }
        }
        if (!t.gameOver()) {
            EndOfTurn.run(t);
        }
        t.at(0, Phase.END_OF_TURN);
        t.stage = GameState.Stage.BETWEEN_TURNS;
    }

    /** The phases of register {@code r} after its start, in the order of RULES.md (also {@link RegisterProbe}'s). */
    void phases(Table t, int r) {
        ensureCapacity(t.bots.length);
        movement.run(t, r);
        conveyors.run(t, r);
        PushersAndCrushers.push(t, r);
        Gears.run(t, r);
        PushersAndCrushers.crush(t, r);
        lasers.run(t, r);
        Checkpoints.run(t, r);
    }

    private void ensureCapacity(int robots) {
        if (robots != capacity) {
            movement = new RobotMovement(robots);
            conveyors = new Conveyors(robots);
            lasers = new Lasers(robots);
            capacity = robots;
        }
    }
}
