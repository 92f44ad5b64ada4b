package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.bench.GameSetup;
import org.rallyworkbench.engine.bench.GeneratedBoard;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.GameState;

/** The mutable fast path plays exactly the turns the immutable director plays. */
class SimulationTest {

    @Test
    void sameStatesAndEventsAsTheDirectorTurnAfterTurn() {
        for (long seed = 1; seed <= 4; seed++) {
            Board board = GeneratedBoard.of(14, 14, seed);     // every element kind
            GameState state = GameSetup.newGame(board, 10, seed);
            EventLog directorLog = new EventLog();
            EventLog simulationLog = new EventLog();
            Simulation sim = new Simulation(state, simulationLog);
            GameDirector director = new GameDirector();
            for (int turn = 0; turn < 25 && !state.gameOver(); turn++) {
                state = director.turn(state, Map.of(), directorLog, RegisterHook.NONE);
                sim.turn();
                assertEquals(state, sim.snapshot(), "seed " + seed + ", turn " + (turn + 1));
            }
            assertEquals(directorLog.events(), simulationLog.events());
        }
    }

    @Test
    void eventsOffChangeNothing() {
        Board board = GeneratedBoard.of(12, 12, 9);
        Simulation a = new Simulation(GameSetup.newGame(board, 8, 9), EventSink.NONE);
        Simulation b = new Simulation(GameSetup.newGame(board, 8, 9), new EventLog());
        for (int turn = 0; turn < 20 && !a.gameOver(); turn++) {
            a.turn();
            b.turn();
        }
        assertEquals(a.snapshot(), b.snapshot());
    }
}
