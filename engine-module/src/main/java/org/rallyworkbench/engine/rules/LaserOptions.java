package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionState;
import org.rallyworkbench.engine.model.OptionUse;

/**
 * The laser of a robot that holds options.
 * <ul>
 * <li>R-OPT-6 Double-Barreled Laser: the main laser deals 2 damage a hit.</li>
 * <li>R-OPT-8 High-Power Laser: the main laser passes through one wall and one robot: every robot on the beam up to
 * the second robot or the second wall takes the laser's damage (at most two robots).</li>
 * <li>R-OPT-11 Rear-Firing Laser: a second main laser fires backwards at the same moment; it deals the main
 * laser's damage but is never high-power and never fires an alternative (R-OPT-31).</li>
 * <li>Laser alternatives, in the registers declared: when the main laser would hit a robot, the option fires
 * instead and the main laser does nothing; targets are found when all beams fire, damage counts with the beams
 * (R-LASER-3), then pushes and pulls happen in descending priority of the firers' cards of the register (equal:
 * lower start number; a firer without a card last), each a one-tile push of R-MOVE-4 along the firer's beam
 * direction, wherever the target now stands; nothing when the target has left the board.
 * R-OPT-24 Pressor Beam pushes the target away; R-OPT-25 Tractor Beam pulls it towards the firer, not an adjacent
 * robot (then the main laser fires); R-OPT-26 Mini Howitzer deals 1 damage and pushes away, five shots, discarded
 * after the fifth; R-OPT-27 Fire Control deals no damage but locks the target's named register for the next turn,
 * or destroys its named option (if the target lacks it, the laser hits as usual); R-OPT-28 Scrambler replaces the
 * card of the target's next register by the deck's top card; R-OPT-29 Radio Control makes the target execute the
 * firer's cards for the rest of the turn ({@link RadioControl}).</li>
 * <li>R-OPT-33: the first written alternative that can act on this target wins, else the main laser fires; on a
 * High-Power or Double-Barreled laser an alternative takes the first robot on the beam, the howitzer deals exactly
 * 1, and the main beam does nothing; Tractor Beam adjacency is judged when targets are found; a shot counts when
 * its damage is dealt; Fire Control's lock does nothing on an empty register or a powered-down or destroyed target;
 * Scrambler does not act on a locked or empty register.</li>
 * </ul>
 * Where RULES.md is silent (docs/engine.md): Fire Control, Scrambler and Radio Control act when the beams are
 * counted, before the damage; Radio Control cannot act in register 5 (nothing is left to control).
 */
final class LaserOptions {

    private final Bot[] firers;
    private final Bot[] targets;
    private final OptionUse[] uses;
    private final Direction[] dirs;
    private int effects;
    private final Bot[] beam = new Bot[2];

    LaserOptions(int robots) {
        this.firers = new Bot[robots];
        this.targets = new Bot[robots];
        this.uses = new OptionUse[robots];
        this.dirs = new Direction[robots];
    }

    /** Fires the main (and rear) laser of {@code b}, which holds options, in play and not powered down. */
    void fire(Table t, Lasers lasers, Bot b, int register) {
        int damage = b.holds(OptionCard.DOUBLE_BARRELED_LASER) ? 2 : 1;
        boolean highPower = b.holds(OptionCard.HIGH_POWER_LASER);
        int found = walk(t, b, b.facing, highPower);
        if (found > 0 && alternative(t, b, beam[0], register)) {
            beam[0] = null;
            beam[1] = null;
        } else {
            for (int i = 0; i < found; i++) {
                lasers.hit(t, beam[i], damage, b.facing, t.recording ? t.laserSources.robotLaser(b) : null);
                beam[i] = null;
            }
        }
        if (b.holds(OptionCard.REAR_FIRING_LASER)) {
            Direction back = b.facing.opposite();
            if (walk(t, b, back, false) > 0) {
                lasers.hit(t, beam[0], damage, back, t.recording ? t.laserSources.robotLaser(b) : null);
                beam[0] = null;
            }
        }
    }

    /** The robots on a beam from {@code b}'s tile towards {@code dir} into {@link #beam}; returns how many. */
    private int walk(Table t, Bot b, Direction dir, boolean highPower) {
        int wallsLeft = highPower ? 1 : 0;
        int robotsMax = highPower ? 2 : 1;
        int x = b.x;
        int y = b.y;
        int found = 0;
        while (true) {
            if (t.board.hasWall(x, y, dir)) {
                if (wallsLeft == 0) {
                    break;
                }
                wallsLeft--;
            }
            x += dir.dx();
            y += dir.dy();
            if (!t.board.contains(x, y)) {
                break;
            }
            Bot o = t.occupant(x, y);
            if (o != null) {
                beam[found++] = o;
                if (found == robotsMax) {
                    break;
                }
            }
        }
        return found;
    }

    /** R-OPT-33: the first declared alternative that can act on {@code target}; false when none can. */
    private boolean alternative(Table t, Bot b, Bot target, int register) {
        if (b.plan.uses().isEmpty() || (b.abortedMask & (1 << (register - 1))) != 0) {
            return false;
        }
        for (OptionUse u : b.plan.uses()) {
            if (u.in(register) && b.holds(u.option()) && canAct(t, b, target, u, register)) {
                firers[effects] = b;
                targets[effects] = target;
                uses[effects] = u;
                dirs[effects] = b.facing;
                effects++;
                if (t.recording) {
                    t.emit(new GameEvent.FiredInstead(t.turn, register, t.phase, b.name, u.option(), target.name));
                }
                return true;
            }
        }
        return false;
    }

