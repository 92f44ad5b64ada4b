package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The text forms of held options (FORMATS.md "Option cards in scenarios"): a blank-separated list of option ids,
 * each optionally followed by a colon and its counter: damage absorbed (Ablative Coat), shots fired (Mini
 * Howitzer), the stored card (Flywheel). {@code robot options} gives what is held; {@code expect … holds} the
 * exact set expected. Parse errors are {@link IllegalArgumentException}s whose message names the mistake.
 */
public final class OptionText {

    private OptionText() { }

    /** What a robot holds: the cards in the order taken, and their counters. */
    public record Holdings(List<OptionCard> cards, OptionState state) {
        public Holdings {
            cards = List.copyOf(cards);
        }
    }

    /** One option of a {@code holds} expectation; {@code counter} is the text after the colon, if written. */
    public record Held(OptionCard card, Optional<String> counter) {
    }

    /** Parses a {@code robot options} value. */
    public static Holdings parseHoldings(String text) {
        List<OptionCard> cards = new ArrayList<>();
        int coat = 0;
        int shots = 0;
        Optional<Card> flywheel = Optional.empty();
        for (Held h : parseHolds(text)) {
            cards.add(h.card());
            if (h.counter().isEmpty()) {
                continue;
            }
            String c = h.counter().get();
            switch (h.card()) {
                case ABLATIVE_COAT -> coat = number(h, c, OptionState.COAT_POINTS - 1);
                case MINI_HOWITZER -> shots = number(h, c, OptionState.HOWITZER_SHOTS - 1);
                case FLYWHEEL -> flywheel = c.isEmpty() ? Optional.empty() : Optional.of(card(h, c));
                default -> throw new IllegalArgumentException("option " + h.card().id() + " has no counter (only "
                        + "ablative-coat, mini-howitzer and flywheel have one): '" + h.card().id() + ":" + c + "'");
            }
        }
        return new Holdings(cards, new OptionState(coat, shots, flywheel, List.of(), Registers.NONE));
    }

    /** Parses a {@code holds} value (or the option list of {@code options}): ids once each, counters checked. */
    public static List<Held> parseHolds(String text) {
        List<Held> held = new ArrayList<>();
        Set<OptionCard> seen = EnumSet.noneOf(OptionCard.class);
        String trimmed = text == null ? "" : text.trim();
        if (trimmed.isEmpty()) {
            return held;
        }
        for (String token : trimmed.split("\\s+")) {
            int colon = token.indexOf(':');
            String id = colon < 0 ? token : token.substring(0, colon);
            OptionCard card = option(id);
            if (!seen.add(card)) {
                throw new IllegalArgumentException("option " + id + " is written twice (each option card exists once)");
            }
            Optional<String> counter = colon < 0 ? Optional.empty() : Optional.of(token.substring(colon + 1));
            Held h = new Held(card, counter);
            counter.ifPresent(c -> checkCounter(h, c));
            held.add(h);
        }
        return held;
    }

    /** The option with id {@code id}; an unknown id is an error that lists the known ones. */
    public static OptionCard option(String id) {
        return OptionCard.byId(id).orElseThrow(() -> new IllegalArgumentException("unknown option '" + id
                + "' (options: " + OptionCard.ids() + ")"));
    }

    /** Parses a blank-separated list of option ids (a {@code sacrifice} list); each at most once. */
    public static List<OptionCard> parseIds(String text) {
        List<OptionCard> list = new ArrayList<>();
        for (Held h : parseHolds(text)) {
            if (h.counter().isPresent()) {
                throw new IllegalArgumentException("a list of option ids takes no counters: '" + h.card().id() + ":"
                        + h.counter().get() + "'");
            }
            list.add(h.card());
        }
        return list;
    }

    /** The canonical {@code options} text: ids in the order held, counters only when not zero or empty. */
    public static String format(List<OptionCard> cards, OptionState state) {
        StringBuilder sb = new StringBuilder();
        for (OptionCard o : cards) {
            sb.append(sb.length() == 0 ? "" : " ").append(o.id());
            String c = counter(o, state);
            if (!c.isEmpty() && !c.equals("0")) {
                sb.append(':').append(c);
            }
        }
        return sb.toString();
    }

    /** The {@code holds} text that pins every counter down ({@code ablative-coat:0}, {@code flywheel:}). */
    public static String formatExact(List<OptionCard> cards, OptionState state) {
        StringBuilder sb = new StringBuilder();
        for (OptionCard o : cards) {
            sb.append(sb.length() == 0 ? "" : " ").append(o.id());
            if (hasCounter(o)) {
                sb.append(':').append(counter(o, state));
            }
        }
        return sb.toString();
    }

    /** Whether the option carries a counter. */
    public static boolean hasCounter(OptionCard o) {
        return o == OptionCard.ABLATIVE_COAT || o == OptionCard.MINI_HOWITZER || o == OptionCard.FLYWHEEL;
    }

    /** The counter of {@code o} as text: a number, a card, or "" for an empty Flywheel or an option without one. */
    public static String counter(OptionCard o, OptionState state) {
        return switch (o) {
            case ABLATIVE_COAT -> String.valueOf(state.coatAbsorbed());
            case MINI_HOWITZER -> String.valueOf(state.howitzerShots());
            case FLYWHEEL -> state.flywheel().map(Card::toString).orElse("");
            default -> "";
        };
    }

    /** Whether a written counter matches the actual one ({@code 0} and none are the same). */
    public static boolean counterMatches(OptionCard o, String written, OptionState state) {
        if (o == OptionCard.FLYWHEEL) {
            return written.isEmpty() ? state.flywheel().isEmpty()
                    : state.flywheel().map(c -> c.equals(Card.parse(written))).orElse(false);
        }
        return Integer.parseInt(written) == Integer.parseInt(counter(o, state));
    }

    private static void checkCounter(Held h, String c) {
        switch (h.card()) {
            case ABLATIVE_COAT -> number(h, c, OptionState.COAT_POINTS - 1);
            case MINI_HOWITZER -> number(h, c, OptionState.HOWITZER_SHOTS - 1);
            case FLYWHEEL -> {
                if (!c.isEmpty()) {
                    card(h, c);
                }
            }
            default -> throw new IllegalArgumentException("option " + h.card().id() + " has no counter (only "
                    + "ablative-coat, mini-howitzer and flywheel have one): '" + h.card().id() + ":" + c + "'");
        }
    }

    private static int number(Held h, String c, int max) {
        try {
            int n = Integer.parseInt(c);
            if (n >= 0 && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("the counter of " + h.card().id() + " must be a number 0.." + max
                + ": '" + h.card().id() + ":" + c + "'");
    }

    private static Card card(Held h, String c) {
        try {
            return Card.parse(c);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the Flywheel holds a card TYPE@PRIORITY (or nothing): '"
                    + h.card().id() + ":" + c + "': " + e.getMessage());
        }
    }
}
