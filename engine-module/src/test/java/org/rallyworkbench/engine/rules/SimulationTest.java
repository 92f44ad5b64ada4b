package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.bench.GameSetup;
import org.rallyworkbench.engine.bench.GeneratedBoard;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;

/** The mutable fast path plays exactly the turns the immutable director plays. */
class SimulationTest {

    @Test
    void sameStatesAndEventsAsTheDirectorTurnAfterTurn() {
        for (long seed = 1; seed <= 4; seed++) {
            Board board = GeneratedBoard.of(14, 14, seed);     // every element kind
            assertSameGames(GameSetup.newGame(board, 10, seed), seed);
        }
    }

    @Test
    void sameStatesAndEventsWithNamedReentryTiles() {
        long namedTileReEntries = 0;
        for (long seed = 1; seed <= 4; seed++) {
            Board board = GeneratedBoard.of(14, 14, seed);
            GameState state = GameSetup.newGame(board, 10, seed);
            // R-START-2: every robot has named a tile (some free, some pits or taken), kept from turn to turn
            List<Robot> robots = new ArrayList<>();
            for (int i = 0; i < state.robots().size(); i++) {
                Position tile = new Position((3 * i) % board.width(), (5 * i + 2) % board.height());
                robots.add(state.robots().get(i).withReentryTile(Optional.of(tile)));
            }
            List<GameEvent> events = assertSameGames(state.withRobots(robots), seed);
            namedTileReEntries += events.stream().filter(e -> e instanceof GameEvent.ReEntered r && r.onNamedTile())
                    .count();
        }
        assertTrue(namedTileReEntries > 0, "no robot re-entered on a named tile");
    }

    /** Plays up to 25 turns both ways; returns the director's events. */
    private static List<GameEvent> assertSameGames(GameState start, long seed) {
        GameState state = start;
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
        return directorLog.events();
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

    /** A simulation that reuses the last one's engine (next) plays a new game as a fresh one does. */
    @Test
    void nextGameOnTheSameEnginePlaysAsAFreshSimulation() {
        Simulation previous = new Simulation(GameSetup.newGame(GeneratedBoard.of(16, 16, 3), 8, 3), EventSink.NONE);
        for (int turn = 0; turn < 7 && !previous.gameOver(); turn++) {
            previous.turn();
        }
        Board board = GeneratedBoard.of(12, 12, 9);
        Simulation reused = previous.next(GameSetup.newGame(board, 6, 11), EventSink.NONE);
        Simulation fresh = new Simulation(GameSetup.newGame(board, 6, 11), EventSink.NONE);
        for (int turn = 0; turn < 20 && !fresh.gameOver(); turn++) {
            reused.turn();
            fresh.turn();
            assertEquals(fresh.snapshot(), reused.snapshot(), "turn " + (turn + 1));
        }
    }
}