    private static boolean canAct(Table t, Bot b, Bot target, OptionUse u, int register) {
        return switch (u.option()) {
            case PRESSOR_BEAM, MINI_HOWITZER -> true;
            case TRACTOR_BEAM -> Math.abs(target.x - b.x) + Math.abs(target.y - b.y) > 1;
            case FIRE_CONTROL -> u.lockRegister().isPresent()
                    ? !target.poweredDown && target.registers[u.lockRegister().getAsInt() - 1] != null
                    : u.destroy().isPresent() && target.holds(u.destroy().get());
            case SCRAMBLER -> register < 5 && !Programming.locked(target, register)
                    && target.registers[register] != null && !t.deck.isEmpty();
            case RADIO_CONTROL -> register < 5;
            default -> false;
        };
    }

    /** Whether any alternative fired this register. */
    boolean pending() {
        return effects > 0;
    }

    /** The effects that act when the beams are counted: damage, locks, destroyed options, scrambles, control. */
    void beforeCount(Table t, Lasers lasers) {
        for (int i = 0; i < effects; i++) {
            Bot b = firers[i];
            Bot target = targets[i];
            OptionUse u = uses[i];
            switch (u.option()) {
                case MINI_HOWITZER -> {
                    lasers.hit(t, target, 1, dirs[i], t.recording ? t.laserSources.robotLaser(b) : null);
                    b.howitzerShots++;
                    if (b.howitzerShots >= OptionState.HOWITZER_SHOTS) {
                        Options.discard(t, b, OptionCard.MINI_HOWITZER, "its fifth shot fired");
                    }
                }
                case FIRE_CONTROL -> {
                    if (u.lockRegister().isPresent()) {
                        int slot = u.lockRegister().getAsInt();
                        target.fireLockNext |= 1 << (slot - 1);
                        if (t.recording) {
                            t.emit(new GameEvent.RegisterLocked(t.turn, t.register, t.phase, target.name, slot, b.name));
                        }
                    } else {
                        Options.discard(t, target, u.destroy().get(), "destroyed by " + b.name + "'s Fire Control");
                    }
                }
                case SCRAMBLER -> {
                    int slot = t.register;       // the target's next register, 0-based
                    Card from = target.registers[slot];
                    ProgramOptions.replace(t, target, slot, t.deck.draw());
                    if (t.recording) {
                        t.emit(new GameEvent.CardScrambled(t.turn, t.register, t.phase, target.name, slot + 1, from,
                                target.registers[slot], b.name));
                    }
                }
                case RADIO_CONTROL -> {
                    RadioControl.take(t, b, target, t.register + 1);
                    if (t.recording) {
                        t.emit(new GameEvent.RadioControlled(t.turn, t.register, t.phase, target.name, b.name,
                                t.register + 1));
                    }
                }
                default -> { }
            }
        }
    }

    /** After the damage count: pushes and pulls in descending priority of the firers' cards (R-OPT-24 … 26). */
    void pushes(Table t) {
        int slot = t.register - 1;
        for (int i = 1; i < effects; i++) {          // insertion sort, no allocation
            Bot f = firers[i];
            Bot g = targets[i];
            OptionUse u = uses[i];
            Direction d = dirs[i];
            int j = i - 1;
            while (j >= 0 && before(f, firers[j], slot)) {
                firers[j + 1] = firers[j];
                targets[j + 1] = targets[j];
                uses[j + 1] = uses[j];
                dirs[j + 1] = dirs[j];
                j--;
            }
            firers[j + 1] = f;
            targets[j + 1] = g;
            uses[j + 1] = u;
            dirs[j + 1] = d;
        }
        for (int i = 0; i < effects; i++) {
            OptionCard o = uses[i].option();
            Bot target = targets[i];
            if ((o == OptionCard.PRESSOR_BEAM || o == OptionCard.MINI_HOWITZER || o == OptionCard.TRACTOR_BEAM)
                    && target.inPlay()) {
                push(t, target, o == OptionCard.TRACTOR_BEAM ? dirs[i].opposite() : dirs[i], firers[i].name);
            }
            firers[i] = null;
            targets[i] = null;
            uses[i] = null;
        }
        effects = 0;
    }

    private static boolean before(Bot a, Bot b, int slot) {
        Card ca = a.registers[slot];
        Card cb = b.registers[slot];
        if (ca == null || cb == null) {
            return ca != null && cb == null || (ca == null && cb == null && a.start < b.start);
        }
        return ca.priority() != cb.priority() ? ca.priority() > cb.priority() : a.start < b.start;
    }

    private static void push(Table t, Bot target, Direction dir, String by) {
        t.moment++;
        int line = PushChain.lineLength(t, target, dir);
        if (line < 0) {
            if (t.recording) {
                t.emit(new GameEvent.Blocked(t.turn, t.register, t.phase, target.name, target.position(), dir));
            }
        } else {
            PushChain.shove(t, target, line, dir, by);
        }
    }
}
