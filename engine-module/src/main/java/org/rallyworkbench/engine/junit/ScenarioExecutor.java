package org.rallyworkbench.engine.junit;

import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.opentest4j.AssertionFailedError;
import org.rallyworkbench.engine.junit.ScenarioDescriptor.ExpectDescriptor;
import org.rallyworkbench.engine.junit.ScenarioDescriptor.VariantDescriptor;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;

/** Runs the discovered scenarios and reports each scenario, variant and expectation to JUnit. */
final class ScenarioExecutor {

    private final EngineExecutionListener listener;

    ScenarioExecutor(EngineExecutionListener listener) {
        this.listener = listener;
    }

    void execute(TestDescriptor engine) {
        executeContainer(engine);
    }

    private void executeContainer(TestDescriptor container) {
        listener.executionStarted(container);
        for (TestDescriptor child : container.getChildren()) {
            if (child instanceof ScenarioDescriptor scenario) {
                executeScenario(scenario);
            } else if (child instanceof SuiteDescriptor) {
                executeContainer(child);
            }
        }
        listener.executionFinished(container, TestExecutionResult.successful());
    }

    private void executeScenario(ScenarioDescriptor scenario) {
        listener.executionStarted(scenario);
        ReadResult<ScenarioSpec> load = scenario.load();
        if (!load.isRead()) {
            listener.executionFinished(scenario,
                    TestExecutionResult.failed(new AssertionFailedError(load.problems().stream().map(Object::toString).collect(Collectors.joining("\n")))));
            return;
        }
        TestExecutionResult result = run(scenario, load.asOptional().orElseThrow());
        for (TestDescriptor child : scenario.getChildren()) {
            if (child instanceof VariantDescriptor variant) {
                listener.executionStarted(variant);
                listener.executionFinished(variant, run(variant, variant.spec()));
            }
        }
        listener.executionFinished(scenario, result);
    }

    /**
     * Runs one scenario (or variant) and reports its expectation children. The container itself fails only
     * when the script cannot run (its errors), so a failing expectation shows on its own line.
     */
    private TestExecutionResult run(TestDescriptor container, ScenarioSpec spec) {
        ScenarioOutcome outcome;
        try {
            outcome = ScenarioOutcome.of(spec);
        } catch (RuntimeException e) {
            // An engine bug must show as this scenario's error, not stop the whole suite.
            return TestExecutionResult.failed(e);
        }
        for (TestDescriptor child : container.getChildren()) {
            if (child instanceof ExpectDescriptor expect) {
                listener.executionStarted(expect);
                Optional<String> failure = outcome.failureOf(expect.expect());
                listener.executionFinished(expect, failure
                        .map(message -> TestExecutionResult.failed(new AssertionFailedError(message)))
                        .orElse(TestExecutionResult.successful()));
            }
        }
        return outcome.errors().isEmpty()
                ? TestExecutionResult.successful()
                : TestExecutionResult.failed(new AssertionFailedError(String.join("\n", outcome.errors())));
    }
}
