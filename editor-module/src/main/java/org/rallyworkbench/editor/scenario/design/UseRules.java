package org.rallyworkbench.editor.scenario.design;

import java.util.Optional;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.OptionCard;

/**
 * Where the card picker lets an option be declared (RULES.md R-OPT-13 … R-OPT-33, FORMATS.md {@code <use>}): the
 * passive options are never declared; Crab Legs and Dual Processor come with the two-card registers they play;
 * Gyroscopic Stabilizer, Flywheel and Recompile apply to the whole turn; Abort Switch and Conditional Program name
 * one register; a movement option only a register whose card it changes; Scrambler never register 5. Plain Java.
 */
final class UseRules {

    /** How an option is declared. */
    enum Kind { PASSIVE, PAIR, WHOLE_TURN, ONE_REGISTER, REGISTERS }

    /** What a declaration needs besides registers. */
    enum Detail { NONE, FIRE_CONTROL, CARD }

    private UseRules() {
    }

    static Kind kind(OptionCard o) {
        return switch (o) {
            case CRAB_LEGS, DUAL_PROCESSOR -> Kind.PAIR;
            case GYROSCOPIC_STABILIZER, FLYWHEEL, RECOMPILE -> Kind.WHOLE_TURN;
            case ABORT_SWITCH, CONDITIONAL_PROGRAM -> Kind.ONE_REGISTER;
            case BRAKES, FOURTH_GEAR, REVERSE_GEAR, PRESSOR_BEAM, TRACTOR_BEAM, MINI_HOWITZER, FIRE_CONTROL, SCRAMBLER,
                 RADIO_CONTROL -> Kind.REGISTERS;
            default -> Kind.PASSIVE;
        };
    }

    /** Whether the picker's use list offers the option (passive ones act undeclared; pairs are built as pairs). */
    static boolean declarable(OptionCard o) {
        Kind k = kind(o);
        return k != Kind.PASSIVE && k != Kind.PAIR;
    }

    static Detail detail(OptionCard o) {
        return switch (o) {
            case FIRE_CONTROL -> Detail.FIRE_CONTROL;
            case CONDITIONAL_PROGRAM, FLYWHEEL -> Detail.CARD;
            default -> Detail.NONE;
        };
    }

    /**
     * Whether {@code o} may be declared for {@code register} (1..5) whose first program card is {@code card} (empty:
     * none programmed there); {@code crabPair}: the register is a Crab Legs pair, whose step takes no movement
     * option (R-OPT-32).
     */
    static boolean allowed(OptionCard o, int register, Optional<Card> card, boolean crabPair) {
        if (register < 1 || register > 5) {
            return false;
        }
        return switch (o) {
            case BRAKES -> !crabPair && card.map(c -> c.type() == CardType.MOVE1).orElse(false);
            case FOURTH_GEAR -> !crabPair && card.map(c -> c.type() == CardType.MOVE3).orElse(false);
            case REVERSE_GEAR -> !crabPair && card.map(c -> c.type() == CardType.BACKUP).orElse(false);
            case SCRAMBLER -> register < 5;
            default -> kind(o) == Kind.REGISTERS || kind(o) == Kind.ONE_REGISTER;
        };
    }

    /**
     * The option that plays {@code move}+{@code rotate} as one register, among those held (R-OPT-16, R-OPT-17):
     * Crab Legs for a Move 1 and a Rotate Left or Right when held (unless {@code preferDual}), else Dual Processor
     * for a Move card (or Back Up) and any Rotate card; empty when the robot cannot play that pair.
     */
    static Optional<OptionCard> pairOption(Card move, Card rotate, boolean crabHeld, boolean dualHeld,
                                           boolean preferDual) {
        boolean moveCard = move.type() == CardType.MOVE1 || move.type() == CardType.MOVE2
                || move.type() == CardType.MOVE3 || move.type() == CardType.BACKUP;
        boolean rotateCard = rotate.type() == CardType.LEFT || rotate.type() == CardType.RIGHT
                || rotate.type() == CardType.UTURN;
        boolean crab = crabHeld && move.type() == CardType.MOVE1
                && (rotate.type() == CardType.LEFT || rotate.type() == CardType.RIGHT);
        boolean dual = dualHeld && moveCard && rotateCard;
        if (crab && (!dual || !preferDual)) {
            return Optional.of(OptionCard.CRAB_LEGS);
        }
        return dual ? Optional.of(OptionCard.DUAL_PROCESSOR) : Optional.empty();
    }
}
