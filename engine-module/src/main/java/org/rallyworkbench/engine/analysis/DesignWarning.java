package org.rallyworkbench.engine.analysis;

import java.util.Optional;
import org.rallyworkbench.engine.model.Position;

/** A board that is valid but probably not what its designer meant; {@code tile} is where, if anywhere. */
public record DesignWarning(Optional<Position> tile, String message) {

    public static DesignWarning at(Position p, String message) {
        return new DesignWarning(Optional.of(p), message);
    }

    public static DesignWarning board(String message) {
        return new DesignWarning(Optional.empty(), message);
    }

    @Override
    public String toString() {
        return tile.map(p -> p + ": ").orElse("") + message;
    }
}
