package org.rallyworkbench.editor.scenario.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;

class ReplaySpeedTest {

    @Test
    void stepsFromAQuarterToFourTimesTheNormalSpeed() {
        ReplaySpeed speed = new ReplaySpeed();
        assertEquals("1×", speed.label());
        speed.faster();
        assertEquals(350.0, speed.scale(700), 1e-9);
        speed.faster();
        speed.faster();
        assertEquals("4×", speed.label());
        assertFalse(speed.canGoFaster());
        for (int i = 0; i < 6; i++) {
            speed.slower();
        }
        assertEquals("0.25×", speed.label());
        assertEquals(2800.0, speed.scale(700), 1e-9);
        assertFalse(speed.canGoSlower());
        assertTrue(speed.canGoFaster());
    }

    @Test
    void thePlayerTakesLongerPerFrameWhenSlower() {
        ScenarioRun run = ScenarioFixtures.run(ScenarioFixtures.failingPush(), Path.of("."));
        ReplayPlayer player = new ReplayPlayer();
        player.load(Timeline.of(run.initial().orElseThrow(), run.verdict().events()));
        player.jump(1);
        double normal = player.frameMillis();
        player.slower();
        assertEquals(2 * normal, player.frameMillis(), 1e-9);
        player.faster();
        player.faster();
        assertEquals(normal / 2, player.frameMillis(), 1e-9);
        player.dispose();
    }
}
