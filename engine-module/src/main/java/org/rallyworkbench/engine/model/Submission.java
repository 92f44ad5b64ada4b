package org.rallyworkbench.engine.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a player sends the game director for one turn (R-PROG-2, R-PROG-4): the cards for the unlocked
 * registers in order, a power down announced for the next turn, the re-entry facing declaration and the
 * double repair choice.
 */
public record Submission(String robot, List<Card> cards, boolean powerDown, Optional<Direction> reentryFacing,
                         DoubleRepairChoice doubleRepair) {

    public Submission {
        Objects.requireNonNull(robot, "robot");
        cards = List.copyOf(cards);
        Objects.requireNonNull(reentryFacing, "reentryFacing");
        Objects.requireNonNull(doubleRepair, "doubleRepair");
    }

    /** Just the cards; no power down, no declaration, repair on a double site. */
    public static Submission of(String robot, List<Card> cards) {
        return new Submission(robot, cards, false, Optional.empty(), DoubleRepairChoice.REPAIR);
    }
}
