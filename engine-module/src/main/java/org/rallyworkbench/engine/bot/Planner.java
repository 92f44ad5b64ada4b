package org.rallyworkbench.engine.bot;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.rules.RegisterProbe;

/**
 * Chooses one robot's program from the hand it was dealt by trying every distinct ordering on the board with
 * the engine's rules ({@link RegisterProbe}: board elements, lasers, damage, pushes; locked registers play their
 * cards) and keeping the best-scored one. Cards of one type are interchangeable in the search (only their
 * priority differs), so it goes over sequences of card types, register by register, and plays each register of
 * a shared prefix once. While the other robots stand as they would without this one, a register's outcome
 * depends only on (register, robot state, card type) and the best continuation only on (register, robot state,
 * cards left): both are memoised. The search is exhaustive, so the choice is a pure function of the dealt
 * state and the others' programs; ties go to the first sequence in card-type order.
 * <p>
 * Score of an outcome: {@value #FLAG} per flag reached, minus the {@link PathField} distance to the next flag
 * (at most {@value #FAR}), minus a damage penalty; a win scores {@value #WIN}, a destruction
 * −{@value #DEATH} besides the flags reached before it. One instance per thread.
 */
public final class Planner {

    static final int FLAG = 100;
    static final int WIN = 100_000;
    static final int DEATH = 80;
    static final int FAR = 60;
    private static final int REGISTERS = Robot.REGISTERS;
    private static final CardType[] TYPES = CardType.values();
    private static final int NO_CARD = 7;      // a type code: locked register, empty hand, or after the end
    private static final int TERMINAL = 0x7FFF;   // NO_CARD in every register: what follows a death or a win
    private static final Direction[] DIRECTIONS = Direction.values();

    private final PathField field;
    private final int lastFlag;
    private final LongMap memo = new LongMap(1 << 12);
    private final LongMap moves = new LongMap(1 << 12);

    // The plan being searched.
    private RegisterProbe probe;
    private final RegisterProbe.Mark[] world = new RegisterProbe.Mark[REGISTERS + 1];
    private final RegisterProbe.Mark[] actual = new RegisterProbe.Mark[REGISTERS + 1];
    /** [type][k]: the hand's cards of each type, highest priority first; the k-th one used takes the k-th. */
    private final Card[][] byType = new Card[TYPES.length][];
    private final int[] dealtOfType = new int[TYPES.length];
    private final Card[] lockedCard = new Card[REGISTERS + 1];
    private int unlocked;
    private int startFlag;
    private int startDamage;
    private long registersPlayed;

    public Planner(PathField field) {
        this.field = field;
        this.lastFlag = field.board().lastFlagNumber();
    }

    public PathField field() { return field; }

    /** The registers the engine has played for all plans so far (the cost of the search). */
    public long registersPlayed() { return registersPlayed; }

    /**
     * The cards for robot {@code robot}'s unlocked registers, in order, from its hand in {@code dealt}: empty
     * when it is off the board or powered down. {@code others}: the programs the other robots are expected to
     * play (a robot not named plays no card).
     */
    public List<Card> choose(GameState dealt, String robot, Map<String, List<Card>> others) {
        Robot r = dealt.robot(robot).orElseThrow(() -> new IllegalArgumentException("no robot named '" + robot + "'"));
        if (!r.inPlay() || r.poweredDown() || lastFlag == 0) {
            return List.of();
        }
        probe = new RegisterProbe(dealt, robot, others);
        unlocked = probe.unlocked();
        if (unlocked == 0) {
            return List.of();
        }
        int multiset = prepareHand(r.hand());
        for (int reg = 1; reg <= REGISTERS; reg++) {
            lockedCard[reg] = probe.locked(reg);
        }
        startFlag = r.nextFlag();
        startDamage = r.damage();
        worldWithoutMe();
        memo.clear();
        moves.clear();
        int state = state(r.position().x(), r.position().y(), r.facing(), r.damage(), r.nextFlag());
        long best = search(1, state, multiset, true);
        probe = null;
        return cards(r.hand(), (int) best);
    }

