package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rallyworkbench.engine.model.Direction.E;
import static org.rallyworkbench.engine.model.Direction.N;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;

/** R-DEAL-1, R-DEAL-2, R-PROG-1..3. */
class DealingAndProgrammingTest {

    @Test
    void theDeckHas84CardsAsListed() {
        List<Card> deck = Deck.standardCards();
        assertEquals(84, deck.size());
        assertEquals(6, deck.stream().filter(c -> c.type() == CardType.UTURN).count());
        assertEquals(18, deck.stream().filter(c -> c.type() == CardType.LEFT).count());
        assertEquals(new Card(CardType.RIGHT, 420), deck.stream().filter(c -> c.type() == CardType.RIGHT)
                .reduce((a, b) -> b).orElseThrow());
        assertEquals(new Card(CardType.MOVE3, 840), deck.get(83));
        assertEquals(84, deck.stream().map(Card::priority).distinct().count());
    }

    @Test
    void dealsNineMinusDamageAndAccountsForEveryCard() {
        List<Robot> robots = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            robots.add(Robot.fresh("r" + i, i + 1, new Position(i, 0), N, 3).withDamage(i));
        }
        GameState s = GameDirector.newGame(Fixture.board(8, 8).build(), RuleSetId.HOUSE, robots, 7);
        GameState dealt = new GameDirector().deal(s, EventSink.NONE);
        int total = dealt.deck().size();
        for (Robot r : dealt.robots()) {
            assertEquals(Math.max(0, 9 - r.damage()), r.dealt());
            total += r.hand().size() + (int) r.registers().stream().filter(Optional::isPresent).count();
        }
        assertEquals(84, total);
        // damage 5..7 lock 1..3 registers, drawn from the deck
        Robot r7 = dealt.robot("r7").orElseThrow();
        assertTrue(r7.registers().get(2).isPresent() && r7.registers().get(4).isPresent());
        assertTrue(r7.registers().get(1).isEmpty());
    }

    @Test
    void unlockedRegisters() {
        assertEquals(5, Programming.unlockedRegisters(0));
        assertEquals(5, Programming.unlockedRegisters(4));
        assertEquals(4, Programming.unlockedRegisters(5));
        assertEquals(0, Programming.unlockedRegisters(9));
        assertEquals(0, Programming.unlockedRegisters(12));
    }

    @Test
    void lockedRegistersKeepTheirCardsAndRunThem() {
        Robot r = Robot.fresh("r", 1, new Position(3, 1), E, 3).withDamage(6)
                .withRegisters(Robot.registersOf(Card.parseList("left@70 left@90 left@110 move1@500 move1@510")));
        Fixture f = new Fixture(Fixture.board(8, 3).build()).robot(r).program("r", "uturn@10");
        f.turn();
        assertEquals(org.rallyworkbench.engine.model.Direction.W, f.after(1, "r").facing());
        assertEquals(new Position(2, 1), f.after(4, "r").position());
        assertEquals(new Position(1, 1), f.robot("r").position());
        assertEquals(Optional.of(new Card(CardType.MOVE1, 510)), f.robot("r").registers().get(4));
        assertEquals(Optional.empty(), f.robot("r").registers().get(0));
    }

    @Test
    void randomProgramsAreSeededAndComeFromTheHand() {
        Fixture f = new Fixture(Fixture.board(8, 8).build()).robot("r", 4, 4, N);
        GameState s = GameDirector.newGame(f.board, RuleSetId.HOUSE, f.robots, 99);
        GameDirector d = new GameDirector();
        GameState dealt = d.deal(s, EventSink.NONE);
        GameState a = d.play(dealt, Map.of(), EventSink.NONE, RegisterHook.NONE);
        GameState b = new GameDirector().turn(s, Map.of(), EventSink.NONE, RegisterHook.NONE);
        assertEquals(a, b);
    }
}
