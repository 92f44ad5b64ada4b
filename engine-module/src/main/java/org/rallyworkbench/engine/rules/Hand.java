package org.rallyworkbench.engine.rules;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Objects;
import java.util.RandomAccess;
import org.rallyworkbench.engine.model.Card;

/**
 * A robot's hand during a turn (R-DEAL-2), cards in the order dealt: a list on a {@code Card[]}. Not an {@link
 * java.util.ArrayList} because dealing stores some 70 cards a turn and a store into an {@code Object[]} is
 * type-checked at run time, a store into the array of a final class is not; reading needs no cast either.
 * No null cards.
 */
final class Hand extends AbstractList<Card> implements RandomAccess {

    private Card[] cards = new Card[Dealing.FULL_HAND];
    /** [i]: the id of card i in the {@link CardPile} that dealt it ({@link #addDealt}), -1 for a card added. */
    private int[] pileIds = new int[Dealing.FULL_HAND];
    private int size;

    @Override
    public Card get(int index) {
        Objects.checkIndex(index, size);
        return cards[index];
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean add(Card c) {
        addDealt(Objects.requireNonNull(c, "card"), -1);
        return true;
    }

    /** Adds {@code c}, dealt by a {@link CardPile} where its id is {@code pileId}. */
    void addDealt(Card c, int pileId) {
        if (size == cards.length) {
            cards = Arrays.copyOf(cards, 2 * size);
            pileIds = Arrays.copyOf(pileIds, 2 * size);
        }
        cards[size] = c;
        pileIds[size++] = pileId;
        modCount++;
    }

    /**
     * The id of card {@code index} in the pile that dealt it, for {@link CardPile#returnDealt}: no lookup of the
     * card; -1 for a card that was added, not dealt.
     */
    int pileId(int index) {
        Objects.checkIndex(index, size);
        return pileIds[index];
    }

    @Override
    public Card remove(int index) {
        Card c = get(index);
        System.arraycopy(cards, index + 1, cards, index, size - index - 1);
        System.arraycopy(pileIds, index + 1, pileIds, index, size - index - 1);
        cards[--size] = null;
        modCount++;
        return c;
    }

    /**
     * Empties the hand without clearing the places: cards are small values, nearly all the deck's own 84 held for
     * good anyway, and the places are written over at the next dealing (twice a turn: clearing cost more).
     */
    @Override
    public void clear() {
        if (size > 0) {
            size = 0;
            modCount++;
        }
    }

    @Override
    public Object[] toArray() {
        return Arrays.copyOf(cards, size, Object[].class);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < size) {
            return (T[]) Arrays.copyOf(cards, size, a.getClass());
        }
        System.arraycopy(cards, 0, a, 0, size);
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }
}