    /**
     * Counts the hand by type (4 bits a type, at most 15 a type) and sorts each type's cards by priority: the
     * first card of a type played takes the highest priority, as {@link #cards} will, so the search plays the
     * very cards the program will hold.
     */
    private int prepareHand(List<Card> hand) {
        List<Card> sorted = new ArrayList<>(hand);
        sorted.sort(Comparator.comparingInt(Card::priority).reversed());
        int multiset = 0;
        for (int t = 0; t < TYPES.length; t++) {
            CardType type = TYPES[t];
            byType[t] = sorted.stream().filter(c -> c.type() == type).limit(15).toArray(Card[]::new);
            dealtOfType[t] = byType[t].length;
            multiset |= dealtOfType[t] << (4 * t);
        }
        return multiset;
    }

    /** The others' positions register by register as they would be without this robot. */
    private void worldWithoutMe() {
        for (int i = 0; i <= REGISTERS; i++) {
            if (world[i] == null) {
                world[i] = probe.mark();
                actual[i] = probe.mark();
            }
        }
        RegisterProbe.Mark start = actual[0];
        probe.mark(start);
        probe.liftMe();
        probe.mark(world[0]);
        for (int reg = 1; reg <= REGISTERS; reg++) {
            probe.play(reg, null);
            probe.mark(world[reg]);
        }
        probe.restore(start);
    }

    /**
     * The best (score, type sequence) from register {@code reg} on, the robot in {@code state} with the cards
     * {@code multiset} left; {@code clean}: the others stand as in {@link #world}, else as in {@code actual[reg-1]}.
     * Returns the score's float bits in the high half, the type codes of registers reg..5 (3 bits each, register 1
     * lowest) in the low half.
     */
    private long search(int reg, int state, int multiset, boolean clean) {
        if (reg > REGISTERS) {
            return pack(evaluate(state), 0);
        }
        long key = 0;
        if (clean) {
            key = (long) multiset << 35 | (long) state << 3 | reg;
            long hit = memo.get(key);
            if (hit != LongMap.ABSENT) {
                return hit;
            }
        }
        float bestScore = Float.NEGATIVE_INFINITY;
        int bestSeq = 0;
        boolean locked = reg > unlocked;
        boolean any = false;
        for (int t = 0; t <= NO_CARD; t++) {
            if (locked || t == NO_CARD) {
                if (any) {
                    break;
                }
                t = NO_CARD;
            } else if ((multiset >>> (4 * t) & 15) == 0) {
                continue;
            }
            any = true;
            int used = t == NO_CARD ? 0 : dealtOfType[t] - (multiset >>> (4 * t) & 15);
            Card card = locked ? lockedCard[reg] : t == NO_CARD ? null : byType[t][used];
            long outcome = clean ? cleanMove(reg, state, t << 4 | used, card) : dirtyMove(reg, card);
            int after = (int) outcome;
            boolean dirty = !clean || (outcome >>> 32 & 1) != 0;
            float score;
            int seq = TERMINAL & -(1 << (3 * reg));       // registers after this one
            if ((outcome >>> 33 & 1) != 0) {                  // destroyed
                score = FLAG * (flagOf(after) - startFlag) - DEATH;
            } else if (flagOf(after) > lastFlag) {            // won
                score = WIN + 10 * (REGISTERS + 1 - reg);
            } else {
                int left = t == NO_CARD ? multiset : multiset - (1 << (4 * t));
                long child = search(reg + 1, after, left, !dirty);
                score = Float.intBitsToFloat((int) (child >>> 32));
                seq = (int) child;
            }
            if (score > bestScore) {
                bestScore = score;
                bestSeq = seq | t << (3 * (reg - 1));
            }
        }
        long result = pack(bestScore, bestSeq);
        if (clean) {
            memo.put(key, result);
        }
        return result;
    }

