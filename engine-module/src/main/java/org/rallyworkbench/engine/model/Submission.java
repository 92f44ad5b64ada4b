package org.rallyworkbench.engine.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a player sends the game director for one turn (R-PROG-2, R-PROG-4): the cards for the unlocked
 * registers in order, a power down announced for the next turn, the re-entry facing declaration, the
 * double repair choice, the re-entry tile declaration (R-START-2: the tile to take when the archive is
 * occupied; empty when none is named with this program) and the option declarations (R-OPT-…: sacrifice list,
 * uses, two-card registers).
 */
public record Submission(String robot, List<Card> cards, boolean powerDown, Optional<Direction> reentryFacing,
                         DoubleRepairChoice doubleRepair, Optional<Position> reentryTile, OptionPlan options) {

    public Submission {
        Objects.requireNonNull(robot, "robot");
        cards = List.copyOf(cards);
        Objects.requireNonNull(reentryFacing, "reentryFacing");
        Objects.requireNonNull(doubleRepair, "doubleRepair");
        Objects.requireNonNull(reentryTile, "reentryTile");
        Objects.requireNonNull(options, "options");
    }

    /** A submission without option declarations (R-OPT-…). */
    public Submission(String robot, List<Card> cards, boolean powerDown, Optional<Direction> reentryFacing,
                      DoubleRepairChoice doubleRepair, Optional<Position> reentryTile) {
        this(robot, cards, powerDown, reentryFacing, doubleRepair, reentryTile, OptionPlan.NONE);
    }

    /** A submission that names no re-entry tile. */
    public Submission(String robot, List<Card> cards, boolean powerDown, Optional<Direction> reentryFacing,
                      DoubleRepairChoice doubleRepair) {
        this(robot, cards, powerDown, reentryFacing, doubleRepair, Optional.empty());
    }

    /** Just the cards; no power down, no declaration, repair on a double site. */
    public static Submission of(String robot, List<Card> cards) {
        return new Submission(robot, cards, false, Optional.empty(), DoubleRepairChoice.REPAIR);
    }
}
