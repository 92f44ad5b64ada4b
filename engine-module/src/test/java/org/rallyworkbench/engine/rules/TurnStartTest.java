package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.rallyworkbench.engine.model.Direction.E;
import static org.rallyworkbench.engine.model.Direction.N;
import static org.rallyworkbench.engine.model.Direction.S;
import static org.rallyworkbench.engine.model.Direction.W;
import static org.rallyworkbench.engine.rules.Fixture.at;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.RobotStatus;
import org.rallyworkbench.engine.model.Submission;

/** R-START-1..4. */
class TurnStartTest {

    @Test
    void ringsAreClockwiseFromNorth() {
        assertEquals(List.of(at(5, 4), at(6, 4), at(6, 5), at(6, 6), at(5, 6), at(4, 6), at(4, 5), at(4, 4)),
                TurnStart.ring(at(5, 5), 1));
        List<Position> two = TurnStart.ring(at(5, 5), 2);
        assertEquals(16, two.size());
        assertEquals(at(5, 3), two.get(0));
        assertEquals(at(7, 3), two.get(2));
        assertEquals(at(4, 3), two.get(15));
    }

    @Test
    void reentersOnArchiveWithTwoDamageFacingTheArchiveFacing() {
        Fixture f = new Fixture(Fixture.board(6, 6).pit(3, 1).build()).robot("r", 1, 1, E)
                .program("r", "move2@700");
        f.turn();
        assertEquals(RobotStatus.DESTROYED, f.robot("r").status());
        assertEquals(2, f.robot("r").lives());
        f.turn();
        assertEquals(at(1, 1), f.robot("r").position());
        assertEquals(E, f.robot("r").facing());
        assertEquals(2, f.robot("r").damage());
        assertEquals(7, f.robot("r").dealt());
    }

    @Test
    void declaredFacingAppliesAndStaysInForce() {
        Fixture f = new Fixture(Fixture.board(6, 6).pit(3, 1).build()).robot("r", 1, 1, E);
        f.submit(new Submission("r", org.rallyworkbench.engine.model.Card.parseList("move2@700"), false,
                Optional.of(S), DoubleRepairChoice.REPAIR));
        f.turn();
        f.turn();
        assertEquals(S, f.robot("r").facing());
        assertEquals(Optional.of(S), f.robot("r").reentryFacing());
    }

    @Test
    void occupiedArchiveTakesTheFirstFreeNeighbour() {
        // a and b both have archive (2,2); a is destroyed first (register 1), b in register 2; c stands at N.
        Fixture f = new Fixture(Fixture.board(6, 6).pit(2, 4).pit(3, 2).build())
                .robot("a", 2, 2, S).robot("b", 0, 5, S).robot("c", 2, 1, W);
        f.robots.set(1, f.robots.get(1).withArchive(at(2, 2), N));
        f.program("a", "move2@700").program("b", "right@80 move1@490").program("c", "");
        f.turn();
        f.turn();
        assertEquals(at(2, 2), f.robot("a").position());   // destroyed first: its archive
        assertEquals(S, f.robot("a").facing());
        // N (2,1) is c, NE (3,1) is free
        assertEquals(at(3, 1), f.robot("b").position());
        assertEquals(N, f.robot("b").facing());
    }

    @Test
    void outOfLivesNeverReenters() {
        Fixture f = new Fixture(Fixture.board(6, 6).pit(3, 1).build()).robot("r", 1, 1, E);
        f.robots.set(0, new org.rallyworkbench.engine.model.Robot("r", 1, at(1, 1), E, 0, 1, 1, at(1, 1), E,
                Optional.empty(), false, false, org.rallyworkbench.engine.model.Robot.emptyRegisters(), List.of(), 0,
                List.of(), RobotStatus.IN_PLAY, 0, false));
        f.program("r", "move2@700");
        f.turn();
        assertEquals(RobotStatus.OUT_OF_GAME, f.robot("r").status());
        f.turn();
        assertEquals(RobotStatus.OUT_OF_GAME, f.robot("r").status());
        assertEquals(0, f.robot("r").dealt());
    }

    @Test
    void powerDownRepairsEverythingAndDealsNothingThenPowersUp() {
        Fixture f = new Fixture(Fixture.board(6, 6).build()).robot("r", 1, 1, E);
        f.robots.set(0, f.robots.get(0).withDamage(6));
        f.submit(new Submission("r", List.of(), true, Optional.empty(), DoubleRepairChoice.REPAIR));
        f.turn();
        assertEquals(false, f.robot("r").poweredDown());
        assertEquals(true, f.robot("r").powerDownAnnounced());
        f.turn();
        assertEquals(0, f.robot("r").damage());
        assertEquals(0, f.robot("r").dealt());
        assertEquals(true, f.after(1, "r").poweredDown());
        assertEquals(false, f.robot("r").poweredDown());
    }
}
