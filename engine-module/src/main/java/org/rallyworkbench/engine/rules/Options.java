package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.OptionCard;

/**
 * R-OPT-1: option cards come from a seeded deck of the 26 classic options; a robot holds any number of them.
 * No option has an effect in the engine yet: they are held, counted and shown.
 */
final class Options {

    private Options() { }

    /** The option deck of a new game, shuffled with the game's seed. */
    static List<OptionCard> shuffledDeck(long seed) {
        List<OptionCard> deck = new ArrayList<>(OptionCard.all());
        Collections.shuffle(deck, Seeds.forTurn(seed, 0, Seeds.Purpose.OPTION_DECK));
        return List.copyOf(deck);
    }

    /** Gives {@code b} the top option card; returns false when the deck is empty. */
    static boolean take(Table t, Bot b) {
        if (t.optionDeck.isEmpty()) {
            return false;
        }
        OptionCard o = t.optionDeck.remove(0);
        b.options.add(o);
        if (t.recording) {
            t.emit(new GameEvent.OptionTaken(t.turn, t.register, t.phase, b.name, o));
        }
        return true;
    }
}
