package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.Submission;

/** A small game for phase tests: robots placed by hand, programs written as card text. */
final class Fixture {
    final Board board;
    final List<Robot> robots = new ArrayList<>();
    final Map<String, Submission> programs = new HashMap<>();
    RuleSetId rules = RuleSetId.HOUSE;
    final EventLog log = new EventLog();
    final Map<Integer, GameState> afterRegister = new HashMap<>();
    GameState state;

    Fixture(Board board) {
        this.board = board;
    }

    static Board.Builder board(int w, int h) {
        return Board.builder("test", w, h);
    }

    Fixture robot(String name, int x, int y, Direction facing) {
        robots.add(Robot.fresh(name, robots.size() + 1, new Position(x, y), facing, 3));
        return this;
    }

    Fixture robot(Robot r) {
        robots.add(r);
        return this;
    }

    Fixture program(String name, String cards) {
        programs.put(name, Submission.of(name, Card.parseList(cards)));
        return this;
    }

    Fixture submit(Submission s) {
        programs.put(s.robot(), s);
        return this;
    }

    /** Plays one turn (from a new game, or from the last state). */
    GameState turn() {
        if (state == null) {
            state = GameDirector.newGame(board, rules, robots, 42);
        }
        for (Robot r : robots) {
            programs.putIfAbsent(r.name(), Submission.of(r.name(), List.of()));
        }
        afterRegister.clear();
        state = new GameDirector().turn(state, Map.copyOf(programs), log,
                (t, reg, s) -> afterRegister.put(reg, s));
        programs.clear();
        return state;
    }

    Robot after(int register, String name) {
        return afterRegister.get(register).robot(name).orElseThrow();
    }

    Robot robot(String name) {
        return state.robot(name).orElseThrow();
    }

    <T extends GameEvent> List<T> events(Class<T> type) {
        return log.events().stream().filter(type::isInstance).map(type::cast).toList();
    }

    static Position at(int x, int y) {
        return new Position(x, y);
    }
}
