package org.rallyworkbench.editor.scenario.design;

import org.openide.util.NbBundle.Messages;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionState;
import org.rallyworkbench.engine.model.OptionText;

/**
 * The values of a robot's {@code options} attribute (FORMATS.md "Option cards in scenarios") that the Properties
 * window writes: the options held, in the order taken, each with its counter (Ablative Coat's absorbed damage,
 * Mini Howitzer's shots, the Flywheel's card). Every result is canonical ({@link OptionText#format}); a value that
 * does not parse is an {@link IllegalArgumentException} whose message says why. Plain Java.
 */
@Messages({
    "# {0} - option id", "MSG_NotHeld=the robot does not hold {0}",
    "# {0} - option id", "MSG_NoCounter={0} has no counter"
})
public final class OptionEdits {

    private OptionEdits() {
    }

    /** The canonical form of a typed {@code options} value; {@code ""} holds none. */
    public static String canonical(String typed) {
        OptionText.Holdings h = OptionText.parseHoldings(typed);
        return OptionText.format(h.cards(), h.state());
    }

    /**
     * {@code written} holding exactly {@code chosen}: the options kept stay in their order with their counters,
     * the new ones follow in the options' canonical order.
     */
    public static String holding(String written, Collection<OptionCard> chosen) {
        OptionText.Holdings h = OptionText.parseHoldings(written);
        List<OptionCard> cards = new ArrayList<>(h.cards().stream().filter(chosen::contains).toList());
        OptionCard.all().stream().filter(o -> chosen.contains(o) && !cards.contains(o)).forEach(cards::add);
        OptionState s = h.state();
        OptionState kept = new OptionState(cards.contains(OptionCard.ABLATIVE_COAT) ? s.coatAbsorbed() : 0,
                cards.contains(OptionCard.MINI_HOWITZER) ? s.howitzerShots() : 0,
                cards.contains(OptionCard.FLYWHEEL) ? s.flywheel() : Optional.empty(), List.of(), s.fireLocked());
        return OptionText.format(cards, kept);
    }

    /**
     * {@code written} with the counter of {@code option} (which it must hold) set to {@code counter}: a number
     * for Ablative Coat (0..2) and Mini Howitzer (0..4), a card or nothing for the Flywheel.
     */
    public static String withCounter(String written, OptionCard option, String counter) {
        OptionText.Holdings h = OptionText.parseHoldings(written);
        if (!h.cards().contains(option)) {
            throw new IllegalArgumentException(Bundle.MSG_NotHeld(option.id()));
        }
        if (!OptionText.hasCounter(option)) {
            throw new IllegalArgumentException(Bundle.MSG_NoCounter(option.id()));
        }
        String c = counter == null ? "" : counter.trim();
        StringBuilder typed = new StringBuilder();
        for (OptionCard o : h.cards()) {
            String value = o == option ? c : OptionText.counter(o, h.state());
            typed.append(typed.length() == 0 ? "" : " ").append(o.id());
            if (OptionText.hasCounter(o) && !value.isEmpty()) {
                typed.append(':').append(value);
            }
        }
        return canonical(typed.toString());
    }
}
