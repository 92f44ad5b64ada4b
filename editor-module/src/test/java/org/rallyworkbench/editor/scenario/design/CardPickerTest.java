package org.rallyworkbench.editor.scenario.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Card;

class CardPickerTest {

    @Test
    void theDeckCountDropsAsCardsAreTaken() {
        CardPicker picker = new CardPicker(List.of(), Set.of());
        assertTrue(picker.deckTitle().contains("(84 cards"), picker.deckTitle());
        picker.takeFirst();
        picker.takeFirst();
        assertTrue(picker.deckTitle().contains("(82 cards"), picker.deckTitle());
        assertEquals(2, picker.program().size());
    }

    @Test
    void addAndRemoveKeepASelectionSoTheyCanBePressedAgain() {
        // Add left nothing selected in the deck: five cards took five clicks on a card and five on Add
        CardPicker picker = new CardPicker(List.of(), Set.of());
        for (int i = 0; i < 5; i++) {
            picker.addSelected();
        }
        assertEquals(List.of(Card.parse("move3@840"), Card.parse("move3@830"), Card.parse("move3@820"),
                Card.parse("move3@810"), Card.parse("move3@800")), picker.program());
        picker.removeSelected();
        picker.removeSelected();
        assertEquals(List.of(Card.parse("move3@840"), Card.parse("move3@830"), Card.parse("move3@820")), picker.program());
    }

    @Test
    void aCardPutBackIsTheOnlyOneAddTakes() {
        // the deck's selection grew over the returned card, and the next Add took two cards
        CardPicker picker = new CardPicker(List.of(), Set.of());
        picker.addSelected();                   // move3@840; move3@830 now selected in the deck
        picker.removeSelected();                // move3@840 back
        picker.addSelected();
        assertEquals(List.of(Card.parse("move3@840")), picker.program());
    }
}
