package org.rallyworkbench.engine.export;

import org.rallyworkbench.engine.model.SourceLocation;

/** One thing wrong with an imported file, where it was found and what it is. */
public record ImportProblem(SourceLocation location, String message) {

    /** {@code FILE:LINE:COLUMN: message}, the form every tool of the project prints. */
    @Override
    public String toString() {
        return location + ": " + message;
    }
}
