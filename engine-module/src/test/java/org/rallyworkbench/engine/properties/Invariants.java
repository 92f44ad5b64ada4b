package org.rallyworkbench.engine.properties;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RobotStatus;

/**
 * The invariants of any game, checked at every snapshot (after the deal, after each register, after each
 * turn) against the snapshot before: no two robots share a tile; every robot is on the board (not in a pit)
 * or off it as destroyed or out of the game; damage stays within 0..10; lives never grow, and a robot without
 * lives is out; the 84 program cards are all accounted for (deck + hands + registers, each card once).
 */
final class Invariants implements GamePlayer.Observer {

    /** Checks made by every instance so far, for the figures in the report. */
    private static final java.util.concurrent.atomic.AtomicLong CHECKS = new java.util.concurrent.atomic.AtomicLong();

    private Set<Card> allCards;
    private final Map<String, Integer> lives = new HashMap<>();

    static long checksSoFar() {
        return CHECKS.get();
    }

    @Override
    public void observe(String moment, GameState s) {
        Map<Position, String> occupied = new HashMap<>();
        for (Robot r : s.robots()) {
            String where = moment + ": " + r.name() + " ";
            if (r.inPlay()) {
                check(s.board().contains(r.position()), where + "is in play off the board at " + r.position());
                check(!s.board().isPit(r.position()), where + "is in play in a pit at " + r.position());
                String other = occupied.put(r.position(), r.name());
                check(other == null, where + "shares " + r.position() + " with " + other);
            } else {
                check(r.status() == RobotStatus.DESTROYED || r.status() == RobotStatus.OUT_OF_GAME,
                        where + "has status " + r.status());
            }
            check(r.damage() >= 0 && r.damage() <= 10, where + "has damage " + r.damage());
            check(r.lives() >= 0, where + "has " + r.lives() + " lives");
            check(r.lives() > 0 || r.status() == RobotStatus.OUT_OF_GAME, where + "has no lives but is " + r.status());
            Integer before = lives.put(r.name(), r.lives());
            check(before == null || r.lives() <= before, where + "went from " + before + " to " + r.lives() + " lives");
        }
        List<Card> cards = new ArrayList<>(s.deck().cards());
        for (Robot r : s.robots()) {
            cards.addAll(r.hand());
            r.registers().forEach(c -> c.ifPresent(cards::add));
        }
        if (allCards == null) {
            // The 84 cards of the deck; a mirrored game's deck is its mirror image (see Symmetry).
            allCards = Set.copyOf(cards);
            check(allCards.size() == Deck.SIZE, moment + ": the game starts with " + allCards.size() + " cards");
        }
        check(cards.size() == Deck.SIZE && new HashSet<>(cards).equals(allCards),
                moment + ": " + cards.size() + " cards in deck, hands and registers; "
                        + (new HashSet<>(cards).size()) + " different; expected the " + Deck.SIZE + " of the deck");
    }

    private static void check(boolean ok, String message) {
        CHECKS.incrementAndGet();
        if (!ok) {
            throw new AssertionError(message);
        }
    }
}
