package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The text forms of a program's cards with two-card registers ({@code move1@500+left@70}, R-OPT-16, R-OPT-17),
 * read and written canonically, shared by scenarios and the director's submissions (FORMATS.md).
 */
public final class ProgramText {

    private ProgramText() { }

    /** The first cards and the second card of each register, from a blank-separated list of registers. */
    public record Registers(List<Card> cards, List<Optional<Card>> seconds) {
        public Registers {
            cards = List.copyOf(cards);
            seconds = List.copyOf(seconds);
        }

        /** Whether some register holds two cards. */
        public boolean hasPairs() {
            return seconds.stream().anyMatch(Optional::isPresent);
        }
    }

    /** Parses {@code move1@500 move1@490+left@70 ...}; an {@link IllegalArgumentException} names a bad card. */
    public static Registers parse(String text) {
        List<Card> firsts = new ArrayList<>();
        List<Optional<Card>> seconds = new ArrayList<>();
        String trimmed = text == null ? "" : text.trim();
        if (!trimmed.isEmpty()) {
            for (String part : trimmed.split("\\s+")) {
                int plus = part.indexOf('+');
                firsts.add(Card.parse(plus < 0 ? part : part.substring(0, plus)));
                seconds.add(plus < 0 ? Optional.empty() : Optional.of(Card.parse(part.substring(plus + 1))));
            }
        }
        return new Registers(firsts, seconds);
    }

    /** The canonical text of {@code cards} with the second cards of {@code plan}. */
    public static String format(List<Card> cards, OptionPlan plan) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < cards.size(); k++) {
            sb.append(k == 0 ? "" : " ").append(cards.get(k));
            plan.second(k).ifPresent(c -> sb.append('+').append(c));
        }
        return sb.toString();
    }

    /** The attributes of a {@code <use>} element, canonical order: option registers lock-register destroy card. */
    public static String useAttributes(OptionUse u) {
        StringBuilder sb = new StringBuilder("option=\"").append(u.option().id()).append('"');
        if (u.registers().mask() != 0) {
            sb.append(" registers=\"").append(u.registers()).append('"');
        }
        u.lockRegister().ifPresent(r -> sb.append(" lock-register=\"").append(r).append('"'));
        u.destroy().ifPresent(o -> sb.append(" destroy=\"").append(o.id()).append('"'));
        u.card().ifPresent(c -> sb.append(" card=\"").append(c).append('"'));
        return sb.toString();
    }

    /** The sacrifice list as written ({@code brakes fourth-gear}). */
    public static String ids(List<OptionCard> options) {
        return String.join(" ", options.stream().map(OptionCard::id).toList());
    }
}
