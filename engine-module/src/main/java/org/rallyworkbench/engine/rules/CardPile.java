package org.rallyworkbench.engine.rules;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;

/**
 * The program deck during a turn, top card first: the cards between {@code head} and {@code tail} of an array,
 * so drawing the top card costs nothing, plus a count per standard card, so that "is this card in the deck
 * already?" (asked at every discard) takes constant time instead of a scan of up to 84 cards.
 */
final class CardPile {

    private static final Card[] STANDARD = Deck.standardCards().toArray(new Card[0]);

    static {
        assert STANDARD.length <= 128 : "refillStandardExcept marks the places in two 64-bit masks";
    }

    private Card[] cards;
    private int head;
    private int tail;
    private final int[] standardCount = new int[Deck.SIZE];
    /** {@link #dealInto} took cards without counting them: {@link #standardCount} is recounted when next needed. */
    private boolean stale;

    CardPile(List<Card> initial) {
        this.cards = new Card[Math.max(Deck.SIZE, initial.size())];
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
        recount();
        if (tail == cards.length) {
            makeRoom();
        }
        cards[tail++] = c;
        count(c, 1);
    }

    /** Takes the top card; the pile must not be empty. */
    Card draw() {
        if (head == tail) {
            throw new IllegalStateException("the deck is empty");
        }
        recount();
        Card c = cards[head];
        cards[head++] = null;
        count(c, -1);
        return c;
    }

    /**
     * Moves the top {@code n} cards (fewer when the pile runs out) to the end of {@code hand}, top first, as
     * {@code n} {@link #draw}s would; the counts are brought up to date once, when next asked, not per card.
     */
    void dealInto(List<Card> hand, int n) {
        for (int end = Math.min(tail, head + n); head < end; head++) {
            hand.add(cards[head]);      // the place is not cleared: places before head are overwritten or cleared later
            stale = true;
        }
    }

    /** Counts the cards left after {@link #dealInto}: a handful, not every card dealt. */
    private void recount() {
        if (stale) {
            stale = false;
            Arrays.fill(standardCount, 0);
            for (int k = head; k < tail; k++) {
                count(cards[k], 1);
            }
        }
    }

    /**
     * Puts {@code c} at the bottom if it is a standard card that the pile does not hold yet; one lookup of the
     * card's place instead of three (is it standard, is it here, count it).
     */
    void addIfStandardAndAbsent(Card c) {
        recount();
        int i = Deck.standardIndex(c);
        if (i >= 0 && standardCount[i] == 0) {
            if (tail == cards.length) {
                makeRoom();
            }
            cards[tail++] = c;
            standardCount[i] = 1;
        }
    }

    /**
     * Puts back at the bottom a card {@link #dealInto dealt} from this pile since it was last {@link
     * #refillStandardExcept refilled}: a standard card the pile cannot hold, so it is not looked up.
     */
    void returnDealt(Card c) {
        if (tail == cards.length) {
            makeRoom();
        }
        cards[tail++] = c;
        if (!stale) {
            count(c, 1);
        }
    }

    /**
     * Empties the pile and puts the standard deck in it, in priority order, less the cards equal to one of
     * {@code except}: one copy of the standard array, the left-out places marked in two 64-bit masks; the counts
     * are recounted when next asked (after dealing, of the few cards left), not set here.
     */
    void refillStandardExcept(List<Card> except) {
        int n;
        if (except.isEmpty()) {
            System.arraycopy(STANDARD, 0, cards, 0, Deck.SIZE);
            n = Deck.SIZE;
        } else {
            long low = 0;
            long high = 0;
            for (int k = 0, size = except.size(); k < size; k++) {
                int i = Deck.standardIndex(except.get(k));
                if (i >= 64) {
                    high |= 1L << (i - 64);
                } else if (i >= 0) {
                    low |= 1L << i;
                }
            }
            n = copyStandardRuns(low, 0, 0, Math.min(64, Deck.SIZE));
            n = copyStandardRuns(high, 64, n, Deck.SIZE);
        }
        if (tail > n) {
            Arrays.fill(cards, n, tail, null);
        }
        head = 0;
        tail = n;
        stale = true;
    }

    /**
     * Copies the standard places {@code from}…{@code to - 1} less those marked in {@code left} (bit i: place
     * {@code base + i}) to {@code cards[n…]}, one run between two left-out places at a time; returns the new n.
     */
    private int copyStandardRuns(long left, int base, int n, int to) {
        int from = base;
        for (long bits = left; bits != 0; bits &= bits - 1) {
            int out = base + Long.numberOfTrailingZeros(bits);
            System.arraycopy(STANDARD, from, cards, n, out - from);
            n += out - from;
            from = out + 1;
        }
        if (to > from) {
            System.arraycopy(STANDARD, from, cards, n, to - from);
            n += to - from;
        }
        return n;
    }

    boolean contains(Card c) {
        recount();
        int i = Deck.standardIndex(c);
        if (i >= 0) {
            return standardCount[i] > 0;
        }
        for (int k = head; k < tail; k++) {
            if (cards[k].equals(c)) {
                return true;
            }
        }
        return false;
    }

    void clear() {
        Arrays.fill(cards, 0, tail, null);
        head = 0;
        tail = 0;
        stale = false;
        Arrays.fill(standardCount, 0);
    }

    /**
     * Shuffles exactly as {@link Collections#shuffle(List, java.util.Random)} shuffles a random-access list (the same
     * swaps from the same draws), so a seed deals the same cards; on the array, without a list's checks.
     */
    void shuffle(SeededRandom random) {
        random.shuffle(cards, head, size());
    }

    /** The cards, top first (a copy). */
    List<Card> view() {
        return Collections.unmodifiableList(Arrays.asList(Arrays.copyOfRange(cards, head, tail)));
    }

    /** Moves the cards to the front of the array, or into a larger one when it is full. */
    private void makeRoom() {
        int n = size();
        Card[] target = head > 0 ? cards : new Card[cards.length * 2];
        System.arraycopy(cards, head, target, 0, n);
        if (target == cards) {
            Arrays.fill(cards, n, tail, null);
        }
        cards = target;
        head = 0;
        tail = n;
    }

    private void count(Card c, int delta) {
        int i = Deck.standardIndex(c);
        if (i >= 0) {
            standardCount[i] += delta;
        }
    }
}
