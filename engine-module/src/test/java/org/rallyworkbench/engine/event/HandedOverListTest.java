package org.rallyworkbench.engine.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;

/** {@link HandedOverList} behaves as {@link List#of}'s lists, and the events keep it without a copy. */
class HandedOverListTest {

    private static final Card A = new Card(CardType.MOVE1, 490);
    private static final Card B = new Card(CardType.UTURN, 10);
    private static final Card C = new Card(CardType.BACKUP, 430);

    @Test
    void readsAsListOfDoes() {
        List<Card> handed = HandedOverList.of(new Card[] {A, B, C, A});
        List<Card> expected = List.of(A, B, C, A);
        assertEquals(expected, handed);
        assertEquals(handed, expected);
        assertEquals(expected.hashCode(), handed.hashCode());
        assertEquals(expected.toString(), handed.toString());
        assertEquals(4, handed.size());
        assertSame(C, handed.get(2));
        assertEquals(0, handed.indexOf(A));
        assertEquals(3, handed.lastIndexOf(A));
        assertEquals(-1, handed.indexOf(new Card(CardType.MOVE3, 790)));
        assertTrue(handed.contains(B));
        assertFalse(handed.contains("not a card"));
        assertEquals(expected.subList(1, 3), handed.subList(1, 3));
        assertEquals(List.of(A, B, C, A), new ArrayList<>(handed));
        assertEquals(List.of(), HandedOverList.of(new Card[0]));
    }

    @Test
    void refusesNullsAndOutOfRangeIndicesAsListOfDoes() {
        assertThrows(NullPointerException.class, () -> HandedOverList.of(new Card[] {A, null}));
        List<Card> handed = HandedOverList.of(new Card[] {A, B});
        assertThrows(NullPointerException.class, () -> handed.contains(null));
        assertThrows(NullPointerException.class, () -> handed.indexOf(null));
        assertThrows(NullPointerException.class, () -> handed.lastIndexOf(null));
        assertThrows(IndexOutOfBoundsException.class, () -> handed.get(2));
        assertThrows(IndexOutOfBoundsException.class, () -> handed.get(-1));
    }

    @Test
    void everyMutatorThrowsEvenWhenItWouldChangeNothing() {
        List<Card> handed = HandedOverList.of(new Card[] {A, B});
        List<Card> empty = HandedOverList.of(new Card[0]);
        Executable[] mutators = {
            () -> handed.add(C), () -> handed.add(0, C), () -> handed.addAll(List.of()),
            () -> handed.addAll(0, List.of(C)), () -> handed.set(0, C), () -> handed.remove(0),
            () -> handed.remove(C), () -> handed.removeAll(List.of()), () -> handed.retainAll(List.of(A, B)),
            () -> handed.removeIf(c -> false), () -> handed.replaceAll(c -> c), () -> handed.sort(null),
            empty::clear, () -> {
                Iterator<Card> it = handed.iterator();
                it.next();
                it.remove();
            },
        };
        for (Executable m : mutators) {
            assertThrows(UnsupportedOperationException.class, m);
        }
        assertEquals(List.of(A, B), handed);
    }

    @Test
    void toArrayIsACopy() {
        Card[] cards = {A, B};
        Object[] copy = HandedOverList.of(cards).toArray();
        copy[0] = C;
        assertSame(A, cards[0]);
        assertEquals(Object[].class, copy.getClass());
    }

    @Test
    void eventsKeepAHandedOverListAndCopyAnyOther() {
        GameEvent.Dealt dealt = GameEvent.Dealt.handingOver(1, 0, Phase.DEALING, "r", new Card[] {A, B});
        assertSame(dealt.cards(), new GameEvent.Dealt(1, 0, Phase.DEALING, "r", dealt.cards()).cards());
        assertEquals(new GameEvent.Dealt(1, 0, Phase.DEALING, "r", List.of(A, B)), dealt);
        assertEquals(new GameEvent.Dealt(1, 0, Phase.DEALING, "r", List.of(A, B)).toString(), dealt.toString());

        List<Card> mutable = new ArrayList<>(List.of(A, B));
        GameEvent.RandomProgram copied = new GameEvent.RandomProgram(1, 0, Phase.PROGRAMMING, "r", mutable);
        mutable.clear();
        assertEquals(List.of(A, B), copied.cards());
        GameEvent.RandomProgram handed =
                GameEvent.RandomProgram.handingOver(1, 0, Phase.PROGRAMMING, "r", new Card[] {A, B});
        assertEquals(copied, handed);
        assertEquals(copied.hashCode(), handed.hashCode());
    }

    @Test
    void copyingTakesTheCollectionAsItIsNowAndRefusesNulls() {
        List<Card> hand = new ArrayList<>(List.of(A, B, C));
        GameEvent.Dealt dealt = GameEvent.Dealt.copying(1, 0, Phase.DEALING, "r", hand);
        hand.clear();
        hand.add(B);
        assertEquals(List.of(A, B, C), dealt.cards());
        assertEquals(new GameEvent.Dealt(1, 0, Phase.DEALING, "r", List.of(A, B, C)), dealt);
        assertEquals(new GameEvent.Dealt(1, 0, Phase.DEALING, "r", List.of(A, B, C)).toString(), dealt.toString());
        assertThrows(UnsupportedOperationException.class, () -> dealt.cards().add(A));
        List<Card> withNull = new ArrayList<>(List.of(A));
        withNull.add(null);
        assertThrows(NullPointerException.class, () -> HandedOverList.copying(withNull));
    }
}
