package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.Deck;

/** {@link CardPile}: the refill less the locked cards, dealing, and putting dealt cards back. */
class CardPileTest {

    private static final List<Card> STANDARD = Deck.standardCards();

    /** The standard deck in priority order less every card equal to one of {@code except}. */
    private static List<Card> standardLess(List<Card> except) {
        List<Card> expected = new ArrayList<>(STANDARD);
        expected.removeIf(except::contains);
        return expected;
    }

    @Test
    void refillLeavesOutTheLockedCardsAtEveryPlaceAndKeepsPriorityOrder() {
        int[][] places = {{}, {0}, {83}, {63}, {64}, {63, 64}, {0, 1, 2}, {62, 63, 64, 65}, {0, 83}, {10, 10, 70},
            {5, 20, 40, 63, 64, 80, 83}};
        for (int[] p : places) {
            List<Card> except = new ArrayList<>();
            for (int i : p) {
                except.add(STANDARD.get(i));
            }
            CardPile pile = new CardPile(List.of(new Card(CardType.MOVE1, 5)));     // a card of no standard place
            pile.refillStandardExcept(except);
            assertEquals(standardLess(except), pile.view(), () -> java.util.Arrays.toString(p));
            for (Card c : STANDARD) {
                assertEquals(!except.contains(c), pile.contains(c));
            }
            assertFalse(pile.contains(new Card(CardType.MOVE1, 5)));
        }
    }

    @Test
    void refillIgnoresCardsOfNoStandardPlaceAndRandomSetsMatchTheList() {
        SplittableRandom random = new SplittableRandom(17);
        for (int round = 0; round < 200; round++) {
            List<Card> except = new ArrayList<>();
            for (int k = random.nextInt(12); k > 0; k--) {
                except.add(STANDARD.get(random.nextInt(STANDARD.size())));
            }
            except.add(new Card(CardType.UTURN, 15));
            CardPile pile = new CardPile(STANDARD);
            pile.refillStandardExcept(except);
            assertEquals(standardLess(except), pile.view());
        }
    }

    @Test
    void dealtCardsPutBackGoToTheBottomAndCountAgain() {
        CardPile pile = new CardPile(STANDARD);
        pile.refillStandardExcept(List.of(STANDARD.get(3)));
        Hand hand = new Hand();
        pile.dealInto(hand, 9);
        assertEquals(STANDARD.subList(0, 3), hand.subList(0, 3));
        assertEquals(STANDARD.subList(4, 10), hand.subList(3, 9));
        assertEquals(83 - 9, pile.size());
        assertFalse(pile.contains(hand.get(0)));
        pile.returnDealt(hand.pileId(8));
        pile.returnDealt(hand.pileId(0));
        assertEquals(83 - 7, pile.size());
        List<Card> view = pile.view();
        assertEquals(List.of(hand.get(8), hand.get(0)), view.subList(view.size() - 2, view.size()));
        assertTrue(pile.contains(hand.get(0)));
        assertFalse(pile.contains(hand.get(1)));
        pile.addIfStandardAndAbsent(hand.get(0));          // held now: not added twice
        assertEquals(83 - 7, pile.size());
        assertEquals(STANDARD.get(10), pile.draw());
    }

    @Test
    void aPileDealtEmptyAndFilledAgainHoldsOnlyWhatWasPutBack() {
        CardPile pile = new CardPile(STANDARD);
        Hand hand = new Hand();
        pile.dealInto(hand, 100);
        assertEquals(84, hand.size());
        assertTrue(pile.isEmpty());
        for (int k = 0; k < hand.size(); k++) {
            pile.returnDealt(hand.pileId(k));
        }
        assertEquals(STANDARD, pile.view());
        pile.clear();
        assertTrue(pile.isEmpty());
        assertFalse(pile.contains(STANDARD.get(0)));
    }

    @Test
    void randomOperationsMatchAPlainListAlsoWithDuplicatesAndCardsOfNoStandardPlace() {
        List<Card> odd = List.of(new Card(CardType.MOVE1, 5), new Card(CardType.LEFT, 841), new Card(CardType.UTURN, 15),
                new Card(CardType.MOVE3, 10));        // the last: priority 10 is a U-turn's place, not a move 3's
        SplittableRandom random = new SplittableRandom(5);
        for (int round = 0; round < 300; round++) {
            List<Card> model = new ArrayList<>();
            for (int k = random.nextInt(100); k > 0; k--) {
                model.add(random.nextInt(5) == 0 ? odd.get(random.nextInt(odd.size()))
                        : STANDARD.get(random.nextInt(STANDARD.size())));     // duplicates too
            }
            CardPile pile = new CardPile(model);
            List<Card> dealt = new ArrayList<>();       // dealt since the last refill and not put back
            List<Integer> dealtIds = new ArrayList<>();     // their ids in the pile
            boolean refilled = false;
            for (int op = 0; op < 60; op++) {
                Card any = random.nextBoolean() ? odd.get(random.nextInt(odd.size()))
                        : STANDARD.get(random.nextInt(STANDARD.size()));
                switch (random.nextInt(7)) {
                    case 0 -> {
                        pile.add(any);
                        model.add(any);
                    }
                    case 1 -> {
                        if (!model.isEmpty()) {
                            assertEquals(model.remove(0), pile.draw());
                        }
                    }
                    case 2 -> {
                        Hand hand = new Hand();
                        int n = random.nextInt(12);
                        pile.dealInto(hand, n);
                        List<Card> top = model.subList(0, Math.min(n, model.size()));
                        assertEquals(top, hand);
                        for (int k = 0; k < hand.size(); k++) {
                            dealt.add(hand.get(k));
                            dealtIds.add(hand.pileId(k));
                        }
                        top.clear();
                    }
                    case 3 -> {
                        pile.addIfStandardAndAbsent(any);
                        if (Deck.isStandard(any) && !model.contains(any)) {
                            model.add(any);
                        }
                    }
                    case 4 -> {
                        if (refilled && !dealt.isEmpty()) {
                            int k = random.nextInt(dealt.size());
                            Card back = dealt.remove(k);
                            pile.returnDealt((int) dealtIds.remove(k));
                            model.add(back);
                        }
                    }
                    case 5 -> {
                        List<Card> except = new ArrayList<>();
                        for (int k = random.nextInt(6); k > 0; k--) {
                            except.add(random.nextBoolean() ? odd.get(random.nextInt(odd.size()))
                                    : STANDARD.get(random.nextInt(STANDARD.size())));
                        }
                        pile.refillStandardExcept(except);
                        model = new ArrayList<>(standardLess(except));
                        dealt.clear();
                        dealtIds.clear();
                        refilled = true;
                    }
                    default -> {
                        long seed = random.nextLong();
                        pile.shuffle(new SeededRandom(seed));
                        java.util.Collections.shuffle(model, new java.util.Random(seed));
                    }
                }
                assertEquals(model, pile.view());
                assertEquals(model.size(), pile.size());
                assertEquals(model.isEmpty(), pile.isEmpty());
                assertEquals(model.contains(any), pile.contains(any), any::toString);
            }
        }
    }
}
