package org.rallyworkbench.engine.export.lmu;

import java.util.Optional;
import org.rallyworkbench.engine.model.Direction;

/** The protocol's orientation strings: top N, right E, bottom S, left W. */
final class LmuNames {

    private static final String[] NAMES = {"top", "right", "bottom", "left"};

    private LmuNames() {
    }

    static String of(Direction d) {
        return NAMES[d.ordinal()];
    }

    static Optional<Direction> parse(String s) {
        for (int i = 0; i < NAMES.length; i++) {
            if (NAMES[i].equals(s)) {
                return Optional.of(Direction.values()[i]);
            }
        }
        return Optional.empty();
    }
}
