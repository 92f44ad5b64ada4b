package org.rallyworkbench.engine.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a robot's option cards carry besides the cards themselves, kept from turn to turn.
 *
 * @param coatAbsorbed  damage the Ablative Coat has absorbed so far, 0..2 (R-OPT-4)
 * @param howitzerShots shots the Mini Howitzer has fired so far, 0..4 (R-OPT-26)
 * @param flywheel      the card stored on the Flywheel (R-OPT-22)
 * @param sacrifice     the program's sacrifice list, in force until another is written (R-OPT-2, R-OPT-3)
 * @param fireLocked    registers Fire Control locked for the next turn (R-OPT-27); during that turn, the
 *                      registers it keeps locked
 */
public record OptionState(int coatAbsorbed, int howitzerShots, Optional<Card> flywheel, List<OptionCard> sacrifice,
                          Registers fireLocked) {

    /** Ablative Coat absorbs this many points, then it is discarded (R-OPT-4). */
    public static final int COAT_POINTS = 3;
    /** The Mini Howitzer fires this many shots, then it is discarded (R-OPT-26). */
    public static final int HOWITZER_SHOTS = 5;

    /** No counter, no stored card, no sacrifice list, no lock. */
    public static final OptionState NONE = new OptionState(0, 0, Optional.empty(), List.of(), Registers.NONE);

    public OptionState {
        Objects.requireNonNull(flywheel, "flywheel");
        sacrifice = List.copyOf(sacrifice);
        Objects.requireNonNull(fireLocked, "fireLocked");
        if (coatAbsorbed < 0 || coatAbsorbed >= COAT_POINTS) {
            throw new IllegalArgumentException("Ablative Coat counter must be 0.." + (COAT_POINTS - 1) + ": "
                    + coatAbsorbed);
        }
        if (howitzerShots < 0 || howitzerShots >= HOWITZER_SHOTS) {
            throw new IllegalArgumentException("Mini Howitzer counter must be 0.." + (HOWITZER_SHOTS - 1) + ": "
                    + howitzerShots);
        }
    }

    public OptionState withSacrifice(List<OptionCard> list) {
        return new OptionState(coatAbsorbed, howitzerShots, flywheel, list, fireLocked);
    }

    public OptionState withFireLocked(Registers registers) {
        return new OptionState(coatAbsorbed, howitzerShots, flywheel, sacrifice, registers);
    }
}
