package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.rallyworkbench.engine.model.Direction.E;
import static org.rallyworkbench.engine.model.Direction.N;
import static org.rallyworkbench.engine.model.Direction.S;
import static org.rallyworkbench.engine.model.Direction.W;
import static org.rallyworkbench.engine.rules.Fixture.at;

import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.RobotStatus;
import org.rallyworkbench.engine.model.Rotation;

/** R-BOARD-1..6. */
class ConveyorsTest {

    @Test
    void expressMovesTwiceNormalOnce() {
        Fixture f = new Fixture(Fixture.board(8, 4).conveyor(0, 0, E, true).conveyor(1, 0, E, true)
                .conveyor(0, 2, E, false).conveyor(1, 2, E, false).build())
                .robot("fast", 0, 0, N).robot("slow", 0, 2, N);
        f.turn();
        assertEquals(at(2, 0), f.after(1, "fast").position());
        assertEquals(at(1, 2), f.after(1, "slow").position());
    }

    @Test
    void carriedOffAnExpressInStepOneIsNotMovedAgain() {
        Fixture f = new Fixture(Fixture.board(8, 4).conveyor(0, 0, E, true).build()).robot("r", 0, 0, N);
        f.turn();
        assertEquals(at(1, 0), f.after(1, "r").position());
    }

    @Test
    void twoRobotsIntoOneTileBothStay() {
        Fixture f = new Fixture(Fixture.board(5, 5).conveyor(1, 2, E, false).conveyor(3, 2, W, false).build())
                .robot("a", 1, 2, N).robot("b", 3, 2, N);
        f.turn();
        assertEquals(at(1, 2), f.after(1, "a").position());
        assertEquals(at(3, 2), f.after(1, "b").position());
    }

    @Test
    void blockedByARobotThatStaysButNotByOneThatLeaves() {
        Fixture f = new Fixture(Fixture.board(6, 3).conveyor(0, 1, E, false).conveyor(1, 1, E, false)
                .conveyor(3, 1, E, false).build())
                .robot("a", 0, 1, N).robot("b", 1, 1, N).robot("c", 3, 1, N).robot("d", 4, 1, N);
        f.turn();
        assertEquals(at(1, 1), f.after(1, "a").position());    // b leaves: a follows
        assertEquals(at(2, 1), f.after(1, "b").position());
        assertEquals(at(3, 1), f.after(1, "c").position());    // d stays: c stays, no pushing
        assertEquals(at(4, 1), f.after(1, "d").position());
    }

    @Test
    void curveTurnsTheRobotButOwnMovesOntoACurveDoNot() {
        Fixture f = new Fixture(Fixture.board(5, 5).conveyor(1, 1, E, false).conveyor(2, 1, S, false).build())
                .robot("r", 1, 1, N);
        f.turn();
        assertEquals(at(2, 1), f.after(1, "r").position());
        assertEquals(E, f.after(1, "r").facing());          // carried E onto a S conveyor: right turn
        assertEquals(at(2, 2), f.after(2, "r").position());

        Fixture own = new Fixture(Fixture.board(5, 5).conveyor(2, 1, S, false).build()).robot("r", 1, 1, E)
                .program("r", "move1@500");
        own.turn();
        assertEquals(E, own.after(1, "r").facing());
        assertEquals(at(2, 2), own.after(1, "r").position());
    }

    @Test
    void conveyorIntoAPitDestroys() {
        Fixture f = new Fixture(Fixture.board(5, 5).conveyor(1, 1, E, false).pit(2, 1).build())
                .robot("r", 1, 1, N);
        f.turn();
        assertEquals(RobotStatus.DESTROYED, f.after(1, "r").status());
    }

    @Test
    void wallStopsTheConveyedRobot() {
        Fixture f = new Fixture(Fixture.board(5, 5).conveyor(1, 1, E, false).wall(1, 1, E).build())
                .robot("r", 1, 1, N);
        f.turn();
        assertEquals(at(1, 1), f.after(1, "r").position());
    }

    @Test
    void gearsTurn() {
        Fixture f = new Fixture(Fixture.board(5, 5).gear(1, 1, Rotation.CW).gear(3, 3, Rotation.CCW).build())
                .robot("a", 1, 1, N).robot("b", 3, 3, N);
        f.turn();
        assertEquals(E, f.after(1, "a").facing());
        assertEquals(W, f.after(1, "b").facing());
    }

    @Test
    void pusherPushesALineInItsRegistersAndCrusherDestroys() {
        Fixture f = new Fixture(Fixture.board(6, 3)
                .pusher(1, 1, W, org.rallyworkbench.engine.model.Registers.of(2))
                .crusher(4, 2, org.rallyworkbench.engine.model.Registers.of(3)).build())
                .robot("a", 1, 1, N).robot("b", 2, 1, N).robot("c", 4, 2, S);
        f.turn();
        assertEquals(at(1, 1), f.after(1, "a").position());
        assertEquals(at(2, 1), f.after(2, "a").position());
        assertEquals(at(3, 1), f.after(2, "b").position());
        assertEquals(RobotStatus.IN_PLAY, f.after(2, "c").status());
        assertEquals(RobotStatus.DESTROYED, f.after(3, "c").status());
    }

    @Test
    void headOnConveyorsSwapSimultaneously() {
        Fixture f = new Fixture(Fixture.board(5, 5).conveyor(1, 1, E, false).conveyor(2, 1, W, false).build())
                .robot("a", 1, 1, N).robot("b", 2, 1, S);
        f.turn();
        assertEquals(at(2, 1), f.after(1, "a").position());
        assertEquals(at(1, 1), f.after(1, "b").position());
    }
}
