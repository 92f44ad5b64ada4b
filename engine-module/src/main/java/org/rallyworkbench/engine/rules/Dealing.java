package org.rallyworkbench.engine.rules;

import java.util.List;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.Card;

/**
 * Dealing at the start of a turn.
 * <ul>
 * <li>R-DEAL-1: the deck is the 84-card program deck; every card not locked in a register is shuffled back
 * each turn with the game's seeded random source.</li>
 * <li>R-DEAL-2: a robot is dealt 9 − damage cards (never fewer than 0); a powered-down robot (R-START-3) and
 * a robot off the board are dealt none. Robots are dealt in start-number order.</li>
 * </ul>
 */
final class Dealing {

    /** The size of a full hand. */
    static final int FULL_HAND = 9;

    private Dealing() { }

    static void run(Table t) {
        t.at(0, Phase.DEALING);
        List<Card> locked = t.scratchLocked;
        locked.clear();
        for (Bot b : t.bots) {
            int lockedMask = Programming.lockedMask(b);
            for (int i = 0; i < b.registers.length; i++) {
                if ((lockedMask & (1 << i)) == 0) {
                    b.registers[i] = null;
                } else if (b.registers[i] != null) {
                    locked.add(b.registers[i]);
                }
            }
            if (b.flywheel != null) {
                locked.add(b.flywheel);         // on the Flywheel, out of the deck (R-OPT-22)
            }
            b.hand.clear();
            b.dealt = 0;
        }
        t.deck.refillStandardExcept(locked);      // the 84 cards in priority order, less the locked ones
        t.deck.shuffle(t.random(Seeds.Purpose.SHUFFLE));
        t.handsDealt = true;
        for (Bot b : t.byStart) {
            t.deck.dealInto(b.hand, handSize(b));
            b.dealt = b.hand.size();
            if (b.flywheel != null && b.inPlay()) {
                PassiveOptions.flywheelJoins(t, b);
            }
            if (t.recording && b.inPlay() && !b.poweredDown) {
                t.emit(GameEvent.Dealt.copying(t.turn, 0, t.phase, b.name, b.hand));
            }
        }
    }

    /** R-DEAL-2: 9 − damage, at least 0; none for a powered-down robot or one off the board. */
    static int handSize(Bot b) {
        if (!b.inPlay() || b.poweredDown) {
            return 0;
        }
        return Math.max(0, FULL_HAND + PassiveOptions.extraMemory(b) - b.damage);
    }
}
