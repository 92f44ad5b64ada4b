package org.rallyworkbench.engine.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoardTransformTest {

    /** A 4×3 board with one of everything that has an orientation. */
    private static Board sample() {
        return Board.builder("t", 4, 3)
                .conveyor(0, 0, Direction.E, false)
                .conveyor(1, 0, Direction.S, true)
                .gear(2, 1, Rotation.CW)
                .pit(3, 2)
                .repair(0, 2, true)
                .crusher(1, 2, Registers.of(2))
                .wall(1, 1, Direction.N)
                .wall(3, 1, Direction.E)
                .laser(0, 1, Direction.E, 2)
                .pusher(2, 2, Direction.S, Registers.of(1, 3))
                .flag(3, 0, 1)
                .start(0, 1, 1, Direction.E)
                .build();
    }

    @Test
    void rotatingClockwiseMovesTilesAndTurnsDirections() {
        Board r = BoardTransform.ROTATE_90.apply(sample());
        assertEquals(3, r.width());
        assertEquals(4, r.height());
        // (0,0) E-conveyor → (2,0) facing S
        assertEquals(new FloorElement.Conveyor(Direction.S, false), r.floorAt(new Position(2, 0)).orElseThrow());
        // pit (3,2) → (0,3)
        assertTrue(r.isPit(new Position(0, 3)));
        // wall N of (1,1) → E of (1,1)
        assertTrue(r.hasWall(new Position(1, 1), Direction.E));
        assertEquals(Direction.S, r.lasers().get(0).dir());
        assertEquals(Direction.W, r.pushers().get(0).side());
        assertEquals(new Position(2, 3), r.flags().get(0).position());
    }

    @Test
    void mirrorSwapsGearSenseAndEastWest() {
        Board m = BoardTransform.MIRROR.apply(sample());
        assertEquals(new FloorElement.Gear(Rotation.CCW), m.floorAt(new Position(1, 1)).orElseThrow());
        assertEquals(new FloorElement.Conveyor(Direction.W, false), m.floorAt(new Position(3, 0)).orElseThrow());
        assertTrue(m.hasWall(new Position(0, 1), Direction.W));
    }

    @Test
    void fourRotationsAndTwoMirrorsGiveTheBoardBack() {
        Board b = sample();
        Board r = b;
        for (int i = 0; i < 4; i++) {
            r = BoardTransform.ROTATE_90.apply(r);
            if (i < 3) {
                assertNotEquals(b, r);
            }
        }
        assertEquals(b, r);
        assertEquals(b, BoardTransform.MIRROR.apply(BoardTransform.MIRROR.apply(b)));
    }

    @Test
    void positionAndDirectionTransformsAgreeWithStepping() {
        // Stepping then transforming equals transforming then stepping in the transformed direction.
        for (int q = 0; q < 4; q++) {
            for (boolean m : new boolean[] {false, true}) {
                BoardTransform t = new BoardTransform(q, m);
                Position p = new Position(1, 1);
                for (Direction d : Direction.values()) {
                    assertEquals(t.apply(p.step(d), 4, 3), t.apply(p, 4, 3).step(t.apply(d)), t.describe() + " " + d);
                }
            }
        }
    }
}
