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
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Card;
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
    void everyRingIsItsFiveSegmentsClockwiseFromNorth() {
        for (int d = 1; d <= 7; d++) {
            List<Position> expected = new java.util.ArrayList<>();
            for (int dx = 0; dx <= d; dx++) {
                expected.add(at(5 + dx, 5 - d));            // top row, centre to NE corner
            }
            for (int dy = -d + 1; dy <= d; dy++) {
                expected.add(at(5 + d, 5 + dy));            // east column down to SE corner
            }
            for (int dx = d - 1; dx >= -d; dx--) {
                expected.add(at(5 + dx, 5 + d));            // bottom row west to SW corner
            }
            for (int dy = d - 1; dy >= -d; dy--) {
                expected.add(at(5 - d, 5 + dy));            // west column up to NW corner
            }
            for (int dx = -d + 1; dx < 0; dx++) {
                expected.add(at(5 + dx, 5 - d));            // top row, NW corner back to centre
            }
            assertEquals(expected, TurnStart.ring(at(5, 5), d), "ring " + d);
        }
    }

    @Test
    void nearestFreeIsTheFirstFreeTileOfTheRingsInOrder() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(8);
        for (int round = 0; round < 300; round++) {
            int w = 1 + random.nextInt(14);
            int h = 1 + random.nextInt(14);
            org.rallyworkbench.engine.model.Board.Builder builder = Fixture.board(w, h);
            boolean[] taken = new boolean[w * h];
            double pits = random.nextDouble();
            for (int i = 0; i < w * h; i++) {
                if (random.nextDouble() < pits) {
                    builder.pit(i % w, i / w);
                    taken[i] = true;
                }
            }
            List<org.rallyworkbench.engine.model.Robot> robots = new java.util.ArrayList<>();
            for (int i = 0; i < w * h && robots.size() < 12; i++) {
                if (!taken[i] && random.nextInt(3) == 0) {
                    robots.add(org.rallyworkbench.engine.model.Robot.fresh("r" + i, robots.size() + 1,
                            at(i % w, i / w), N, 3));
                }
            }
            Table t = new Table(GameDirector.newGame(builder.build(), org.rallyworkbench.engine.model.RuleSetId.HOUSE,
                    robots, 1), org.rallyworkbench.engine.event.EventSink.NONE,
                    BoardTables.of(builder.build()));
            Position center = at(random.nextInt(w), random.nextInt(h));
            Position expected = null;
            for (int d = 1; d <= Math.max(w, h) && expected == null; d++) {
                for (Position p : TurnStart.ring(center, d)) {
                    if (p.x() >= 0 && p.y() >= 0 && p.x() < w && p.y() < h && !t.board.isPit(p)
                            && robots.stream().noneMatch(r -> r.position().equals(p))) {
                        expected = p;
                        break;
                    }
                }
            }
            assertEquals(expected, TurnStart.nearestFree(t, center), w + "x" + h + " around " + center);
        }
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

    /** r drives into the pit (3,1) in register 1; its archive (4,4) is held by b, who stays put. */
    private static Fixture occupiedArchive(Fixture f) {
        f.robot("r", 1, 1, E).robot("b", 4, 4, N);
        f.robots.set(0, f.robots.get(0).withArchive(at(4, 4), E));
        return f;
    }

    private static Submission naming(String robot, String cards, Position tile) {
        return new Submission(robot, Card.parseList(cards), false, Optional.empty(), DoubleRepairChoice.REPAIR,
                Optional.of(tile));
    }

    private static GameEvent.ReEntered reEntry(Fixture f, String robot) {
        return f.events(GameEvent.ReEntered.class).stream().filter(e -> e.robot().equals(robot)).findFirst()
                .orElseThrow();
    }

    @Test
    void occupiedArchiveTakesTheTileThePlayerNamed() {
        Fixture f = occupiedArchive(new Fixture(Fixture.board(6, 6).pit(3, 1).build()));
        f.submit(naming("r", "move2@700", at(0, 5)));     // any free tile, not only a neighbour
        f.turn();
        assertEquals(Optional.of(at(0, 5)), f.robot("r").reentryTile());
        f.turn();
        assertEquals(at(0, 5), f.robot("r").position());
        assertEquals(E, f.robot("r").facing());
        GameEvent.ReEntered e = reEntry(f, "r");
        assertEquals(false, e.onArchive());
        assertEquals(Optional.of(at(0, 5)), e.namedTile());
    }

    @Test
    void aNamedTileIsIgnoredWhileTheArchiveIsFree() {
        Fixture f = new Fixture(Fixture.board(6, 6).pit(3, 1).build()).robot("r", 1, 1, E);
        f.submit(naming("r", "move2@700", at(0, 5)));
        f.turn();
        f.turn();
        assertEquals(at(1, 1), f.robot("r").position());
        assertEquals(true, reEntry(f, "r").onArchive());
        assertEquals(Optional.empty(), reEntry(f, "r").namedTile());
    }

    @Test
    void aNamedTileThatIsNotFreeLeavesTheSearch() {
        // the pit, a robot's tile, the occupied archive itself, and a tile off the board: N of (4,4) is searched
        for (Position named : List.of(at(3, 1), at(5, 5), at(4, 4), at(9, 9))) {
            Fixture f = occupiedArchive(new Fixture(Fixture.board(6, 6).pit(3, 1).build())).robot("c", 5, 5, N);
            f.submit(naming("r", "move2@700", named));
            f.turn();
            f.turn();
            assertEquals(at(4, 3), f.robot("r").position(), "named " + named);
            assertEquals(Optional.empty(), reEntry(f, "r").namedTile(), "named " + named);
        }
    }

    @Test
    void aRobotThatReEnteredJustBeforeTakesTheNamedTile() {
        // r falls in register 1, s in register 2; both have the archive (4,4), held by b, and both named (0,5)
        Fixture f = occupiedArchive(new Fixture(Fixture.board(6, 6).pit(3, 1).pit(3, 3).build()))
                .robot("s", 1, 3, E);
        f.robots.set(2, f.robots.get(2).withArchive(at(4, 4), E));
        f.submit(naming("r", "move2@700", at(0, 5))).submit(naming("s", "move1@490 move2@680", at(0, 5)));
        f.turn();
        f.turn();
        assertEquals(at(0, 5), f.robot("r").position());
        assertEquals(at(4, 3), f.robot("s").position());
    }

    @Test
    void aNamedTileStaysInForceUntilAnotherIsNamed() {
        Fixture f = occupiedArchive(new Fixture(Fixture.board(6, 6).pit(3, 1).build()));
        f.robots.set(0, f.robots.get(0).withReentryTile(Optional.of(at(0, 5))));
        f.program("r", "move2@700");                       // names nothing this turn
        f.turn();
        f.turn();
        assertEquals(at(0, 5), f.robot("r").position());
        f.submit(naming("r", "", at(5, 0)));
        f.turn();
        assertEquals(Optional.of(at(5, 0)), f.robot("r").reentryTile());
    }
}
