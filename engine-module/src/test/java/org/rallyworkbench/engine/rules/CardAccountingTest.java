package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Submission;

/** R-DEAL-1: deck + hands + registers hold the 84 cards, each once, at every step of a director's game. */
class CardAccountingTest {

    static void assertAllCards(GameState s) {
        List<Card> all = new ArrayList<>(s.deck().cards());
        for (Robot r : s.robots()) {
            all.addAll(r.hand());
            r.registers().forEach(c -> c.ifPresent(all::add));
        }
        assertEquals(Deck.SIZE, all.size(), "turn " + s.turn() + " " + s.stage());
        assertEquals(new HashSet<>(Deck.standardCards()), new HashSet<>(all));
    }

    @Test
    void cardsAreAlwaysAccountedFor() {
        GameDirector d = new GameDirector();
        GameState s = DeterminismTest.game(3);
        assertAllCards(s);
        for (int turn = 0; turn < 15 && !s.gameOver(); turn++) {
            s = d.deal(s, EventSink.NONE);
            assertAllCards(s);
            Map<String, Submission> programs = new HashMap<>();
            for (Robot r : s.robots()) {
                if (turn % 2 == 0 && r.inPlay()) {     // every other turn: random programs
                    int n = Math.min(GameDirector.programmableRegisters(r), r.hand().size());
                    programs.put(r.name(), new Submission(r.name(), r.hand().subList(0, n), turn % 4 == 0,
                            Optional.empty(), org.rallyworkbench.engine.model.DoubleRepairChoice.REPAIR));
                }
            }
            s = d.play(s, programs, EventSink.NONE, RegisterHook.NONE);
            assertAllCards(s);
        }
    }
}
