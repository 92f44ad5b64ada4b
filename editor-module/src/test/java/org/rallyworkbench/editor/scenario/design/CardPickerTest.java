package org.rallyworkbench.editor.scenario.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionPlan;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.Registers;

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

    private static PickerRobot holding(int damage, OptionCard... options) {
        java.util.List<Integer> programmed = new java.util.ArrayList<>();
        java.util.List<PickerRobot.Locked> locked = new java.util.ArrayList<>();
        int unlocked = Math.min(5, 9 - damage);
        for (int k = 1; k <= 5; k++) {
            if (k <= unlocked) {
                programmed.add(k);
            } else {
                locked.add(new PickerRobot.Locked(k, Optional.of(Card.parse("move1@500")), false));
            }
        }
        return new PickerRobot("red", 1, damage, List.of(options), programmed, locked);
    }

    @Test
    void aCrabLegsPairIsBuiltOnlyFromAMoveOneAndALeftOrRightAndDeclaredForItsRegister() {
        CardPicker picker = new CardPicker(holding(0, OptionCard.CRAB_LEGS), List.of(Card.parse("move2@700"),
                Card.parse("move1@500")), OptionPlan.NONE, Set.of());
        picker.selectInProgram(0);
        picker.selectInDeck(Card.parse("left@70"));
        assertEquals(Optional.empty(), picker.pairOption(), "a Move 2 does not pair for Crab Legs");
        picker.selectInProgram(1);
        picker.selectInDeck(Card.parse("uturn@10"));
        assertEquals(Optional.empty(), picker.pairOption(), "nor does a U-Turn");
        picker.selectInDeck(Card.parse("left@70"));
        assertEquals(Optional.of(OptionCard.CRAB_LEGS), picker.pairOption());
        picker.addPairSelected();
        assertEquals(List.of(Card.parse("move2@700"), Card.parse("move1@500")), picker.program());
        OptionPlan plan = picker.plan();
        assertEquals(List.of(Optional.empty(), Optional.of(Card.parse("left@70"))), plan.seconds());
        assertEquals(List.of(OptionUse.of(OptionCard.CRAB_LEGS, Registers.of(2))), plan.uses());
        assertEquals(Optional.empty(), plan.sacrifice());
        assertTrue(picker.deckTitle().contains("(81 cards"), "left@70 left the deck: " + picker.deckTitle());
    }

    @Test
    void aDualProcessorPairTakesAnyMoveCardAndAnyRotation() {
        CardPicker picker = new CardPicker(holding(0, OptionCard.DUAL_PROCESSOR), List.of(Card.parse("backup@430")),
                OptionPlan.NONE, Set.of());
        picker.selectInProgram(0);
        picker.selectInDeck(Card.parse("uturn@10"));
        assertEquals(Optional.of(OptionCard.DUAL_PROCESSOR), picker.pairOption());
        CardPicker none = new CardPicker(holding(0), List.of(Card.parse("move1@500")), OptionPlan.NONE, Set.of());
        none.selectInProgram(0);
        none.selectInDeck(Card.parse("left@70"));
        assertEquals(Optional.empty(), none.pairOption(), "a robot without Crab Legs or Dual Processor pairs nothing");
    }

    @Test
    void usesAreDeclaredOnlyWhereTheyMayBeUsed() {
        CardPicker picker = new CardPicker(holding(0, OptionCard.FOURTH_GEAR, OptionCard.SCRAMBLER,
                OptionCard.FIRE_CONTROL), List.of(Card.parse("move3@800"), Card.parse("move1@500")), OptionPlan.NONE,
                Set.of());
        picker.declare(OptionCard.FOURTH_GEAR);
        UseTableModel uses = picker.uses();
        assertTrue(uses.isCellEditable(0, 1), "register 1 holds a Move 3");
        assertFalse(uses.isCellEditable(0, 2), "register 2 holds a Move 1");
        uses.setValueAt(true, 0, 1);
        uses.setValueAt(true, 0, 2);               // refused
        picker.declare(OptionCard.SCRAMBLER);
        assertFalse(uses.isCellEditable(1, 5), "no Scrambler in register 5");
        uses.setValueAt(true, 1, 3);
        picker.declare(OptionCard.FIRE_CONTROL);
        uses.setValueAt(true, 2, 4);
        assertTrue(picker.problem().orElse("").contains("Fire Control"), picker.problem().toString());
        uses.setValueAt(uses.detailChoices(2, List.of()).get(4), 2, UseTableModel.DETAIL);    // lock register 5
        assertEquals(Optional.empty(), picker.problem());
        picker.sacrifice(OptionCard.SCRAMBLER);
        OptionPlan plan = picker.plan();
        assertEquals(List.of(OptionUse.of(OptionCard.FOURTH_GEAR, Registers.of(1)),
                OptionUse.of(OptionCard.SCRAMBLER, Registers.of(3)),
                new OptionUse(OptionCard.FIRE_CONTROL, Registers.of(4), OptionalInt.of(5), Optional.empty(),
                        Optional.empty())), plan.uses());
        assertEquals(Optional.of(List.of(OptionCard.SCRAMBLER)), plan.sacrifice());
    }

    @Test
    void aRobotWithLockedRegistersFillsOnlyTheOthers() {
        CardPicker picker = new CardPicker(holding(6), List.of(), OptionPlan.NONE, Set.of());
        for (int i = 0; i < 5; i++) {
            picker.addSelected();
        }
        assertEquals(3, picker.program().size(), "damage 6 locks registers 4 and 5");
    }

    @Test
    void addKeepsTheDeckSelectionInPlace() {
        CardPicker picker = new CardPicker(List.of(), Set.of());
        picker.selectInDeck(Card.parse("move1@500"));
        picker.addSelected();
        assertEquals(Card.parse("move1@490"), picker.selectedInDeck(), "the next card of the group takes its place");
    }
}
