package org.rallyworkbench.editor.scenario.run;

import java.util.List;
import java.util.Optional;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.scenario.ScenarioException;
import org.rallyworkbench.engine.scenario.ScenarioRunner;
import org.rallyworkbench.engine.scenario.ScriptError;
import org.rallyworkbench.engine.scenario.Verdict;
import org.rallyworkbench.engine.model.Problem;

/** Runs a loaded scenario with the engine (plain Java, any thread): the UI never re-implements a rule. */
public final class ScenarioExecution {

    private ScenarioExecution() {
    }

    /** Runs the scenario; its verdict is INVALID (and no initial state) when its robots are wrong. */
    public static ScenarioRun run(String text, ScenarioSpec spec) {
        Verdict verdict = new ScenarioRunner().run(spec);
        return new ScenarioRun(text, spec, initialState(spec), verdict);
    }

    public static Optional<GameState> initialState(ScenarioSpec spec) {
        try {
            return Optional.of(ScenarioRunner.initialState(spec));
        } catch (ScenarioException e) {
            return Optional.empty();
        }
    }

    /** An INVALID verdict for problems that kept a scenario from being read. */
    public static Verdict invalid(String file, List<Problem> problems) {
        return new Verdict("", file, Verdict.Outcome.INVALID, List.of(),
                problems.stream().map(p -> new ScriptError(p.location(), p.message())).toList(), List.of());
    }
}
