package org.rallyworkbench.editor.scenario.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.engine.model.OptionCard;

/** The option cards and counters the Replay lists beside the board, frame by frame. */
class HeldOptionsTest {

    private static List<String> listed(ScenarioRun run, Timeline t, int frame) {
        return ReplaySidePanel.optionLines(HeldOptions.at(run.initial().orElseThrow(), t, frame));
    }

    @Test
    void theCoatsCounterCountsUpAndTheCardGoesAfterItsThirdPoint() {
        ScenarioRun run = ReplayRuns.crossfire();
        Timeline t = ReplayRuns.timeline(run);
        assertEquals(List.of("green", "    Ablative Coat (1 of 3 absorbed)", "    High-Power Laser"), listed(run, t, 0));
        assertEquals("    Ablative Coat (2 of 3 absorbed)", listed(run, t, ReplayRuns.frame(t, 1, 2, "lasers")).get(1));
        assertEquals(List.of("green", "    High-Power Laser"), listed(run, t, ReplayRuns.frame(t, 1, 3, "lasers")));
    }

    @Test
    void aSacrificedOptionLeavesTheList() {
        ScenarioRun run = ReplayRuns.option("shield-coat-sacrifice");
        Timeline t = ReplayRuns.timeline(run);
        HeldOptions start = HeldOptions.at(run.initial().orElseThrow(), t, 0);
        assertTrue(start.holds("b", OptionCard.BRAKES));
        HeldOptions after = HeldOptions.at(run.initial().orElseThrow(), t, ReplayRuns.frame(t, 1, 2, "lasers"));
        assertFalse(after.holds("b", OptionCard.BRAKES));
        assertFalse(after.holds("b", OptionCard.ABLATIVE_COAT));
        assertTrue(after.holds("b", OptionCard.POWER_DOWN_SHIELD));
    }

    @Test
    void theHowitzersShotsAreCounted() {
        ScenarioRun run = ReplayRuns.option("howitzer");
        Timeline t = ReplayRuns.timeline(run);
        int before = HeldOptions.at(run.initial().orElseThrow(), t, 0).of("a").stream()
                .filter(h -> h.option() == OptionCard.MINI_HOWITZER).findFirst().orElseThrow().count();
        int after = HeldOptions.at(run.initial().orElseThrow(), t, ReplayRuns.frame(t, 1, 1, "lasers")).of("a").stream()
                .filter(h -> h.option() == OptionCard.MINI_HOWITZER).findFirst().orElseThrow().count();
        assertEquals(before + 1, after);
    }

    @Test
    void robotsWithoutOptionsListNone() {
        ScenarioRun run = ReplayRuns.option("pressor");
        assertEquals(List.of("a", "    Pressor Beam"), listed(run, ReplayRuns.timeline(run), 0));
        assertFalse(HeldOptions.at(run.initial().orElseThrow(), ReplayRuns.timeline(run), 0).of("b").iterator().hasNext());
    }
}
