package org.rallyworkbench.engine.rules;

import java.util.Optional;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionState;

/**
 * Damage to a robot that holds options.
 * <ul>
 * <li>R-OPT-2: each point of damage (any source) may be prevented by discarding the next option of the program's
 * sacrifice list that the robot still holds; before that, the Power-Down Shield and then the Ablative Coat absorb
 * what they can.</li>
 * <li>R-OPT-4 Ablative Coat: absorbs the next 3 points, then it is discarded.</li>
 * <li>R-OPT-19 Power-Down Shield: while the robot is powered down, it prevents in each register up to 1 point from
 * each of the four directions a beam or a push comes from.</li>
 * <li>R-OPT-30: each point is prevented by the first of the shield's allowance for its direction, the coat, the
 * next listed option still held (the coat and the shield may be listed; listed options not held are skipped). A
 * beam comes from the side opposite its travel, a push or ram from the pusher's side, the Mini Howitzer's damage
 * counts as a beam, Recompile's damage has no direction. A robot brought to 10 damage outside the laser phase is
 * destroyed at once.</li>
 * </ul>
 */
final class DamagePrevention {

    private DamagePrevention() { }

    /** How many of {@code amount} points coming from {@code from} (null: no direction) get through. */
    static int through(Table t, Bot b, int amount, Direction from) {
        if (b.options.isEmpty()) {
            return amount;
        }
        int through = 0;
        for (int p = 0; p < amount; p++) {
            if (!preventOne(t, b, from)) {
                through++;
            }
        }
        return through;
    }

    private static boolean preventOne(Table t, Bot b, Direction from) {
        if (from != null && b.poweredDown && b.holds(OptionCard.POWER_DOWN_SHIELD)) {
            int key = t.turn * 8 + t.register;
            if (b.shieldKey != key) {
                b.shieldKey = key;
                b.shieldUsed = 0;
            }
            int bit = 1 << from.ordinal();
            if ((b.shieldUsed & bit) == 0) {
                b.shieldUsed |= bit;
                absorbed(t, b, OptionCard.POWER_DOWN_SHIELD, from);
                return true;
            }
        }
        if (b.holds(OptionCard.ABLATIVE_COAT)) {
            b.coatAbsorbed++;
            absorbed(t, b, OptionCard.ABLATIVE_COAT, from);
            if (b.coatAbsorbed >= OptionState.COAT_POINTS) {
                Options.discard(t, b, OptionCard.ABLATIVE_COAT, "its third point absorbed");
            }
            return true;
        }
        for (OptionCard o : b.sacrifice) {
            if (b.options.contains(o)) {
                Options.discard(t, b, o);
                if (t.recording) {
                    t.emit(new GameEvent.OptionSacrificed(t.turn, t.register, t.phase, b.name, o));
                }
                return true;
            }
        }
        return false;
    }

    private static void absorbed(Table t, Bot b, OptionCard o, Direction from) {
        if (t.recording) {
            t.emit(new GameEvent.DamageAbsorbed(t.turn, t.register, t.phase, b.name, o, Optional.ofNullable(from)));
        }
    }

    /**
     * Damage dealt outside the laser phase (a ram, Recompile): counted at once; at 10 the robot is destroyed at
     * once (R-OPT-30).
     */
    static void atOnce(Table t, Bot b, int amount, Direction from, Cause cause) {
        int h = through(t, b, amount, from);
        if (h == 0) {
            return;
        }
        b.damage = Math.min(Lasers.LETHAL_DAMAGE, b.damage + h);
        if (t.recording) {
            t.emit(new GameEvent.Damaged(t.turn, t.register, t.phase, b.name, h, b.damage));
        }
        if (b.damage >= Lasers.LETHAL_DAMAGE) {
            t.moment++;
            Destruction.destroy(t, b, cause);
        }
    }
}
