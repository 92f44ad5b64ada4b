package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Submission;

/**
 * R-OPT-32 and FORMATS.md "Option cards in scenarios": what is wrong with a program's option declarations against
 * the robot as dealt. Declaring an option it does not hold; a two-card register without a use of Crab Legs or Dual
 * Processor for it, or with a pair that option cannot play; a movement option for a register whose card does not
 * fit; a Conditional Program or Flywheel card that is also programmed (or, for the director, not in the hand);
 * uses or cards for a powered-down robot; cards sent with Recompile (the new hand is dealt after the program was
 * sent, so the registers are filled at random from it). The scenario runner and {@code ./rally turn} both ask
 * this, so a script and a submission are judged alike.
 */
final class OptionDeclarations {

    private OptionDeclarations() { }

    /** The problems, empty when all is fine; {@code checkHand}: the cards must come from the hand dealt. */
    static List<String> check(Robot r, Submission s, boolean checkHand) {
        List<String> problems = new ArrayList<>();
        if (s.options().uses().isEmpty() && s.options().seconds().stream().allMatch(Optional::isEmpty)) {
            return problems;
        }
        if (r.poweredDown() && !s.options().uses().isEmpty()) {
            problems.add(r.name() + " is powered down: its program may carry sacrifice, power-down and"
                    + " reentry-facing, no use");
            return problems;
        }
        for (OptionUse u : s.options().uses()) {
            if (!r.options().contains(u.option())) {
                problems.add(r.name() + " declares " + u.option().id() + " but does not hold it"
                        + (r.options().isEmpty() ? " (it holds no option)"
                        : " (it holds " + String.join(" ", r.options().stream().map(OptionCard::id).toList()) + ")"));
            }
        }
        int[] registerOf = registerNumbers(r);
        for (int k = 0; k < s.cards().size(); k++) {
            int register = k < registerOf.length ? registerOf[k] : k + 1;
            Card card = s.cards().get(k);
            Optional<Card> second = s.options().second(k);
            boolean crab = declared(s, OptionCard.CRAB_LEGS, register);
            boolean dual = declared(s, OptionCard.DUAL_PROCESSOR, register);
            if (second.isPresent()) {
                if (!crab && !dual) {
                    problems.add("register " + register + " of " + r.name() + " holds two cards " + card + "+"
                            + second.get() + " but the program declares neither crab-legs nor dual-processor for it");
                } else if (crab && dual) {
                    problems.add("register " + register + " of " + r.name()
                            + " declares both crab-legs and dual-processor");
                } else if (crab && !(card.type() == CardType.MOVE1 && (second.get().type() == CardType.LEFT
                        || second.get().type() == CardType.RIGHT))) {
                    problems.add("register " + register + " of " + r.name() + ": Crab Legs plays a Move 1 and a"
                            + " Rotate Left or Right (move1@P+left@Q), not " + card + "+" + second.get());
                }
            }
            if (declared(s, OptionCard.BRAKES, register) && card.type() != CardType.MOVE1) {
                problems.add(unfit(r, register, "brakes", "Move 1", card));
            }
            if (declared(s, OptionCard.FOURTH_GEAR, register) && card.type() != CardType.MOVE3) {
                problems.add(unfit(r, register, "fourth-gear", "Move 3", card));
            }
            if (declared(s, OptionCard.REVERSE_GEAR, register) && card.type() != CardType.BACKUP) {
                problems.add(unfit(r, register, "reverse-gear", "Back Up", card));
            }
            if (second.isPresent() && crab && (declared(s, OptionCard.BRAKES, register)
                    || declared(s, OptionCard.FOURTH_GEAR, register) || declared(s, OptionCard.REVERSE_GEAR, register))) {
                problems.add("register " + register + " of " + r.name()
                        + ": a Crab Legs step takes no movement option");
            }
        }
        for (OptionUse u : s.options().uses()) {
            if (u.card().isEmpty()) {
                continue;
            }
            Card c = u.card().get();
            boolean programmed = s.cards().contains(c) || s.options().seconds().contains(Optional.of(c));
            if (programmed) {
                problems.add(r.name() + " programs " + c + " and also puts it on " + u.option().id());
            } else if (checkHand && !r.hand().contains(c)) {
                problems.add(c + " for " + u.option().id() + " is not in " + r.name() + "'s hand " + r.hand());
            }
        }
        if (s.options().uses().stream().anyMatch(u -> u.option() == OptionCard.RECOMPILE) && !s.cards().isEmpty()) {
            problems.add(r.name() + " declares recompile and sends cards: with Recompile the registers are filled at"
                    + " random from the new hand, so the program sends cards=\"\"");
        }
        return problems;
    }

    /** The register each program card goes to: the unlocked registers not locked by Fire Control, in order. */
    private static int[] registerNumbers(Robot r) {
        int unlocked = Programming.unlockedRegisters(r.damage());
        int[] numbers = new int[Robot.REGISTERS];
        int k = 0;
        for (int i = 0; i < unlocked; i++) {
            if (!r.optionState().fireLocked().contains(i + 1)) {
                numbers[k++] = i + 1;
            }
        }
        return java.util.Arrays.copyOf(numbers, k);
    }

    /** The registers the player fills for {@code r} (R-PROG-1 less Fire Control's locks, R-OPT-27). */
    static int programmable(Robot r) {
        return registerNumbers(r).length;
    }

    private static boolean declared(Submission s, OptionCard o, int register) {
        for (OptionUse u : s.options().uses()) {
            if (u.option() == o && u.in(register)) {
                return true;
            }
        }
        return false;
    }

    private static String unfit(Robot r, int register, String option, String card, Card actual) {
        return "register " + register + " of " + r.name() + ": " + option + " applies to a " + card + ", not to "
                + actual;
    }
}
