package org.rallyworkbench.editor.scenario.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.OptionCard;

/** What the Replay draws of the option cards in a frame, from the engine's option events. */
class OptionEffectsTest {

    private static OptionEffects lasers(ScenarioRun run, int register) {
        Timeline t = ReplayRuns.timeline(run);
        int i = ReplayRuns.frame(t, 1, register, "lasers");
        return OptionEffects.of(t.get(i), HeldOptions.at(run.initial().orElseThrow(), t, i - 1));
    }

    @Test
    void aPressorBeamIsItsOwnBeamAndAPush() {
        OptionEffects e = lasers(ReplayRuns.option("pressor"), 1);
        assertEquals(List.of(new OptionEffects.OptionBeam("a", "b", OptionCard.PRESSOR_BEAM)), e.beams());
        assertEquals(List.of(new OptionEffects.Shove("b", "a", Direction.E, false)), e.shoves());
        assertTrue(e.drawsHit("a", "b"));
    }

    @Test
    void aTractorBeamPulls() {
        OptionEffects e = lasers(ReplayRuns.option("tractor"), 1);
        assertEquals(OptionCard.TRACTOR_BEAM, e.beams().get(0).kind());
        assertEquals(List.of(new OptionEffects.Shove("b", "a", Direction.W, true)), e.shoves());
    }

    @Test
    void theHighPowerLasersHitsAreDrawnInItsColour() {
        OptionEffects e = lasers(ReplayRuns.option("high-power-two-robots"), 1);
        assertEquals(List.of(new OptionEffects.OptionBeam("a", "b", OptionCard.HIGH_POWER_LASER),
                new OptionEffects.OptionBeam("a", "c", OptionCard.HIGH_POWER_LASER)), e.beams());
        assertTrue(e.shoves().isEmpty());
    }

    @Test
    void aDoubleBarreledHitIsDrawnAsSuch() {
        OptionEffects e = lasers(ReplayRuns.option("double-barreled"), 1);
        assertTrue(e.beams().stream().anyMatch(b -> b.kind() == OptionCard.DOUBLE_BARRELED_LASER), e.toString());
    }

    @Test
    void shieldCoatAndSacrificeEachShowWhatTheyTookAway() {
        ScenarioRun run = ReplayRuns.option("shield-coat-sacrifice");
        assertEquals(List.of(new OptionEffects.Shield("b", OptionCard.POWER_DOWN_SHIELD, 1, false),
                new OptionEffects.Shield("b", OptionCard.ABLATIVE_COAT, 2, false)), lasers(run, 1).shields());
        assertEquals(List.of(new OptionEffects.Shield("b", OptionCard.POWER_DOWN_SHIELD, 1, false),
                new OptionEffects.Shield("b", OptionCard.ABLATIVE_COAT, 1, false),
                new OptionEffects.Shield("b", OptionCard.BRAKES, 1, true)), lasers(run, 2).shields());
    }

    @Test
    void theScramblerNamesTheCardItReplaced() {
        OptionEffects e = lasers(ReplayRuns.option("scrambler"), 1);
        assertEquals(List.of(new OptionEffects.Scramble("b", 2, Card.parse("move3@790"), Card.parse("move1@640"), "a")),
                e.scrambles());
        assertEquals(OptionCard.SCRAMBLER, e.beams().get(0).kind());
    }

    @Test
    void aGameWithoutOptionsHasNoEffects() {
        ScenarioRun run = ReplayRuns.crossfire();
        Timeline t = ReplayRuns.timeline(run);
        int i = ReplayRuns.frame(t, 1, 1, "movement");
        assertTrue(OptionEffects.of(t.get(i), HeldOptions.at(run.initial().orElseThrow(), t, i - 1)).isEmpty());
        assertFalse(lasers(run, 1).beams().isEmpty(), "green's high-power laser hits in register 1");
    }
}
