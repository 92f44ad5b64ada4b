package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rallyworkbench.engine.model.Direction.E;
import static org.rallyworkbench.engine.model.Direction.N;
import static org.rallyworkbench.engine.model.Direction.S;
import static org.rallyworkbench.engine.model.Direction.W;
import static org.rallyworkbench.engine.rules.Fixture.at;

import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.RobotStatus;

/** R-MOVE-1..6. */
class RobotMovementTest {

    @Test
    void moveTwoStepsForward() {
        Fixture f = new Fixture(Fixture.board(6, 6).build()).robot("red", 1, 2, E).program("red", "move2@700");
        f.turn();
        assertEquals(at(3, 2), f.after(1, "red").position());
    }

    @Test
    void backUpKeepsFacingAndRotationsTurn() {
        Fixture f = new Fixture(Fixture.board(6, 6).build()).robot("red", 2, 2, E)
                .program("red", "backup@430 left@70 uturn@10 right@80");
        f.turn();
        assertEquals(at(1, 2), f.after(1, "red").position());
        assertEquals(E, f.after(1, "red").facing());
        assertEquals(N, f.after(2, "red").facing());
        assertEquals(S, f.after(3, "red").facing());
        assertEquals(W, f.after(4, "red").facing());
    }

    @Test
    void wallStopsTheMoveAndRemainingStepsAreLost() {
        Fixture f = new Fixture(Fixture.board(6, 6).wall(2, 2, E).build()).robot("red", 1, 2, E)
                .program("red", "move3@800");
        f.turn();
        assertEquals(at(2, 2), f.after(1, "red").position());
        assertEquals(0, f.after(1, "red").damage());
    }

    @Test
    void aRobotStoppedMidMoveStandsWhereItStopped() {
        // red passes (2,2) towards the wall on its east side; blue, later in the register, runs into red there
        // and cannot push it through the wall.
        Fixture f = new Fixture(Fixture.board(6, 6).wall(3, 2, E).build()).robot("red", 1, 2, E)
                .robot("blue", 0, 2, E).program("red", "move3@800").program("blue", "move3@700");
        f.turn();
        assertEquals(at(3, 2), f.after(1, "red").position());
        assertEquals(at(2, 2), f.after(1, "blue").position());
    }

    @Test
    void pushesALineOfRobots() {
        Fixture f = new Fixture(Fixture.board(8, 4).build()).robot("red", 1, 2, E).robot("blue", 3, 2, N)
                .robot("green", 4, 2, S).program("red", "move3@800");
        f.turn();
        assertEquals(at(4, 2), f.after(1, "red").position());
        assertEquals(at(5, 2), f.after(1, "blue").position());
        assertEquals(at(6, 2), f.after(1, "green").position());
        assertEquals(N, f.after(1, "blue").facing());
    }

    @Test
    void aWallBehindTheLineStopsEveryone() {
        Fixture f = new Fixture(Fixture.board(8, 4).wall(4, 2, E).build()).robot("red", 2, 2, E)
                .robot("blue", 3, 2, N).robot("green", 4, 2, S).program("red", "move2@800");
        f.turn();
        assertEquals(at(2, 2), f.after(1, "red").position());
        assertEquals(at(3, 2), f.after(1, "blue").position());
        assertEquals(at(4, 2), f.after(1, "green").position());
    }

    @Test
    void pushedIntoAPitIsDestroyedAndTheMoverGoesOn() {
        Fixture f = new Fixture(Fixture.board(8, 4).pit(3, 2).build()).robot("red", 1, 2, E)
                .robot("blue", 2, 2, N).program("red", "move1@500");
        f.turn();
        assertEquals(RobotStatus.DESTROYED, f.after(1, "blue").status());
        assertEquals(2, f.after(1, "blue").lives());
        assertEquals(at(2, 2), f.after(1, "red").position());
    }

    @Test
    void leavingTheBoardDestroysAndLosesTheRestOfTheMove() {
        Fixture f = new Fixture(Fixture.board(4, 4).build()).robot("red", 2, 1, E).program("red", "move3@800");
        f.turn();
        assertEquals(RobotStatus.DESTROYED, f.after(1, "red").status());
        assertEquals(1, f.events(GameEvent.Fell.class).size());
        assertEquals(GameEvent.Cause.EDGE, f.events(GameEvent.Fell.class).get(0).cause());
    }

    @Test
    void passingOverAPitDestroys() {
        Fixture f = new Fixture(Fixture.board(6, 4).pit(2, 1).build()).robot("red", 1, 1, E)
                .program("red", "move3@800");
        f.turn();
        assertEquals(RobotStatus.DESTROYED, f.after(1, "red").status());
        assertEquals(at(2, 1), f.after(1, "red").position());
    }

    @Test
    void higherPriorityMovesFirstAndTiesGoByStartNumber() {
        // blue (higher priority) moves into red's path first; red is then blocked by pushing blue.
        Fixture f = new Fixture(Fixture.board(8, 8).build()).robot("red", 1, 3, E).robot("blue", 3, 4, N)
                .program("red", "move1@500").program("blue", "move1@600");
        f.turn();
        assertEquals(at(3, 3), f.after(1, "blue").position());
        assertEquals(at(2, 3), f.after(1, "red").position());
        var played = f.events(GameEvent.CardPlayed.class);
        assertEquals("blue", played.get(0).robot());

        Fixture tie = new Fixture(Fixture.board(8, 8).build()).robot("a", 0, 0, E).robot("b", 5, 5, W)
                .program("b", "move1@500").program("a", "move1@500");
        tie.turn();
        assertEquals("a", tie.events(GameEvent.CardPlayed.class).get(0).robot());
    }

    @Test
    void poweredDownRobotsDoNotMoveButArePushed() {
        Fixture f = new Fixture(Fixture.board(8, 4).build()).robot("red", 1, 2, E).robot("blue", 2, 2, N)
                .program("red", "move1@500");
        f.submit(new org.rallyworkbench.engine.model.Submission("blue", java.util.List.of(), true,
                java.util.Optional.empty(), org.rallyworkbench.engine.model.DoubleRepairChoice.REPAIR));
        f.turn();
        f.program("red", "move1@500");
        f.turn();
        assertTrue(f.after(1, "blue").poweredDown());
        assertEquals(at(4, 2), f.after(1, "blue").position());
    }
}
