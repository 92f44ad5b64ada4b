package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;

/** {@link Hand} reads and changes as an {@link ArrayList} of the same cards does. */
class HandTest {

    @Test
    void randomChangesMatchAnArrayList() {
        SplittableRandom random = new SplittableRandom(3);
        List<Card> standard = Deck.standardCards();
        for (int round = 0; round < 200; round++) {
            Hand hand = new Hand();
            List<Card> model = new ArrayList<>();
            for (int op = 0; op < 40; op++) {
                Card c = standard.get(random.nextInt(standard.size()));
                switch (random.nextInt(5)) {
                    case 0, 1 -> assertEquals(model.add(c), hand.add(c));
                    case 2 -> {
                        if (!model.isEmpty()) {
                            int i = random.nextInt(model.size());
                            assertEquals(model.remove(i), hand.remove(i));
                        }
                    }
                    case 3 -> assertEquals(model.remove(c), hand.remove(c));
                    default -> {
                        if (random.nextInt(4) == 0) {
                            model.clear();
                            hand.clear();
                        }
                    }
                }
                assertEquals(model, hand);
                assertEquals(model.hashCode(), hand.hashCode());
                assertArrayEquals(model.toArray(), hand.toArray());
                assertArrayEquals(model.toArray(new Card[0]), hand.toArray(new Card[0]));
                assertArrayEquals(model.toArray(new Card[12]), hand.toArray(new Card[12]));
                assertEquals(List.copyOf(model), List.copyOf(hand));
            }
        }
    }

    @Test
    void aDealtCardKeepsItsPileIdThroughRemovals() {
        List<Card> standard = Deck.standardCards();
        Hand hand = new Hand();
        for (int i = 0; i < 12; i++) {        // past the first array
            hand.addDealt(standard.get(i), 100 + i);
        }
        hand.add(standard.get(40));
        hand.remove(3);
        hand.remove(standard.get(7));
        assertEquals(List.of(100, 101, 102, 104, 105, 106, 108, 109, 110, 111, -1),
                java.util.stream.IntStream.range(0, hand.size()).map(hand::pileId).boxed().toList());
        hand.clear();
        hand.addDealt(standard.get(0), 5);
        assertEquals(5, hand.pileId(0));
        assertThrows(IndexOutOfBoundsException.class, () -> hand.pileId(1));
    }

    @Test
    void refusesNullCardsAndPlacesOutside() {
        Hand hand = new Hand();
        hand.add(Deck.standardCards().get(0));
        assertThrows(NullPointerException.class, () -> hand.add(null));
        assertThrows(IndexOutOfBoundsException.class, () -> hand.get(1));
        assertThrows(IndexOutOfBoundsException.class, () -> hand.remove(-1));
    }
}
