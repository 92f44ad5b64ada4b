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
        Objects.requireNonNull(c, "card");
        if (size == cards.length) {
            cards = Arrays.copyOf(cards, 2 * size);
        }
        cards[size++] = c;
        modCount++;
        return true;
    }

    @Override
    public Card remove(int index) {
        Card c = get(index);
        System.arraycopy(cards, index + 1, cards, index, size - index - 1);
        cards[--size] = null;
        modCount++;
        return c;
    }

    @Override
    public void clear() {
        if (size > 0) {
            Arrays.fill(cards, 0, size, null);
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
