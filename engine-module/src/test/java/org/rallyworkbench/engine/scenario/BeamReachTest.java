package org.rallyworkbench.engine.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.BeamPath;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.TurnSpec;

/**
 * {@link BeamPath#reach}, where the pictures end a board laser's beam among robots, ends it on exactly the robot
 * the engine's laser phase hits (R-LASER-1), on random boards with walls, lasers and standing robots.
 */
class BeamReachTest {

    @Test
    void theDrawnBeamEndsOnTheRobotTheLaserPhaseHits() {
        Random random = new Random(18);
        int checked = 0;
        for (int round = 0; round < 200; round++) {
            Board board = randomBoard(random);
            List<RobotSpec> robots = randomRobots(random, board);
            Set<Position> standing = new HashSet<>();
            Map<Position, String> names = new HashMap<>();
            for (RobotSpec r : robots) {
                standing.add(r.position());
                names.put(r.position(), r.name());
            }
            List<ScenarioSpec.Step> steps = List.of(new TurnSpec(robots.stream()
                    .map(r -> ScenarioRunnerTest.program(r.name(), "", 5)).toList(), List.of(),
                    ScenarioRunnerTest.line(4)));
            Verdict v = new ScenarioRunner().run(ScenarioRunnerTest.spec(board, robots, steps));
            Map<Laser, String> hitByEngine = new HashMap<>();
            for (GameEvent e : v.events()) {
                if (e.turn() == 1 && e.register() == 1 && e instanceof GameEvent.Hit hit
                        && hit.source() instanceof GameEvent.LaserSource.BoardLaser from) {
                    board.lasers().stream().filter(l -> l.position().equals(from.position()) && l.dir() == from.dir())
                            .forEach(l -> hitByEngine.put(l, hit.robot()));
                }
            }
            for (Laser l : board.lasers()) {
                int n = BeamPath.reach(board, l, standing::contains);
                Position end = n == 0 ? null : l.position().step(l.dir(), n - 1);
                String drawnOn = end != null && standing.contains(end) ? names.get(end) : null;
                assertEquals(hitByEngine.get(l), drawnOn, "round " + round + ", laser " + l + " on " + board);
                checked++;
            }
        }
        assertEquals(true, checked > 300, "lasers checked: " + checked);
    }

    private static Board randomBoard(Random random) {
        int w = 4 + random.nextInt(6);
        int h = 4 + random.nextInt(6);
        Board.Builder b = Board.builder("r", w, h);
        for (int i = 0; i < w * h / 4; i++) {
            b.wall(random.nextInt(w), random.nextInt(h), Direction.values()[random.nextInt(4)]);
        }
        Set<String> lasers = new HashSet<>();
        for (int i = 0; i < 1 + random.nextInt(4); i++) {
            int x = random.nextInt(w);
            int y = random.nextInt(h);
            Direction d = Direction.values()[random.nextInt(4)];
            if (lasers.add(x + "," + y + d)) {
                b.laser(x, y, d, 1 + random.nextInt(3));
            }
        }
        return b.build();
    }

    private static List<RobotSpec> randomRobots(Random random, Board board) {
        List<RobotSpec> robots = new ArrayList<>();
        Set<Position> taken = new HashSet<>();
        int n = 1 + random.nextInt(4);
        for (int i = 0; robots.size() < n && i < 50; i++) {
            Position p = new Position(random.nextInt(board.width()), random.nextInt(board.height()));
            if (taken.add(p)) {
                robots.add(ScenarioRunnerTest.robot("r" + robots.size(), p.x(), p.y(), 0, 3));
            }
        }
        return robots;
    }
}
