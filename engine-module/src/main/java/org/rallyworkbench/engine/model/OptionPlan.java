package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The option part of a program (FORMATS.md "Option cards in scenarios"): a new sacrifice list, the use
 * declarations in the order written, and the second card of each two-card register ({@code A+B}, Crab Legs and
 * Dual Processor), by position in the program's cards.
 *
 * @param sacrifice empty when the program writes none (the list in force stays, R-OPT-2)
 * @param seconds   one entry per card of the program: the second card of that register, or empty
 */
public record OptionPlan(Optional<List<OptionCard>> sacrifice, List<OptionUse> uses, List<Optional<Card>> seconds) {

    /** No sacrifice list, no use, no two-card register. */
    public static final OptionPlan NONE = new OptionPlan(Optional.empty(), List.of(), List.of());

    public OptionPlan {
        Objects.requireNonNull(sacrifice, "sacrifice");
        sacrifice = sacrifice.map(List::copyOf);
        uses = List.copyOf(uses);
        seconds = List.copyOf(seconds);
    }

    public boolean isEmpty() {
        return sacrifice.isEmpty() && uses.isEmpty() && seconds.stream().allMatch(Optional::isEmpty);
    }

    /** The second card of program card {@code index}, if that register holds two. */
    public Optional<Card> second(int index) {
        return index < seconds.size() ? seconds.get(index) : Optional.empty();
    }

    /** The uses of {@code option}, in the order written. */
    public List<OptionUse> usesOf(OptionCard option) {
        List<OptionUse> found = new ArrayList<>();
        for (OptionUse u : uses) {
            if (u.option() == option) {
                found.add(u);
            }
        }
        return found;
    }
}
