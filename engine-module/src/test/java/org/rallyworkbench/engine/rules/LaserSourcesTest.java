package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rallyworkbench.engine.model.Direction.E;
import static org.rallyworkbench.engine.model.Direction.N;
import static org.rallyworkbench.engine.model.Direction.W;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.LaserSource;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Robot;

/** {@link LaserSources}: one shared source per board laser and per robot, equal to the one a hit would make. */
class LaserSourcesTest {

    private final Board board = Fixture.board(6, 4).laser(0, 1, E, 2).laser(5, 3, W, 1).build();

    @Test
    void eachBoardLaserHasOneSourceEqualToANewOne() {
        Laser[] lasers = board.lasers().toArray(new Laser[0]);
        LaserSources sources = new LaserSources(lasers, 2);
        for (int i = 0; i < lasers.length; i++) {
            LaserSource s = sources.boardLaser(i);
            assertEquals(new LaserSource.BoardLaser(lasers[i].position(), lasers[i].dir()), s);
            assertSame(s, sources.boardLaser(i));
        }
    }

    @Test
    void eachRobotHasOneSourceNamedAfterIt() {
        TilePositions positions = new TilePositions(board);
        Bot a = new Bot(Robot.fresh("a", 1, Fixture.at(1, 1), N, 3), 0, positions);
        Bot b = new Bot(Robot.fresh("b", 2, Fixture.at(2, 2), N, 3), 1, positions);
        LaserSources sources = new LaserSources(new Laser[0], 2);
        assertEquals(new LaserSource.RobotLaser("a"), sources.robotLaser(a));
        assertEquals(new LaserSource.RobotLaser("b"), sources.robotLaser(b));
        assertSame(sources.robotLaser(a), sources.robotLaser(a));
    }

    @Test
    void everyHitOfAGameNamesTheBeamItCameFrom() {
        Fixture f = new Fixture(board).robot("a", 3, 1, W).robot("b", 1, 1, E).robot("c", 3, 3, N);
        for (int turn = 0; turn < 3; turn++) {
            f.turn();
        }
        List<GameEvent.Hit> hits = f.events(GameEvent.Hit.class);
        long boardHits = hits.stream().filter(h -> h.source() instanceof LaserSource.BoardLaser).count();
        assertTrue(boardHits > 0, "board lasers hit");
        for (GameEvent.Hit h : hits) {
            if (h.source() instanceof LaserSource.BoardLaser l) {
                assertTrue(board.lasers().stream()
                        .anyMatch(x -> x.position().equals(l.position()) && x.dir() == l.dir()), h.toString());
            } else {
                assertTrue(List.of("a", "b", "c").contains(((LaserSource.RobotLaser) h.source()).robot()));
            }
        }
    }
}
