package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.DoubleRepairChoice;

/**
 * The end of a turn, after register 5 (not played when the game ended during the registers, R-CHECK-3).
 * <ul>
 * <li>R-END-1: robots on a flag or a single repair site repair 1 damage.</li>
 * <li>R-END-2: a robot on a double repair site repairs 2 damage or, if its player chose so, takes one option
 * card and repairs nothing [2005: repairs 1 and takes an option card]. A powered-down robot takes no option
 * card: read literally, a powered-down robot whose player chose the option gets neither card nor repair (house);
 * [2005] it still repairs 1. Only an empty option deck turns the option into the 2-damage repair.</li>
 * <li>R-END-3: cards in unlocked registers are discarded; locked ones stay.</li>
 * <li>R-END-5: a robot powered down this turn powers up again unless its player announced another power
 * down; a power down announced this turn takes effect at the next turn start.</li>
 * </ul>
 * R-END-4 (destroyed robots) is {@link Destruction}.
 */
final class EndOfTurn {

    private EndOfTurn() { }

    static void run(Table t) {
        t.at(0, Phase.END_OF_TURN);
        for (Bot b : t.bots) {
            if (b.inPlay()) {
                repair(t, b);
                if (t.optionsInPlay) {
                    PassiveOptions.circuitBreaker(t, b);
                }
                int unlocked = Programming.unlockedRegisters(b);
                for (int i = 0; i < unlocked; i++) {
                    if ((b.fireLockNext & (1 << i)) == 0) {        // Fire Control keeps it (R-OPT-27)
                        t.discard(b.registers[i]);
                        b.registers[i] = null;
                    }
                }
            }
            if (t.optionsInPlay) {
                ProgramOptions.endOfTurn(t, b);
            }
            if (b.poweredDown && !b.powerDownAnnounced) {
                b.poweredDown = false;
                if (t.recording) {
                    t.emit(new GameEvent.PoweredUp(t.turn, 0, t.phase, b.name));
                }
            }
        }
    }

    private static void repair(Table t, Bot b) {
        int kind = t.tables.floorKind(b.x, b.y);
        if (kind == BoardTables.DOUBLE_REPAIR) {
            doubleRepair(t, b);
        } else if (kind == BoardTables.REPAIR || onFlag(t, b)) {
            heal(t, b, 1);
        }
    }

    private static void doubleRepair(Table t, Bot b) {
        if (t.rules.doubleRepairRepairsAndOption()) {
            heal(t, b, 1);
            if (!b.poweredDown) {
                Options.take(t, b);
            }
        } else if (b.doubleRepair == DoubleRepairChoice.OPTION && (b.poweredDown || Options.take(t, b))) {
            return;     // the option and no repair; powered down, no card either
        } else {
            heal(t, b, 2);
        }
    }

    private static boolean onFlag(Table t, Bot b) {
        return t.tables.flagAt(b.x, b.y) > 0;
    }

    private static void heal(Table t, Bot b, int amount) {
        int repaired = Math.min(amount, b.damage);
        if (repaired > 0) {
            b.damage -= repaired;
            if (t.recording) {
                t.emit(new GameEvent.Repaired(t.turn, 0, t.phase, b.name, repaired, b.damage));
            }
        }
    }
}
