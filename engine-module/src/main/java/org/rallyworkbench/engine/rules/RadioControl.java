package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.rallyworkbench.engine.model.Card;

/**
 * The movement phase of a register in which some robot is radio-controlled (R-OPT-29, R-OPT-33): the target
 * executes the firer's cards for the rest of the turn instead of its own, right after the firer (even when the
 * firer has left the board), with its own options and declarations (a pair it cannot play moves nothing), its own
 * locked registers overridden. Otherwise R-MOVE-1's order. Only used while a robot is radio-controlled, so the
 * ordinary register loop stays as it is.
 */
final class RadioControl {

    private RadioControl() { }

    private record Entry(Bot bot, Card card, Card second, int anchorStart, int depth) { }

    static void run(Table t, int register) {
        int slot = register - 1;
        List<Entry> order = new ArrayList<>();
        for (Bot b : t.bots) {
            if (!b.inPlay() || b.poweredDown) {
                continue;
            }
            if (b.radioBy != null && register >= b.radioFrom) {
                Card c = b.radioCards[slot];
                if (c != null) {
                    order.add(new Entry(b, c, b.radioSeconds[slot], b.radioBy.start, 1));
                }
            } else if (b.registers[slot] != null) {
                order.add(new Entry(b, b.registers[slot], b.second(slot), b.start, 0));
            }
        }
        order.sort((a, c) -> a.card.priority() != c.card.priority() ? Integer.compare(c.card.priority(), a.card.priority())
                : a.anchorStart != c.anchorStart ? Integer.compare(a.anchorStart, c.anchorStart)
                : a.depth != c.depth ? Integer.compare(a.depth, c.depth)
                : Integer.compare(a.bot.start, c.bot.start));
        for (Entry e : order) {
            if (e.bot.inPlay()) {
                MoveOptions.play(t, e.bot, e.card, e.second);
            }
        }
    }

    /** Puts {@code target} under {@code firer}'s control from register {@code from} (2..5) on. */
    static void take(Table t, Bot firer, Bot target, int from) {
        target.radioBy = firer;
        target.radioFrom = from;
        target.radioCards = firer.registers.clone();
        target.radioSeconds = firer.seconds != null ? firer.seconds.clone() : new Card[firer.registers.length];
        t.radio = true;
    }
}
