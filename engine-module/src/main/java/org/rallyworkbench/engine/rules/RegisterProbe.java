package org.rallyworkbench.engine.rules;

import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RobotStatus;

/**
 * Plays one robot's registers one at a time on a private copy of a dealt game, with the very phases of
 * {@link TurnEngine} (movement, conveyors, pushers, gears, crushers, lasers, checkpoints): what a planning bot
 * uses to try programs without a second reading of the rules. The other robots play the programs given for them
 * (none: they play no card, but board elements, pushes and lasers act on them as usual). Positions can be
 * marked and restored, so a search can try many cards from one position. Holds no rule; not thread-safe.
 */
public final class RegisterProbe {

    /** Ints kept per robot by a {@link Mark}. */
    private static final int FIELDS = 10;
    private static final Direction[] DIRECTIONS = Direction.values();
    private static final RobotStatus[] STATUSES = RobotStatus.values();

    private final TurnEngine engine = new TurnEngine();
    private final Table table;
    private final Bot me;
    private final int firstUnlocked;
    private Cause myCause;

    /**
     * A probe for robot {@code robot} of the dealt state {@code dealt}. Its own registers start empty except
     * the locked ones (R-PROG-1), which keep their cards; {@code others} gives the other robots' cards (their
     * locked registers as dealt are kept under the given ones; a robot not named plays no card).
     */
    public RegisterProbe(GameState dealt, String robot, Map<String, List<Card>> others) {
        if (dealt.stage() != GameState.Stage.DEALT) {
            throw new IllegalArgumentException("a probe starts from a dealt turn, not " + dealt.stage());
        }
        this.table = new Table(dealt, EventSink.NONE, engine.tables(dealt.board()));
        Bot found = null;
        for (Bot b : table.bots) {
            int unlocked = Programming.unlockedRegisters(b);
            if (b.name.equals(robot)) {
                found = b;
                java.util.Arrays.fill(b.registers, 0, unlocked, null);
            } else {
                List<Card> cards = others.get(b.name);
                if (cards == null) {
                    java.util.Arrays.fill(b.registers, null);
                } else {
                    java.util.Arrays.fill(b.registers, 0, unlocked, null);
                    for (int i = 0; i < Math.min(unlocked, cards.size()); i++) {
                        b.registers[i] = cards.get(i);
                    }
                }
            }
            b.hand.clear();
        }
        if (found == null) {
            throw new IllegalArgumentException("no robot named '" + robot + "'");
        }
        this.me = found;
        this.firstUnlocked = Programming.unlockedRegisters(found);
        table.onDestroyed = (index, cause) -> {
            if (index == me.index) {
                myCause = cause;
            }
        };
    }

    /** How many registers the robot programs itself (R-PROG-1); later ones are locked. */
    public int unlocked() { return me.poweredDown || !me.inPlay() ? 0 : firstUnlocked; }

    /** The card of locked register {@code register} (1..5), or null. */
    public Card locked(int register) { return register > firstUnlocked ? me.registers[register - 1] : null; }

    /**
     * Plays register {@code register} (1..5) with {@code card} in the robot's register (ignored for a locked
     * register, which plays its own card; null: no card).
     */
    public void play(int register, Card card) {
        if (register <= firstUnlocked) {
            me.registers[register - 1] = card;
        }
        table.at(register, org.rallyworkbench.engine.event.Phase.MOVEMENT);
        engine.phases(table, register);
    }

    /** Takes the robot off the board without a destruction (to see how the others fare without it). */
    public void liftMe() {
        table.lift(me);
        me.status = RobotStatus.DESTROYED;
    }

    /** Puts the robot on (x, y), which must be free, in play, with these facing, damage and next flag. */
    public void placeMe(int x, int y, Direction facing, int damage, int nextFlag) {
        table.lift(me);
        me.status = RobotStatus.IN_PLAY;
        me.facing = facing;
        me.damage = damage;
        me.nextFlag = nextFlag;
        myCause = null;
        table.place(me, x, y);
    }

    public int x() { return me.x; }

    public int y() { return me.y; }

    public Direction facing() { return me.facing; }

    public int damage() { return me.damage; }

    public int nextFlag() { return me.nextFlag; }

    public boolean alive() { return me.inPlay(); }

    /** What destroyed the robot since it was last placed or restored; null when it was not. */
    public Cause cause() { return myCause; }

    /** Whether the game has been won (by anyone; R-CHECK-3). */
    public boolean won() { return !table.winners.isEmpty(); }

    /** A new mark holding the current position of every robot. */
    public Mark mark() {
        Mark m = new Mark(table.bots.length);
        mark(m);
        return m;
    }

    /** Stores the current position of every robot into {@code m}. */
    public void mark(Mark m) {
        int[] v = m.values;
        for (Bot b : table.bots) {
            int o = b.index * FIELDS;
            v[o] = b.x;
            v[o + 1] = b.y;
            v[o + 2] = b.facing.ordinal();
            v[o + 3] = b.damage;
            v[o + 4] = b.lives;
            v[o + 5] = b.nextFlag;
            v[o + 6] = b.archiveX;
            v[o + 7] = b.archiveY;
            v[o + 8] = b.archiveFacing.ordinal() | b.status.ordinal() << 2;
            v[o + 9] = b.destroyedAt;
            System.arraycopy(b.registers, 0, m.registers, b.index * Robot.REGISTERS, Robot.REGISTERS);
        }
        m.moment = table.moment;
        m.winners = table.winners.size();
        m.cause = myCause;
    }

    /** Puts every robot back where {@code m} has it. */
    public void restore(Mark m) {
        int[] v = m.values;
        for (Bot b : table.bots) {
            table.lift(b);
        }
        for (Bot b : table.bots) {
            int o = b.index * FIELDS;
            b.facing = DIRECTIONS[v[o + 2]];
            b.damage = v[o + 3];
            b.lives = v[o + 4];
            b.nextFlag = v[o + 5];
            b.archiveX = v[o + 6];
            b.archiveY = v[o + 7];
            b.archiveFacing = DIRECTIONS[v[o + 8] & 3];
            b.status = STATUSES[v[o + 8] >> 2];
            b.destroyedAt = v[o + 9];
            System.arraycopy(m.registers, b.index * Robot.REGISTERS, b.registers, 0, Robot.REGISTERS);
            b.x = v[o];
            b.y = v[o + 1];
            if (b.inPlay()) {
                table.place(b, b.x, b.y);
            }
        }
        table.moment = m.moment;
        while (table.winners.size() > m.winners) {
            table.winners.remove(table.winners.size() - 1);
        }
        myCause = m.cause;
    }

    /**
     * Whether every robot but this one stands as in {@code m}: same tile, facing and status (damage aside).
     */
    public boolean othersAsIn(Mark m) {
        int[] v = m.values;
        for (Bot b : table.bots) {
            if (b == me) {
                continue;
            }
            int o = b.index * FIELDS;
            if (b.x != v[o] || b.y != v[o + 1] || b.facing.ordinal() != v[o + 2]
                    || b.status.ordinal() != v[o + 8] >> 2) {
                return false;
            }
        }
        return true;
    }

    /** Where every robot stood at some moment, opaque; reusable. */
    public static final class Mark {
        private final int[] values;
        private final Card[] registers;
        private int moment;
        private int winners;
        private Cause cause;

        private Mark(int robots) {
            this.values = new int[robots * FIELDS];
            this.registers = new Card[robots * Robot.REGISTERS];
        }
    }
}
