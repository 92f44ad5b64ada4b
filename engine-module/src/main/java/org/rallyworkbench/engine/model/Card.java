package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;

/** A program card, written {@code TYPE@PRIORITY} in files, e.g. {@code move1@500}. */
public record Card(CardType type, int priority) {

    public Card {
        java.util.Objects.requireNonNull(type, "type");
        if (priority < 1) {
            throw new IllegalArgumentException("card priority must be positive: " + priority);
        }
    }

    /** Parses {@code TYPE@PRIORITY}. */
    public static Card parse(String text) {
        int at = text.indexOf('@');
        if (at < 0) {
            throw new IllegalArgumentException("not a card: '" + text + "' (expected TYPE@PRIORITY, e.g. move1@500)");
        }
        CardType type = CardType.parse(text.substring(0, at));
        int priority;
        try {
            priority = Integer.parseInt(text.substring(at + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a card priority in '" + text + "'");
        }
        if (priority < 1) {
            throw new IllegalArgumentException("card priority must be positive in '" + text + "'");
        }
        return new Card(type, priority);
    }

    /** Parses a blank-separated list of cards; an empty or blank text gives an empty list. */
    public static List<Card> parseList(String text) {
        List<Card> cards = new ArrayList<>();
        String trimmed = text == null ? "" : text.trim();
        if (!trimmed.isEmpty()) {
            for (String part : trimmed.split("\\s+")) {
                cards.add(parse(part));
            }
        }
        return List.copyOf(cards);
    }

    /** Same meaning as the record's own equals; written out because the engine compares cards in hot loops. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Card c && c.priority == priority && c.type == type;
    }

    @Override
    public int hashCode() {
        return type.hashCode() * 31 + priority;
    }

    @Override
    public String toString() {
        return type.xmlName() + "@" + priority;
    }
}
