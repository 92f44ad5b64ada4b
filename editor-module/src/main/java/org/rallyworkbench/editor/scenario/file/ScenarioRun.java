package org.rallyworkbench.editor.scenario.file;

import java.util.Objects;
import java.util.Optional;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.scenario.Verdict;

/** One run of a scenario: the text it was read from, what was run, the state it started from (empty when its robots are invalid), and the verdict with its event log. */
public record ScenarioRun(String text, ScenarioSpec spec, Optional<GameState> initial, Verdict verdict) {

    public ScenarioRun {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(initial, "initial");
        Objects.requireNonNull(verdict, "verdict");
    }
}
