package org.rallyworkbench.engine.model;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One {@code <use>} declaration of a program (FORMATS.md, R-OPT-13 … R-OPT-29): the option, the registers
 * where it applies (none for Gyroscopic Stabilizer, Flywheel, Recompile), and what Fire Control, Conditional
 * Program and Flywheel need.
 *
 * @param lockRegister Fire Control: the target's register to lock
 * @param destroy      Fire Control: the target's option to destroy
 * @param card         Conditional Program, Flywheel: the hand card put on the option
 */
public record OptionUse(OptionCard option, Registers registers, OptionalInt lockRegister,
                        Optional<OptionCard> destroy, Optional<Card> card) {

    public OptionUse {
        Objects.requireNonNull(option, "option");
        Objects.requireNonNull(registers, "registers");
        Objects.requireNonNull(lockRegister, "lockRegister");
        Objects.requireNonNull(destroy, "destroy");
        Objects.requireNonNull(card, "card");
    }

    /** A use that names only registers. */
    public static OptionUse of(OptionCard option, Registers registers) {
        return new OptionUse(option, registers, OptionalInt.empty(), Optional.empty(), Optional.empty());
    }

    /** Whether the declaration applies in {@code register} (1..5). */
    public boolean in(int register) {
        return registers.contains(register);
    }
}
