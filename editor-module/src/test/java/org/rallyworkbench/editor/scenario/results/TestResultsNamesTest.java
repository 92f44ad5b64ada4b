package org.rallyworkbench.editor.scenario.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The suite name in the Test Results window's summary line. */
class TestResultsNamesTest {

    @Test
    void reRunningFailuresAgainDoesNotPileUpFailedMarks() {
        String first = TestResultsTopComponent.failedRunName("scen/");
        assertEquals("scen/ (failed)", first);
        assertEquals("scen/ (failed)", TestResultsTopComponent.failedRunName(first),
                "Re-run Failed after Re-run Failed showed 'scen/ (failed) (failed)'");
    }
}
