package org.rallyworkbench.editor.scenario.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;
import org.rallyworkbench.engine.scenario.Approval;
import org.rallyworkbench.engine.scenario.ScenarioException;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.scenario.Verdict;

class ApprovalTest {

    private static String approve(String text, Path dir) {
        ScenarioRun run = ScenarioFixtures.run(text, dir);
        try {
            return Approval.approve(text, run.spec());
        } catch (ScenarioException e) {
            throw new AssertionError(e.errors().toString(), e);
        }
    }

    @Test
    void approvingAFailureWritesTheActualValueInPlace() {
        String text = ScenarioFixtures.failingPush();
        String approved = approve(text, Path.of("."));
        assertEquals(text.replace("<robot name=\"red\" x=\"4\" y=\"2\" facing=\"E\"/>",
                "<robot name=\"red\" x=\"3\" y=\"2\" facing=\"E\"/>"), approved);
        assertEquals(Verdict.Outcome.PASSED, ScenarioFixtures.run(approved, Path.of(".")).verdict().outcome());
    }

    @Test
    void aMissingAttributeIsAdded() {
        String text = ScenarioFixtures.failingPush().replace("<robot name=\"blue\" x=\"4\" y=\"2\" facing=\"N\"/>",
                "<robot name=\"blue\" x=\"4\" y=\"2\" facing=\"N\" damage=\"5\"/>");
        String approved = approve(text, Path.of("."));
        assertTrue(approved.contains("<robot name=\"blue\" x=\"4\" y=\"2\" facing=\"N\" damage=\"1\"/>"), approved);
        assertEquals(Verdict.Outcome.PASSED, ScenarioFixtures.run(approved, Path.of(".")).verdict().outcome());
    }

    @Test
    void aScenarioWithoutFinalExpectationGetsOneWithTheFinalState() {
        String text = ScenarioFixtures.failingPush().replaceAll("(?s)  <expect>\\s*<robot name=\"green\"[^<]*/>\\s*</expect>\\n", "");
        String approved = approve(text, Path.of("."));
        assertTrue(approved.contains("<robot name=\"green\" damage=\"0\" lives=\"2\" destroyed=\"true\"/>"), approved);
        assertTrue(approved.contains("<robot name=\"red\" x=\"3\" y=\"2\" facing=\"E\""), approved);
        assertEquals(Verdict.Outcome.PASSED, ScenarioFixtures.run(approved, Path.of(".")).verdict().outcome());
    }

    static Stream<Path> suite() {
        return ScenarioFiles.find(List.of(ScenarioFixtures.SUITE)).stream();
    }

    /** Approving a passing scenario of the suite, without its final expectations, keeps it passing. */
    @ParameterizedTest
    @MethodSource("suite")
    void approvedSuiteScenariosStillPass(Path file) {
        String text = ScenarioFixtures.read(file);
        ScenarioRun run = ScenarioFixtures.run(text, file.getParent());
        if (run.initial().isEmpty() || run.verdict().outcome() == Verdict.Outcome.INVALID) {
            return;
        }
        // without its final expectations, approving writes the whole final state
        String withoutFinal = text.replaceAll("(?s)<expect>(?:(?!<expect).)*?</expect>\\s*(?=</scenario>)", "");
        String approved = approve(withoutFinal, file.getParent());
        ScenarioRun again = ScenarioFixtures.run(approved, file.getParent());
        assertEquals(Verdict.Outcome.PASSED, again.verdict().outcome(), again.verdict().report());
    }
}
