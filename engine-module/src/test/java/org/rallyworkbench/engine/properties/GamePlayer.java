package org.rallyworkbench.engine.properties;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.properties.GameGenerators.GamePlan;
import org.rallyworkbench.engine.properties.GameGenerators.ProgramPlan;
import org.rallyworkbench.engine.rules.GameDirector;

/**
 * Plays a generated game through the {@link GameDirector} as the game director's command would: deal, take
 * each player's program from the hand dealt, check it, play. Every intermediate state (after the deal, after
 * each register, after the turn) is kept as a snapshot and shown to an observer.
 */
final class GamePlayer {

    /** A state of the game at a named moment. */
    record Snapshot(String moment, GameState state) { }

    /** One turn as played: the dealt state, the programs sent, the states after each register and at the end. */
    record Turn(GameState dealt, Map<String, Submission> submissions, List<GameState> registers, GameState end,
                List<GameEvent> playEvents) { }

    /** Everything a game produced. {@code besideArchiveAt}: the first turn whose deal used R-START-2's search. */
    record Played(List<Snapshot> snapshots, List<GameEvent> events, List<Turn> turns, int besideArchiveAt) {

        GameState last() {
            return snapshots.get(snapshots.size() - 1).state();
        }
    }

    /** Sees each snapshot as it is taken. */
    interface Observer {
        Observer NONE = (moment, state) -> { };

        void observe(String moment, GameState state);
    }

    private GamePlayer() {
    }

    static Played play(GamePlan plan, Observer observer) {
        return play(plan, plan.initialState(), UnaryOperator.identity(), observer);
    }

    /**
     * Plays {@code plan}'s turns from {@code initial}; {@code turnDirection} maps the declared re-entry facings
     * (the identity, or the transform of a transformed game).
     */
    static Played play(GamePlan plan, GameState initial, UnaryOperator<Direction> turnDirection, Observer observer) {
        GameDirector director = new GameDirector();
        EventLog log = new EventLog();
        List<Snapshot> snapshots = new ArrayList<>();
        List<Turn> turns = new ArrayList<>();
        int besideArchiveAt = Integer.MAX_VALUE;
        GameState state = initial;
        snapshot(snapshots, observer, "the start", state);
        for (List<ProgramPlan> programs : plan.turns()) {
            if (state.gameOver()) {
                break;
            }
            int mark = log.size();
            GameState dealt = director.deal(state, log);
            if (besideArchiveAt == Integer.MAX_VALUE && log.since(mark).stream().anyMatch(
                    e -> e instanceof GameEvent.ReEntered r && !r.onArchive())) {
                besideArchiveAt = dealt.turn();
            }
            snapshot(snapshots, observer, "turn " + dealt.turn() + " dealt", dealt);
            Map<String, Submission> submissions = submissions(dealt, programs, turnDirection);
            List<GameState> registers = new ArrayList<>();
            int playMark = log.size();
            state = director.play(dealt, submissions, log, (turn, register, s) -> {
                registers.add(s);
                snapshot(snapshots, observer, "turn " + turn + " register " + register, s);
            });
            snapshot(snapshots, observer, "turn " + dealt.turn() + " end", state);
            turns.add(new Turn(dealt, submissions, List.copyOf(registers), state, log.since(playMark)));
        }
        return new Played(List.copyOf(snapshots), log.events(), List.copyOf(turns), besideArchiveAt);
    }

    private static Map<String, Submission> submissions(GameState dealt, List<ProgramPlan> programs,
                                                       UnaryOperator<Direction> turnDirection) {
        Map<String, Submission> submissions = new LinkedHashMap<>();
        for (int i = 0; i < dealt.robots().size(); i++) {
            Robot r = dealt.robots().get(i);
            Optional<Submission> s = programs.get(i).submission(r, turnDirection);
            if (s.isPresent()) {
                List<String> problems = GameDirector.check(dealt, s.get());
                if (!problems.isEmpty()) {
                    throw new AssertionError("a program taken from the hand was refused: " + problems);
                }
                submissions.put(r.name(), s.get());
            }
        }
        return submissions;
    }

    private static void snapshot(List<Snapshot> into, Observer observer, String moment, GameState state) {
        observer.observe(moment, state);
        into.add(new Snapshot(moment, state));
    }
}
