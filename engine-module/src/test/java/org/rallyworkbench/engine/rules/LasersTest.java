package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.rallyworkbench.engine.model.Direction.E;
import static org.rallyworkbench.engine.model.Direction.N;
import static org.rallyworkbench.engine.model.Direction.S;
import static org.rallyworkbench.engine.model.Direction.W;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RobotStatus;

/** R-LASER-1..3. */
class LasersTest {

    @Test
    void boardLaserHitsFirstRobotOnlyIncludingItsOwnTile() {
        Fixture f = new Fixture(Fixture.board(6, 3).laser(0, 1, E, 2).build())
                .robot("a", 0, 1, N).robot("b", 3, 1, N);
        f.turn();
        assertEquals(2, f.after(1, "a").damage());
        assertEquals(0, f.after(1, "b").damage());
    }

    @Test
    void wallsStopBeams() {
        Fixture f = new Fixture(Fixture.board(6, 3).laser(0, 1, E, 1).wall(1, 1, E).build())
                .robot("b", 3, 1, N);
        f.turn();
        assertEquals(0, f.after(1, "b").damage());
    }

    @Test
    void robotsFireForwardAndPoweredDownRobotsDoNot() {
        Fixture f = new Fixture(Fixture.board(6, 3).build())
                .robot("a", 0, 1, E).robot("b", 3, 1, W).robot(
                        new Robot("c", 3, new Position(5, 1), W, 0, 3, 1, new Position(5, 1), W, Optional.empty(),
                                true, false, Robot.emptyRegisters(), List.of(), 0, List.of(), RobotStatus.IN_PLAY,
                                0, false));
        f.turn();
        assertEquals(1, f.after(1, "a").damage());
        assertEquals(1, f.after(1, "b").damage());   // from a only: c is powered down
        assertEquals(0, f.after(1, "c").damage());   // b faces W and hits a
    }

    @Test
    void damageCountedAfterAllBeamsDestroysAtTen() {
        Robot hurt = new Robot("a", 1, new Position(2, 1), N, 8, 3, 1, new Position(2, 1), N, Optional.empty(),
                false, false, Robot.emptyRegisters(), List.of(), 0, List.of(), RobotStatus.IN_PLAY, 0, false);
        Fixture f = new Fixture(Fixture.board(6, 3).laser(0, 1, E, 1).build()).robot(hurt)
                .robot("b", 2, 2, N).robot("c", 2, 0, S);
        f.turn();
        // a takes 1 (board) + 1 (b) + 1 (c) = 11 in register 1; a fires N and hits c before it is destroyed.
        assertEquals(RobotStatus.DESTROYED, f.after(1, "a").status());
        assertEquals(1, f.after(1, "c").damage());
    }
}
