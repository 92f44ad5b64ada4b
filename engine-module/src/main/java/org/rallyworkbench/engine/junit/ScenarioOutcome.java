package org.rallyworkbench.engine.junit;

import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ExpectSpec;
import org.rallyworkbench.engine.scenario.ScenarioRunner;
import org.rallyworkbench.engine.scenario.ScriptError;
import org.rallyworkbench.engine.scenario.Verdict;

/**
 * The result of one run of a scenario, seen expectation by expectation: what the JUnit engine reports for
 * the scenario (its script errors) and for each {@code expect} child (its failure message, if any).
 */
final class ScenarioOutcome {

    private final Verdict verdict;

    private ScenarioOutcome(Verdict verdict) {
        this.verdict = verdict;
    }

    static ScenarioOutcome of(ScenarioSpec spec) {
        return new ScenarioOutcome(new ScenarioRunner().run(spec));
    }

    /** The script errors (file:line:column: message) that made the scenario invalid; empty when it ran. */
    List<String> errors() {
        return verdict.errors().stream().map(ScriptError::toString).toList();
    }

    /**
     * Why the expectation failed: the runner's report (file and line, each differing attribute as expected and
     * actual, the events of the register), or why it was never checked. Empty when it held.
     */
    Optional<String> failureOf(ExpectSpec expect) {
        for (Verdict.Failure f : verdict.failures()) {
            if (f.location().equals(expect.location())) {
                return Optional.of(f.report(""));
            }
        }
        if (!verdict.checked().contains(expect.location())) {
            return Optional.of(notReached(expect));
        }
        return Optional.empty();
    }

    private String notReached(ExpectSpec expect) {
        StringBuilder sb = new StringBuilder(expect.location().toString())
                .append(": expectation not checked: ");
        if (verdict.errors().isEmpty()) {
            sb.append("the scenario run never reached it");
        } else {
            sb.append("the script stopped on ")
                    .append(verdict.errors().size() == 1 ? "this error" : "these errors").append(':');
            verdict.errors().forEach(e -> sb.append("\n  ").append(e));
        }
        return sb.toString();
    }
}