    /**
     * One register from {@code state} with the others as in {@link #world}: (bit 33 destroyed, bit 32 the others
     * were disturbed, low 32 bits the state after). A disturbed outcome leaves the table in {@code actual[reg]}.
     */
    private long cleanMove(int reg, int state, int typeAndRank, Card card) {
        long key = (long) state << 10 | (long) typeAndRank << 3 | reg;
        long hit = moves.get(key);
        if (hit != LongMap.ABSENT) {
            return hit;
        }
        probe.restore(world[reg - 1]);
        probe.placeMe(xOf(state), yOf(state), DIRECTIONS[facingOf(state)], damageOf(state), flagOf(state));
        long outcome = play(reg, card);
        if (!probe.othersAsIn(world[reg])) {
            probe.mark(actual[reg]);
            return outcome | 1L << 32;
        }
        moves.put(key, outcome);
        return outcome;
    }

    /** One register from the table in {@code actual[reg-1]}; leaves the result in {@code actual[reg]}. */
    private long dirtyMove(int reg, Card card) {
        probe.restore(actual[reg - 1]);
        long outcome = play(reg, card);
        probe.mark(actual[reg]);
        return outcome | 1L << 32;
    }

    private long play(int reg, Card card) {
        int before = probe.nextFlag();
        probe.play(reg, card);
        registersPlayed++;
        if (!probe.alive()) {
            return 1L << 33 | state(0, 0, Direction.N, 0, probe.nextFlag());
        }
        int flag = probe.nextFlag();
        return state(probe.x(), probe.y(), probe.facing(), Math.min(15, probe.damage()), Math.max(before, flag));
    }

    /** The score of ending the turn alive in {@code state}. */
    private float evaluate(int state) {
        int flag = flagOf(state);
        int d = Math.min(FAR, field.distance(flag, xOf(state), yOf(state), DIRECTIONS[facingOf(state)]));
        return FLAG * (flag - startFlag) - d - (damagePenalty(damageOf(state)) - damagePenalty(startDamage));
    }

    /** Damage costs cards next turn, and locks registers from 5 on (R-DEAL-2, R-PROG-1). */
    static int damagePenalty(int damage) {
        return 2 * damage + 3 * Math.max(0, damage - 4);
    }

    /**
     * The hand's cards for the chosen type sequence: the k-th card of a type played takes the type's k-th highest
     * priority; registers after a destruction or a win (nothing matters any more) take the cards left over.
     */
    private List<Card> cards(List<Card> hand, int seq) {
        List<Card> left = new ArrayList<>(hand);
        left.sort(Comparator.comparingInt(Card::priority).reversed());
        Card[] program = new Card[unlocked];
        for (int reg = 1; reg <= unlocked; reg++) {
            int t = seq >>> (3 * (reg - 1)) & 7;
            for (int i = 0; t != NO_CARD && i < left.size(); i++) {
                if (left.get(i).type().ordinal() == t) {
                    program[reg - 1] = left.remove(i);
                    break;
                }
            }
        }
        List<Card> result = new ArrayList<>(unlocked);
        for (Card c : program) {
            if (c == null && !left.isEmpty()) {
                c = left.remove(0);
            }
            if (c != null) {
                result.add(c);
            }
        }
        return List.copyOf(result);
    }

    // A robot state in an int: x 9 bits, y 9 bits, facing 2, damage 4, next flag 7.
    private static int state(int x, int y, Direction facing, int damage, int nextFlag) {
        return x | y << 9 | facing.ordinal() << 18 | damage << 20 | Math.min(127, nextFlag) << 24;
    }

    private static int xOf(int s) { return s & 511; }

    private static int yOf(int s) { return s >>> 9 & 511; }

    private static int facingOf(int s) { return s >>> 18 & 3; }

    private static int damageOf(int s) { return s >>> 20 & 15; }

    private static int flagOf(int s) { return s >>> 24 & 127; }

    private static long pack(float score, int seq) {
        return (long) Float.floatToIntBits(score) << 32 | (seq & 0xFFFFFFFFL);
    }
}
