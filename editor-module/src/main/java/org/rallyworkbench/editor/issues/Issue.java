package org.rallyworkbench.editor.issues;

import java.util.Optional;
import org.rallyworkbench.engine.model.Position;

/** One line of the Issues window: an error (the format's rules) or a design warning, and its tile if any. */
public record Issue(boolean error, Optional<Position> tile, String message) {

    @Override
    public String toString() {
        return (error ? "Error: " : "Warning: ") + tile.map(p -> p + " ").orElse("") + message;
    }
}
