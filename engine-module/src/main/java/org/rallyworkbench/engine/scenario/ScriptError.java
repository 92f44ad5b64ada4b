package org.rallyworkbench.engine.scenario;

import org.rallyworkbench.engine.model.SourceLocation;

/** A mistake in a scenario script (not a rule failure), with where it was written. */
public record ScriptError(SourceLocation location, String message) {

    /** {@code FILE:LINE:COLUMN: message}. */
    @Override
    public String toString() {
        return location + ": " + message;
    }
}
