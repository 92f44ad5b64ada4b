package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rallyworkbench.engine.model.Direction.E;
import static org.rallyworkbench.engine.model.Direction.N;
import static org.rallyworkbench.engine.rules.Fixture.at;

import java.util.List;
import org.junit.jupiter.api.Test;

/** R-CHECK-1..3. */
class CheckpointsTest {

    @Test
    void flagsInOrderAdvanceAndOutOfOrderOnlyMoveTheArchive() {
        Fixture f = new Fixture(Fixture.board(8, 3).flag(2, 1, 2).flag(4, 1, 1).build())
                .robot("r", 1, 1, E).program("r", "move1@500 move2@700 move1@510");
        f.turn();
        assertEquals(at(2, 1), f.after(1, "r").archive());
        assertEquals(1, f.after(1, "r").nextFlag());
        assertEquals(2, f.after(2, "r").nextFlag());
        assertEquals(at(4, 1), f.after(2, "r").archive());
    }

    @Test
    void repairSiteMovesTheArchiveWithoutRepairingDuringRegisters() {
        Fixture f = new Fixture(Fixture.board(8, 3).repair(2, 1, false).laser(7, 1, org.rallyworkbench.engine.model.Direction.W, 1).build())
                .robot("r", 1, 1, E).program("r", "move1@500");
        f.turn();
        assertEquals(at(2, 1), f.after(1, "r").archive());
        assertEquals(1, f.after(1, "r").damage());
        assertEquals(4, f.robot("r").damage());    // 5 hits, then 1 repaired at the end of turn
    }

    @Test
    void reachingTheLastFlagWinsAndEndsTheGameAfterThatRegister() {
        Fixture f = new Fixture(Fixture.board(8, 3).flag(2, 1, 1).build())
                .robot("a", 1, 1, E).robot("b", 3, 0, N)
                .program("a", "move1@500 move1@510").program("b", "move1@600");
        f.turn();
        assertEquals(List.of("a"), f.state.winners());
        assertTrue(f.state.gameOver());
        assertFalse(f.afterRegister.containsKey(2));
        assertEquals(at(2, 1), f.robot("a").position());
    }

    @Test
    void simultaneousWinnersByStartNumber() {
        Fixture f = new Fixture(Fixture.board(8, 3).flag(2, 1, 1).flag(5, 1, 2).build())
                .robot("a", 5, 0, org.rallyworkbench.engine.model.Direction.S)
                .robot("b", 1, 1, E);
        f.robots.set(0, f.robots.get(0).withNextFlag(2));
        f.robots.set(1, new org.rallyworkbench.engine.model.Robot("b", 0, at(1, 1), E, 0, 3, 1, at(1, 1), E,
                java.util.Optional.empty(), false, false, org.rallyworkbench.engine.model.Robot.emptyRegisters(),
                List.of(), 0, List.of(), org.rallyworkbench.engine.model.RobotStatus.IN_PLAY, 0, false));
        f.program("a", "move1@500").program("b", "move1@600");
        f.turn();
        assertEquals(List.of("a"), f.state.winners());   // b reached flag 1 only
    }
}
