package org.rallyworkbench.engine.rules;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;

/**
 * The program deck during a turn, top card first: the cards between {@code head} and {@code tail} of an array,
 * so drawing the top card costs nothing, plus a count per card, so that "is this card in the deck already?"
 * (asked at every discard) takes constant time instead of a scan of up to 84 cards.
 * <p>
 * The array holds card ids, not cards: a standard card's place in {@link Deck#standardCards()} (0…83), or
 * {@link Deck#SIZE} + k for the k-th card of no standard place this pile met (hand-written states only). Ints
 * because the deck is shuffled every turn, and every element stored into an object array pays a type check
 * (the shuffle's swaps were 4 % of a turn); and an id is its own index into the counts.
 */
final class CardPile {

    private static final Card[] STANDARD = Deck.standardCards().toArray(new Card[0]);
    /** The ids 0…83 in priority order: what a refill copies from. */
    private static final int[] STANDARD_IDS = new int[Deck.SIZE];
    private static final Card[] NO_OTHERS = new Card[0];

    static {
        assert STANDARD.length <= 128 : "refillStandardExcept marks the places in two 64-bit masks";
        for (int i = 0; i < Deck.SIZE; i++) {
            STANDARD_IDS[i] = i;
        }
    }

    private int[] ids;
    private int head;
    private int tail;
    /** How many times each id lies between head and tail. */
    private int[] counts = new int[Deck.SIZE];
    /** The cards of no standard place, id {@link Deck#SIZE} + k, in the order this pile met them. */
    private Card[] others = NO_OTHERS;
    private int otherCount;

    CardPile(List<Card> initial) {
        this.ids = new int[Math.max(Deck.SIZE, initial.size())];
        if (initial == Deck.standardCards()) {
            refillStandardExcept(List.of());        // a new game's full deck: one copy
            return;
        }
        for (Card c : initial) {
            add(c);
        }
    }

    boolean isEmpty() { return head == tail; }

    int size() { return tail - head; }

    /** Puts {@code c} at the bottom. */
    void add(Card c) {
        push(idOf(c, true));
    }

    /** Takes the top card; the pile must not be empty. */
    Card draw() {
        if (head == tail) {
            throw new IllegalStateException("the deck is empty");
        }
        int id = ids[head++];
        counts[id]--;
        return card(id);
    }

    /** Moves the top {@code n} cards (fewer when the pile runs out) to the end of {@code hand}, top first. */
    void dealInto(Hand hand, int n) {
        for (int end = Math.min(tail, head + n); head < end; head++) {
            int id = ids[head];
            counts[id]--;
            hand.addDealt(card(id), id);
        }
    }

    /**
     * Puts {@code c} at the bottom if it is a standard card that the pile does not hold yet; one lookup of the
     * card's place.
     */
    void addIfStandardAndAbsent(Card c) {
        int i = Deck.standardIndex(c);
        if (i >= 0 && counts[i] == 0) {
            push(i);
        }
    }

    /**
     * Puts back at the bottom a card {@link #dealInto dealt} from this pile, given by its id there ({@link
     * Hand#pileId}): no lookup of the card, and its count is not asked (the caller knows the pile does not hold
     * it, or wants it twice).
     */
    void returnDealt(int id) {
        push(id);
    }

    /**
     * Empties the pile and puts the standard deck in it, in priority order, less the cards equal to one of
     * {@code except}: one copy of the standard ids, the left-out places marked in two 64-bit masks.
     */
    void refillStandardExcept(List<Card> except) {
        int n;
        Arrays.fill(counts, 0, Deck.SIZE, 1);
        if (except.isEmpty()) {
            System.arraycopy(STANDARD_IDS, 0, ids, 0, Deck.SIZE);
            n = Deck.SIZE;
        } else {
            long low = 0;
            long high = 0;
            for (int k = 0, size = except.size(); k < size; k++) {
                int i = Deck.standardIndex(except.get(k));
                if (i >= 0) {
                    counts[i] = 0;
                    if (i >= 64) {
                        high |= 1L << (i - 64);
                    } else {
                        low |= 1L << i;
                    }
                }
            }
            n = copyStandardRuns(low, 0, 0, Math.min(64, Deck.SIZE));
            n = copyStandardRuns(high, 64, n, Deck.SIZE);
        }
        if (otherCount > 0) {
            Arrays.fill(counts, Deck.SIZE, Deck.SIZE + otherCount, 0);
        }
        head = 0;
        tail = n;
    }

    /**
     * Copies the standard ids {@code from}…{@code to - 1} less those marked in {@code left} (bit i: id {@code base
     * + i}) to {@code ids[n…]}, one run between two left-out places at a time; returns the new n.
     */
    private int copyStandardRuns(long left, int base, int n, int to) {
        int from = base;
        for (long bits = left; bits != 0; bits &= bits - 1) {
            int out = base + Long.numberOfTrailingZeros(bits);
            System.arraycopy(STANDARD_IDS, from, ids, n, out - from);
            n += out - from;
            from = out + 1;
        }
        if (to > from) {
            System.arraycopy(STANDARD_IDS, from, ids, n, to - from);
            n += to - from;
        }
        return n;
    }

    boolean contains(Card c) {
        int id = idOf(c, false);
        return id >= 0 && counts[id] > 0;
    }

    void clear() {
        head = 0;
        tail = 0;
        Arrays.fill(counts, 0);
    }

    /**
     * Shuffles exactly as {@link Collections#shuffle(List, java.util.Random)} shuffles a random-access list (the same
     * swaps from the same draws), so a seed deals the same cards; on the ids, without a list's checks.
     */
    void shuffle(SeededRandom random) {
        random.shuffle(ids, head, size());
    }

    /** The cards, top first (a copy). */
    List<Card> view() {
        Card[] cards = new Card[size()];
        for (int k = head; k < tail; k++) {
            cards[k - head] = card(ids[k]);
        }
        return Collections.unmodifiableList(Arrays.asList(cards));
    }

    private Card card(int id) {
        return id < Deck.SIZE ? STANDARD[id] : others[id - Deck.SIZE];
    }

    /** The id of {@code c}; a card of no standard place met for the first time gets one if {@code enter}, else -1. */
    private int idOf(Card c, boolean enter) {
        int i = Deck.standardIndex(c);
        if (i >= 0) {
            return i;
        }
        for (int k = 0; k < otherCount; k++) {
            if (others[k].equals(c)) {
                return Deck.SIZE + k;
            }
        }
        if (!enter) {
            return -1;
        }
        if (otherCount == others.length) {
            others = Arrays.copyOf(others, Math.max(4, 2 * otherCount));
            counts = Arrays.copyOf(counts, Deck.SIZE + others.length);
        }
        others[otherCount] = c;
        return Deck.SIZE + otherCount++;
    }

    /** Puts the card of {@code id} at the bottom. */
    private void push(int id) {
        if (tail == ids.length) {
            makeRoom();
        }
        ids[tail++] = id;
        counts[id]++;
    }

    /** Moves the ids to the front of the array, or into a larger one when it is full. */
    private void makeRoom() {
        int n = size();
        int[] target = head > 0 ? ids : new int[ids.length * 2];
        System.arraycopy(ids, head, target, 0, n);
        ids = target;
        head = 0;
        tail = n;
    }
}
