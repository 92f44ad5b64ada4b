package org.rallyworkbench.engine.junit;

import java.util.Optional;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;

/** What a scenario or variant node hands its expectation children: the outcome of playing it. */
record ScenarioContext(Optional<ScenarioOutcome> outcome) implements EngineExecutionContext {

    static ScenarioContext empty() {
        return new ScenarioContext(Optional.empty());
    }

    ScenarioContext with(ScenarioOutcome played) {
        return new ScenarioContext(Optional.of(played));
    }
}
