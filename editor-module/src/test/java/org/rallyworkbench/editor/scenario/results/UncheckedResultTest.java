package org.rallyworkbench.editor.scenario.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openide.nodes.Node;
import org.rallyworkbench.editor.scenario.design.RosterEdits;
import org.rallyworkbench.editor.scenario.design.StepEdits;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;
import org.rallyworkbench.engine.scenario.ScenarioRunner;
import org.rallyworkbench.engine.scenario.Verdict;

/** A scenario without any expectation is listed as unchecked, with why, and never counted as passed. */
class UncheckedResultTest {

    @Test
    void aScenarioWithoutExpectationsIsUncheckedInTheResults() {
        String text = ScenarioFixtures.failingPush();
        String none = StepEdits.removeTurn(RosterEdits.removeRobot(text, "green"), 1);
        none = StepEdits.addTurn(none, List.of("red", "blue"));
        Verdict v = new ScenarioRunner().run(ScenarioFixtures.spec(none, Path.of(".")));
        assertEquals(Verdict.Outcome.NO_EXPECTATIONS, v.outcome(), v.report());
        ResultEntry entry = new ResultEntry(Path.of("dir", "none.scenario.xml"), v);
        Node node = ResultNodes.result(entry);
        assertTrue(node.getDisplayName().startsWith("UNCHECKED dir/none"), node.getDisplayName());
        Node[] details = node.getChildren().getNodes(true);
        assertEquals(1, details.length);
        assertTrue(details[0].getDisplayName().startsWith("no expectations"), details[0].getDisplayName());
        SuiteSummary summary = SuiteSummary.of(List.of(entry));
        assertEquals(0, summary.passed());
        assertEquals("0 passed, 0 failed, 0 invalid, 1 without expectations", summary.text());
    }
}
