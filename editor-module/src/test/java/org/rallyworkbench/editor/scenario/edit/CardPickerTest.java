package org.rallyworkbench.editor.scenario.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

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
}
