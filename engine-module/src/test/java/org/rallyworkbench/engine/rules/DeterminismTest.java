package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.scenario.TraceWriter;

/** Same seed, same trace; the event sink does not change the outcome. */
class DeterminismTest {

    static Board board() {
        return Board.builder("arena", 12, 12).conveyor(3, 3, Direction.E, true).conveyor(4, 3, Direction.S, true)
                .conveyor(4, 4, Direction.S, false).gear(7, 7, Rotation.CW).pit(6, 2).pit(2, 8)
                .laser(0, 5, Direction.E, 2).laser(11, 9, Direction.W, 1).wall(5, 5, Direction.N)
                .repair(9, 2, true).repair(2, 10, false).flag(10, 10, 1).flag(1, 1, 2).flag(8, 5, 3).build();
    }

    static GameState game(long seed) {
        List<Robot> robots = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            robots.add(Robot.fresh("r" + (i + 1), i + 1, new Position(2 + i, 11), Direction.N, 3));
        }
        return GameDirector.newGame(board(), RuleSetId.HOUSE, robots, seed);
    }

    static List<String> trace(long seed, int turns) {
        GameDirector d = new GameDirector();
        GameState s = game(seed);
        EventLog log = new EventLog();
        for (int i = 0; i < turns && !s.gameOver(); i++) {
            s = d.turn(s, Map.of(), log, RegisterHook.NONE);
        }
        return TraceWriter.trace(log.events());
    }

    @Test
    void sameSeedSameTrace() {
        assertEquals(trace(11, 10), trace(11, 10));
        assertNotEquals(trace(11, 10), trace(12, 10));
    }

    @Test
    void eventsOffGiveTheSameStates() {
        GameDirector d = new GameDirector();
        GameState a = game(5);
        GameState b = game(5);
        for (int i = 0; i < 10 && !a.gameOver(); i++) {
            a = d.turn(a, Map.of(), new EventLog(), RegisterHook.NONE);
            b = d.turn(b, Map.of(), EventSink.NONE, RegisterHook.NONE);
            assertEquals(a, b);
        }
    }
}
