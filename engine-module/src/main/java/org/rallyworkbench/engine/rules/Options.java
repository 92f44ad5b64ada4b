package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionUse;

/**
 * Holding option cards.
 * <ul>
 * <li>R-OPT-1: option cards come from a seeded deck of the 26 classic options, each card once; a robot holds any
 * number of them; a discarded or destroyed option goes under the option deck.</li>
 * <li>R-OPT-3: a destroyed robot loses one option, if it holds any: the first of its sacrifice list that it still
 * holds, otherwise the one it has held longest (R-OPT-30: it is discarded).</li>
 * </ul>
 * The effects of the options are in {@link DamagePrevention}, {@link PassiveOptions}, {@link MoveOptions},
 * {@link ProgramOptions} and {@link LaserOptions}; this class also answers "did the program declare this option
 * for this register" for all of them.
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
        t.optionsInPlay = true;
        if (t.recording) {
            t.emit(new GameEvent.OptionTaken(t.turn, t.register, t.phase, b.name, o));
        }
        return true;
    }

    /**
     * R-OPT-1: {@code o} leaves {@code b} and goes under the option deck; what it carried goes with it (the coat's
     * and the howitzer's counters, the Flywheel's card back to the program deck).
     */
    static void discard(Table t, Bot b, OptionCard o) {
        if (!b.options.remove(o)) {
            return;
        }
        t.optionDeck.add(o);
        switch (o) {
            case ABLATIVE_COAT -> b.coatAbsorbed = 0;
            case MINI_HOWITZER -> b.howitzerShots = 0;
            case FLYWHEEL -> {
                t.discard(b.flywheel);
                b.flywheel = null;
            }
            case CONDITIONAL_PROGRAM -> {
                t.discard(b.conditional);
                b.conditional = null;
            }
            default -> { }
        }
    }

    /** {@link #discard} with an {@link GameEvent.OptionDiscarded} event giving the reason. */
    static void discard(Table t, Bot b, OptionCard o, String reason) {
        discard(t, b, o);
        if (t.recording) {
            t.emit(new GameEvent.OptionDiscarded(t.turn, t.register, t.phase, b.name, o, reason));
        }
    }

    /** R-OPT-3: the option a destroyed robot loses, discarded; nothing when it holds none. */
    static void loseOne(Table t, Bot b) {
        if (b.options.isEmpty()) {
            return;
        }
        OptionCard lost = b.options.get(0);
        for (OptionCard o : b.sacrifice) {
            if (b.options.contains(o)) {
                lost = o;
                break;
            }
        }
        discard(t, b, lost);
        if (t.recording) {
            t.emit(new GameEvent.OptionLost(t.turn, t.register, t.phase, b.name, lost));
        }
    }

    /**
     * Whether {@code b} holds {@code o} and its program declared it for {@code register} (1..5; 0 for the
     * declarations of the whole turn), and Abort Switch has not cancelled that register's declarations (R-OPT-32).
     * No allocation: the register loop asks this.
     */
    static boolean declared(Bot b, OptionCard o, int register) {
        if (b.options.isEmpty() || !b.options.contains(o)) {
            return false;
        }
        if (register > 0 && (b.abortedMask & (1 << (register - 1))) != 0) {
            return false;
        }
        return use(b, o, register) != null;
    }

    /** The first declaration of {@code o} for {@code register} (0: any, for the whole turn), or null. */
    static OptionUse use(Bot b, OptionCard o, int register) {
        List<OptionUse> uses = b.plan.uses();
        for (int i = 0; i < uses.size(); i++) {
            OptionUse u = uses.get(i);
            if (u.option() == o && (register == 0 || u.in(register))) {
                return u;
            }
        }
        return null;
    }
}
