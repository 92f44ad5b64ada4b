package org.rallyworkbench.editor.scenario.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.design.Sprite;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;

class TimelineTest {

    private static final Path DIR = Path.of(".");

    private static Timeline timeline(ScenarioRun run) {
        return Timeline.of(run.initial().orElseThrow(), run.verdict().events());
    }

    @Test
    void theReplayEndsWhereTheEngineDid() {
        ScenarioRun run = ScenarioFixtures.run(ScenarioFixtures.failingPush(), DIR);
        Timeline t = timeline(run);
        Map<String, RobotPose> end = t.get(t.size() - 1).poses();
        assertEquals(new Position(3, 2), end.get("red").position());
        assertEquals(new Position(4, 2), end.get("blue").position());
        assertFalse(end.get("green").onBoard());
        assertEquals(2, end.get("green").lives());
        assertEquals(5, t.registers().size());
    }

    @Test
    void theFirstFrameIsTheStart() {
        Timeline t = timeline(ScenarioFixtures.run(ScenarioFixtures.failingPush(), DIR));
        assertEquals("start", t.get(0).label());
        assertEquals(new Position(1, 2), t.get(0).poses().get("red").position());
    }

    @Test
    void aFailedExpectationMarksItsRegisterAndDrawsTheExpectedRobot() {
        ScenarioRun run = ScenarioFixtures.run(ScenarioFixtures.failingPush(), DIR);
        Timeline t = timeline(run);
        FailureMark mark = FailureMark.first(run.verdict(), t).orElseThrow();
        assertEquals(1, t.get(mark.frame()).turn());
        assertEquals(1, t.get(mark.frame()).register());
        assertEquals(1, mark.ghosts().size());
        assertEquals("red", mark.ghosts().get(0).name());
        assertEquals(new Position(4, 2), mark.ghosts().get(0).position());
    }

    @Test
    void robotsSlideAndDamageCountsUpBetweenFrames() {
        RobotPose a = new RobotPose("red", new Position(1, 2), Direction.E, 0, 3, true);
        RobotPose b = new RobotPose("red", new Position(3, 2), Direction.E, 2, 3, true);
        Sprite mid = Tween.sprites(Map.of("red", a), Map.of("red", b), 0.5).get(0);
        assertEquals(2.0, mid.x(), 1e-9);
        assertEquals(1.0, mid.heading(), 1e-9);
        assertEquals(1, mid.damage());
    }

    @Test
    void robotsTurnBetweenFrames() {
        RobotPose a = new RobotPose("red", new Position(1, 2), Direction.E, 0, 3, true);
        RobotPose b = new RobotPose("red", new Position(1, 2), Direction.S, 0, 3, true);
        assertEquals(1.5, Tween.sprites(Map.of("red", a), Map.of("red", b), 0.5).get(0).heading(), 1e-9);
    }

    /** Carried onto a turning conveyor or a gear: the robot turns only once its slide has ended. */
    @Test
    void aRobotThatSlidesAndTurnsSlidesFirstThenTurns() {
        RobotPose a = new RobotPose("red", new Position(1, 2), Direction.E, 0, 3, true);
        RobotPose b = new RobotPose("red", new Position(3, 2), Direction.S, 0, 3, true);
        Map<String, RobotPose> before = Map.of("red", a);
        Map<String, RobotPose> after = Map.of("red", b);
        Sprite sliding = Tween.sprites(before, after, 0.25).get(0);
        assertEquals(2.0, sliding.x(), 1e-9);
        assertEquals(1.0, sliding.heading(), 1e-9, "no turn while sliding");
        Sprite arrived = Tween.sprites(before, after, 0.5).get(0);
        assertEquals(3.0, arrived.x(), 1e-9);
        assertEquals(1.0, arrived.heading(), 1e-9);
        Sprite turning = Tween.sprites(before, after, 0.75).get(0);
        assertEquals(3.0, turning.x(), 1e-9);
        assertEquals(1.5, turning.heading(), 1e-9);
        assertEquals(2.0, Tween.sprites(before, after, 1).get(0).heading(), 1e-9);
    }

    @Test
    void aGhostOnAnOccupiedTileIsDrawnBesideIt() {
        RobotPose blue = new RobotPose("blue", new Position(4, 2), Direction.N, 0, 3, true);
        RobotPose ghost = new RobotPose("red", new Position(4, 2), Direction.E, 0, 3, true);
        Sprite s = Tween.ghosts(java.util.List.of(ghost), Map.of("blue", blue)).get(0);
        assertTrue(s.ghost());
        assertTrue(s.x() != 4.0);
    }
}
