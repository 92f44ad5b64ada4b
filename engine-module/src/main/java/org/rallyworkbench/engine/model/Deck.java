package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * A pile of program cards, top card first. {@link #standard()} is the 84-card program deck of R-DEAL-1;
 * shuffles take the game's seeded random source, so a shuffle is reproducible.
 */
public record Deck(List<Card> cards) {

    /** The number of cards in the standard program deck. */
    public static final int SIZE = 84;

    private static final List<Card> STANDARD = buildStandard();
    /** The same cards as an array: the engine asks for a card's place at every draw and discard. */
    private static final Card[] STANDARD_ARRAY = STANDARD.toArray(new Card[0]);

    public Deck {
        cards = List.copyOf(cards);
    }

    /** The 84 cards of R-DEAL-1, in priority order. */
    public static Deck standard() {
        return new Deck(STANDARD);
    }

    /** The 84 cards of R-DEAL-1 as a list, in priority order. */
    public static List<Card> standardCards() {
        return STANDARD;
    }

    /** Whether {@code card} is one of the 84 cards of the standard deck. */
    public static boolean isStandard(Card card) {
        return standardIndex(card) >= 0;
    }

    /**
     * The card's place 0..83 in {@link #standardCards()}, or -1 when it is not a standard card. Constant time:
     * the standard priorities are 10, 20, … 840, one card each.
     */
    public static int standardIndex(Card card) {
        int p = card.priority();
        int i = p / 10 - 1;
        if (p % 10 != 0 || i < 0 || i >= SIZE) {
            return -1;
        }
        Card standard = STANDARD_ARRAY[i];
        return standard == card || standard.type() == card.type() ? i : -1;     // same priority already
    }

    public int size() { return cards.size(); }

    /** A copy shuffled with {@code random} (Fisher–Yates as implemented by {@link Collections#shuffle}). */
    public Deck shuffled(Random random) {
        List<Card> copy = new ArrayList<>(cards);
        Collections.shuffle(copy, random);
        return new Deck(copy);
    }

    private static List<Card> buildStandard() {
        List<Card> all = new ArrayList<>(SIZE);
        addRun(all, CardType.UTURN, 10, 10, 6);
        for (int i = 0; i < 18; i++) {
            all.add(new Card(CardType.LEFT, 70 + 20 * i));
            all.add(new Card(CardType.RIGHT, 80 + 20 * i));
        }
        addRun(all, CardType.BACKUP, 430, 10, 6);
        addRun(all, CardType.MOVE1, 490, 10, 18);
        addRun(all, CardType.MOVE2, 670, 10, 12);
        addRun(all, CardType.MOVE3, 790, 10, 6);
        return List.copyOf(all);
    }

    private static void addRun(List<Card> into, CardType type, int first, int step, int count) {
        for (int i = 0; i < count; i++) {
            into.add(new Card(type, first + step * i));
        }
    }
}
