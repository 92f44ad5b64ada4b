package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;

/**
 * The program deck during a turn, top card first. A list plus a count per standard card, so that "is this card
 * in the deck already?" (asked at every discard) takes constant time instead of a scan of up to 84 cards.
 */
final class CardPile {

    private final List<Card> cards;
    private final int[] standardCount = new int[Deck.SIZE];

    CardPile(List<Card> initial) {
        this.cards = new ArrayList<>(Math.max(Deck.SIZE, initial.size()));
        for (Card c : initial) {
            add(c);
        }
    }

    boolean isEmpty() { return cards.isEmpty(); }

    int size() { return cards.size(); }

    /** Puts {@code c} at the bottom. */
    void add(Card c) {
        cards.add(c);
        count(c, 1);
    }

    /** Takes the top card; the pile must not be empty. */
    Card draw() {
        Card c = cards.remove(0);
        count(c, -1);
        return c;
    }

    boolean contains(Card c) {
        int i = Deck.standardIndex(c);
        return i >= 0 ? standardCount[i] > 0 : cards.contains(c);
    }

    void clear() {
        cards.clear();
        java.util.Arrays.fill(standardCount, 0);
    }

    /** Shuffles exactly as {@link Collections#shuffle(List, Random)} does, so a seed deals the same cards. */
    void shuffle(Random random) {
        Collections.shuffle(cards, random);
    }

    /** The cards, top first (a read-only view). */
    List<Card> view() {
        return Collections.unmodifiableList(cards);
    }

    private void count(Card c, int delta) {
        int i = Deck.standardIndex(c);
        if (i >= 0) {
            standardCount[i] += delta;
        }
    }
}
