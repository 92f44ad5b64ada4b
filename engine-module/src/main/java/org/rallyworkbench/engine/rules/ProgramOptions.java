package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionPlan;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Submission;

/**
 * Options that change the program.
 * <ul>
 * <li>R-OPT-20 Abort Switch (from register k): the cards of registers k..5 that are not locked are replaced, as
 * each is revealed, by the top card of the deck; the replaced cards are discarded. Once a turn.</li>
 * <li>R-OPT-21 Conditional Program: one hand card not programmed goes on the option; in the register named it
 * replaces the card programmed there (discarded). Unused, it is discarded at the end of the turn.</li>
 * <li>R-OPT-22 Flywheel: one hand card not programmed goes on the option, out of the deck until the robot's next
 * dealing, where it joins the hand dealt (in {@link Dealing}). One card at a time.</li>
 * <li>R-OPT-23 Recompile: once a turn, after dealing, the hand is discarded and a new hand of the same size dealt;
 * the robot takes 1 damage at once (no lock changes this turn).</li>
 * <li>R-OPT-32 (these parts): Abort Switch replaces each register k..5 that is not locked and holds a card or a
 * pair by one deck card, and the declarations for those registers no longer apply; a Conditional Program card
 * whose register is not reached or is locked is discarded at the end of the turn; the options stay. The Flywheel
 * card joins the hand at the next dealing even when the robot is dealt no card; {@code dealt} counts only cards
 * drawn; a destroyed robot keeps it.</li>
 * </ul>
 * Where RULES.md is silent (docs/engine.md): with Recompile the program sends no cards and the registers are
 * filled at random from the new hand (the player could not know it); in one register Conditional Program acts
 * first, then Abort Switch replaces what is revealed.
 */
final class ProgramOptions {

    private ProgramOptions() { }

    /** Takes the program's declarations for this turn; the sacrifice list stays until another is written. */
    static void declare(Table t, Bot b, Submission s) {
        b.plan = s != null ? s.options() : OptionPlan.NONE;
        b.abortedMask = 0;
        if (s != null && s.options().sacrifice().isPresent()) {
            b.sacrifice = s.options().sacrifice().get();
        }
    }

    /** R-OPT-23: returns whether the robot recompiled (its registers are then filled at random). */
    static boolean recompile(Table t, Bot b) {
        if (!Options.declared(b, OptionCard.RECOMPILE, 0)) {
            return false;
        }
        int n = b.hand.size();
        for (Card c : b.hand) {
            t.discard(c);
        }
        b.hand.clear();
        for (int i = 0; i < n && !t.deck.isEmpty(); i++) {
            b.hand.add(t.deck.draw());
        }
        if (t.recording) {
            t.emit(new GameEvent.OptionUsed(t.turn, 0, t.phase, b.name, OptionCard.RECOMPILE,
                    "a new hand of " + b.hand.size() + " cards, 1 damage"));
            t.emit(new GameEvent.Dealt(t.turn, 0, t.phase, b.name, b.hand));
        }
        DamagePrevention.atOnce(t, b, 1, null, Cause.RECOMPILE);
        return true;
    }

    /** R-OPT-21, R-OPT-22: the cards the program puts on Conditional Program and Flywheel leave the hand. */
    static void putAside(Table t, Bot b) {
        b.conditional = null;
        if (!b.inPlay() || b.plan.uses().isEmpty()) {
            return;
        }
        OptionUse flywheel = Options.declared(b, OptionCard.FLYWHEEL, 0) ? Options.use(b, OptionCard.FLYWHEEL, 0)
                : null;
        // The card leaves the hand; a scenario's card need not have been dealt (FORMATS.md), so it is kept anyway.
        if (flywheel != null && flywheel.card().isPresent() && b.flywheel == null) {
            b.hand.remove(flywheel.card().get());
            b.flywheel = flywheel.card().get();
            if (t.recording) {
                t.emit(new GameEvent.OptionUsed(t.turn, 0, t.phase, b.name, OptionCard.FLYWHEEL,
                        b.flywheel + " kept for the next dealing"));
            }
        }
        OptionUse conditional = Options.declared(b, OptionCard.CONDITIONAL_PROGRAM, 0)
                ? Options.use(b, OptionCard.CONDITIONAL_PROGRAM, 0) : null;
        if (conditional != null && conditional.card().isPresent()) {
            b.hand.remove(conditional.card().get());
            b.conditional = conditional.card().get();
            b.conditionalRegister = conditional.registers().asList().get(0);
            if (t.recording) {
                t.emit(new GameEvent.OptionUsed(t.turn, 0, t.phase, b.name, OptionCard.CONDITIONAL_PROGRAM,
                        b.conditional + " put on the option for register " + b.conditionalRegister));
            }
        }
    }

    /** R-OPT-21, R-OPT-20: as register {@code register} is revealed, before the robots move. */
    static void reveal(Table t, int register) {
        int slot = register - 1;
        for (Bot b : t.bots) {
            if (b.options.isEmpty() || !b.inPlay() || Programming.locked(b, slot)) {
                continue;
            }
            if (b.conditional != null && b.conditionalRegister == register) {
                Card old = b.registers[slot];
                replace(t, b, slot, b.conditional);
                b.conditional = null;
                if (t.recording) {
                    t.emit(new GameEvent.OptionUsed(t.turn, register, t.phase, b.name, OptionCard.CONDITIONAL_PROGRAM,
                            "register " + register + " plays " + b.registers[slot]
                                    + (old != null ? " instead of " + old : "")));
                }
            }
            OptionUse abort = b.holds(OptionCard.ABORT_SWITCH) ? Options.use(b, OptionCard.ABORT_SWITCH, 0) : null;
            if (abort != null && abort.registers().mask() != 0
                    && register >= abort.registers().asList().get(0) && b.registers[slot] != null
                    && !t.deck.isEmpty()) {
                Card old = b.registers[slot];
                replace(t, b, slot, t.deck.draw());
                b.abortedMask |= 1 << slot;
                if (t.recording) {
                    t.emit(new GameEvent.OptionUsed(t.turn, register, t.phase, b.name, OptionCard.ABORT_SWITCH,
                            "register " + register + ": " + old + " replaced by " + b.registers[slot]));
                }
            }
        }
    }

    /** Puts {@code card} in register {@code slot}, discarding what it held (both cards of a pair). */
    static void replace(Table t, Bot b, int slot, Card card) {
        t.discard(b.registers[slot]);
        if (b.seconds != null) {
            t.discard(b.seconds[slot]);
            b.seconds[slot] = null;
        }
        b.registers[slot] = card;
    }

    /**
     * End of turn: an unused Conditional Program card is discarded; second cards of pairs are discarded (a locked
     * register keeps its first card only); Fire Control's locks for the next turn take over.
     */
    static void endOfTurn(Table t, Bot b) {
        if (b.conditional != null) {
            t.discard(b.conditional);
            b.conditional = null;
        }
        if (b.seconds != null) {
            for (int i = 0; i < Robot.REGISTERS; i++) {
                t.discard(b.seconds[i]);
                b.seconds[i] = null;
            }
        }
        b.fireLocked = b.fireLockNext;
        b.fireLockNext = 0;
        b.radioBy = null;
        b.radioCards = null;
        b.radioSeconds = null;
        b.plan = OptionPlan.NONE;
    }
}
