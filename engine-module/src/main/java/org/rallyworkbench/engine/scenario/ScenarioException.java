package org.rallyworkbench.engine.scenario;

import java.util.List;

/** A scenario that cannot be run: its script errors, each with file and line. */
public final class ScenarioException extends Exception {

    private final transient List<ScriptError> errors;

    public ScenarioException(List<ScriptError> errors) {
        super(errors.isEmpty() ? "invalid scenario" : errors.get(0).toString());
        this.errors = List.copyOf(errors);
    }

    public List<ScriptError> errors() {
        return errors;
    }
}
