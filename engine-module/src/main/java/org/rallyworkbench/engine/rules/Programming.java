package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Submission;

/**
 * Programming the registers.
 * <ul>
 * <li>R-PROG-1: a robot with damage d ≥ 5 has registers (10−d)…5 locked; a locked register keeps the card it
 * held at the end of the previous turn; a locked register with no card takes the top card of the deck.</li>
 * <li>R-PROG-2: the player fills the unlocked registers, in order, with cards from the hand (fewer cards leave
 * the rest empty).</li>
 * <li>R-PROG-3: a robot in play, not powered down, whose player sent no program gets its unlocked registers
 * filled at random from its hand (seeded).</li>
 * <li>R-PROG-4: with the program the player may announce a power down, declare the re-entry facing, name the
 * tile to re-enter on when the archive is occupied (R-START-2) and choose what a double repair site gives; both
 * declarations stay in force until the player makes another; the director warns when the robot touched a new archive last turn and no
 * re-entry facing was declared.</li>
 * </ul>
 */
final class Programming {

    private Programming() { }

    /** R-PROG-1: the number of unlocked registers for {@code damage}: 5 up to 4 damage, 0 from 9. */
    static int unlockedRegisters(int damage) {
        return Math.max(0, Math.min(Robot.REGISTERS, 9 - damage));
    }

    static int unlockedRegisters(Bot b) {
        return unlockedRegisters(b.damage);
    }

    /**
     * Whether register {@code slot} (0-based) keeps its card this turn: locked by damage (R-PROG-1) or by Fire
     * Control (R-OPT-27).
     */
    static boolean locked(Bot b, int slot) {
        return (lockedMask(b) & (1 << slot)) != 0;
    }

    /**
     * The registers that keep their card this turn as a mask (bit {@code slot}): locked by damage (R-PROG-1) or by
     * Fire Control (R-OPT-27); computed once per robot instead of once per register.
     */
    static int lockedMask(Bot b) {
        return (ALL_REGISTERS << unlockedRegisters(b.damage)) & ALL_REGISTERS | b.fireLocked;
    }

    /** One bit per register. */
    private static final int ALL_REGISTERS = (1 << Robot.REGISTERS) - 1;

    /** The number of registers the player fills: the unlocked ones less those Fire Control locked. */
    static int programmable(Bot b) {
        return Robot.REGISTERS - Integer.bitCount(lockedMask(b) & ALL_REGISTERS);
    }

    /** R-PROG-1, at dealing time: empty locked registers take the top card of the deck. */
    static void lock(Table t) {
        t.at(0, Phase.PROGRAMMING);
        for (Bot b : t.bots) {
            if (!b.inPlay()) {
                continue;
            }
            for (int i = unlockedRegisters(b); i < Robot.REGISTERS; i++) {
                boolean drawn = b.registers[i] == null;
                if (drawn && !t.deck.isEmpty()) {
                    b.registers[i] = t.deck.draw();
                }
                if (t.recording && b.registers[i] != null) {
                    t.emit(new GameEvent.Locked(t.turn, 0, t.phase, b.name, i + 1, b.registers[i], drawn));
                }
            }
        }
    }

    /**
     * Fills the unlocked registers from the submissions (R-PROG-2) or at random (R-PROG-3), and applies the
     * declarations (R-PROG-4). The caller has checked the submissions (card counts, known robots).
     */
    static void program(Table t, Map<String, Submission> submissions) {
        t.at(0, Phase.PROGRAMMING);
        SeededRandom random = t.random(Seeds.Purpose.RANDOM_PROGRAMS);
        for (Bot b : t.bots) {
            boolean discarded = false;
            Submission s = submissions.get(b.name);
            b.doubleRepair = s != null ? s.doubleRepair() : DoubleRepairChoice.REPAIR;
            if (t.optionsInPlay) {
                ProgramOptions.declare(t, b, s);
            }
            if (b.inPlay() && !b.poweredDown) {
                boolean recompiled = t.optionsInPlay && ProgramOptions.recompile(t, b);
                int lockedMask = lockedMask(b);
                int slots = Robot.REGISTERS - Integer.bitCount(lockedMask & ALL_REGISTERS);
                clearProgrammable(b, lockedMask);
                if (!b.inPlay()) {
                    // Recompile's damage destroyed it (R-OPT-30): nothing to program
                } else if (s != null && !recompiled) {
                    if (s.cards().size() > slots) {
                        throw new IllegalArgumentException(b.name + " has " + slots
                                + " unlocked registers but was sent " + s.cards().size() + " cards");
                    }
                    place(b, s);
                } else if (slots > 0) {
                    if (randomProgram(t, b, slots, lockedMask, random)) {
                        discarded = true;
                    }
                }
            }
            if (s != null) {
                declare(t, b, s);
            } else if (b.touchedNewArchive && b.inPlay() && t.recording) {
                t.emit(new GameEvent.Warning(t.turn, 0, t.phase, b.name,
                        "touched a new archive last turn but declared no re-entry facing"));
            }
            b.touchedNewArchive = false;
            if (t.optionsInPlay) {
                ProgramOptions.putAside(t, b);
            }
            if (!discarded) {
                discardUnplayed(t, b);
            }
            if (t.recording && b.inPlay() && s != null) {
                List<Optional<Card>> regs = new ArrayList<>(Robot.REGISTERS);
                for (Card c : b.registers) {
                    regs.add(Optional.ofNullable(c));
                }
                t.emit(new GameEvent.Programmed(t.turn, 0, t.phase, b.name, regs));
            }
        }
    }

    /** Empties the registers the player fills (not those locked by damage or Fire Control). */
    private static void clearProgrammable(Bot b, int lockedMask) {
        for (int i = 0; i < Robot.REGISTERS; i++) {
            if ((lockedMask & (1 << i)) == 0) {
                b.registers[i] = null;
                if (b.seconds != null) {
                    b.seconds[i] = null;
                }
            }
        }
    }

    /** R-PROG-2: the cards, in order, into the registers the player fills; pairs keep their second card. */
    private static void place(Bot b, Submission s) {
        int k = 0;
        for (int i = 0; i < Robot.REGISTERS && k < s.cards().size(); i++) {
            if (locked(b, i)) {
                continue;
            }
            b.registers[i] = s.cards().get(k);
            Optional<Card> second = s.options().second(k);
            if (second.isPresent()) {
                if (b.seconds == null) {
                    b.seconds = new Card[Robot.REGISTERS];
                }
                b.seconds[i] = second.get();
            }
            k++;
        }
    }

    /**
     * The hand cards not placed in a register go back to the deck. Only standard cards ever go back
     * ({@link Table#discard}), and a card equals a standard card exactly when it has that card's place in the
     * deck, so the registers are marked by place once (two 64-bit masks for the 84 places) instead of comparing
     * every hand card with every register.
     */
    private static void discardUnplayed(Table t, Bot b) {
        long low = 0;
        long high = 0;
        for (int i = 0; i < b.registers.length; i++) {
            Card r = b.registers[i];
            int k = r == null ? -1 : Deck.standardIndex(r);
            Card second = b.seconds == null ? null : b.seconds[i];
            int k2 = second == null ? -1 : Deck.standardIndex(second);
            low |= mask(k, 0) | mask(k2, 0);
            high |= mask(k, 64) | mask(k2, 64);
        }
        for (int h = 0, n = b.hand.size(); h < n; h++) {
            Card c = b.hand.get(h);
            int k = Deck.standardIndex(c);
            if (k >= 0 && ((k < 64 ? low >>> k : high >>> (k - 64)) & 1) == 0) {
                t.discard(c);
            }
        }
        b.hand.clear();
    }

    /** The bit of standard place {@code k} (or none for -1) in the mask of places {@code base}…{@code base + 63}. */
    private static long mask(int k, int base) {
        return k >= base && k < base + 64 ? 1L << (k - base) : 0;
    }

    /** The largest hand {@link #randomProgram} shuffles by places: the placed ones are marked in one long. */
    private static final int MAX_PLACES = Long.SIZE;

    /**
     * R-PROG-3: the hand shuffled with the turn's seeded source (Collections.shuffle's swaps), its first cards into
     * the registers the player would fill, in order. The hand's places are shuffled rather than its cards, so the
     * unplayed cards are known by place. When the hand was dealt on this table and no option is in play, no hand
     * card can equal a locked register's card (Dealing kept those out of the deck) nor another hand card (each was
     * drawn once), so the unplayed cards are discarded here, in hand order, as {@link #discardUnplayed} would; the
     * method returns whether it did.
     */
    private static boolean randomProgram(Table t, Bot b, int unlocked, int lockedMask, SeededRandom random) {
        int size = b.hand.size();
        if (size > MAX_PLACES) {
            randomProgramOfCards(t, b, unlocked, lockedMask, random);
            return false;
        }
        int[] places = t.scratchHand;           // reused: no allocation per robot (a hand of at most 64 here)
        for (int h = 0; h < size; h++) {
            places[h] = h;                      // a loop: a copy of nine ints cost more (the copy's call)
        }
        random.shuffle(places, 0, size);
        int n = Math.min(unlocked, size);
        long placed = 0;
        for (int i = 0, k = 0; k < n; i++) {
            if ((lockedMask & (1 << i)) == 0) {          // around the registers Fire Control locked (R-OPT-27)
                int h = places[k++];
                b.registers[i] = b.hand.get(h);
                placed |= 1L << h;
            }
        }
        if (t.recording) {
            Card[] program = new Card[n];
            for (int k = 0; k < n; k++) {
                program[k] = b.hand.get(places[k]);
            }
            t.emit(GameEvent.RandomProgram.handingOver(t.turn, 0, t.phase, b.name, program));    // not copied again
        }
        if (!t.handsDealt || t.optionsInPlay || b.seconds != null) {
            return false;
        }
        for (int h = 0; h < size; h++) {
            if ((placed & (1L << h)) == 0) {
                t.deck.returnDealt(b.hand.pileId(h));   // dealt from the deck this turn: it cannot be there
            }
        }
        b.hand.clear();
        return true;
    }

    /** {@link #randomProgram} for a hand of more than 64 cards (hand-written states only): the cards shuffled. */
    private static void randomProgramOfCards(Table t, Bot b, int unlocked, int lockedMask, SeededRandom random) {
        Card[] hand = b.hand.toArray(new Card[0]);
        random.shuffle(hand, 0, hand.length);
        int n = Math.min(unlocked, hand.length);
        for (int i = 0, k = 0; k < n; i++) {
            if ((lockedMask & (1 << i)) == 0) {
                b.registers[i] = hand[k++];
            }
        }
        if (t.recording) {
            t.emit(new GameEvent.RandomProgram(t.turn, 0, t.phase, b.name, Arrays.asList(hand).subList(0, n)));
        }
    }

    private static void declare(Table t, Bot b, Submission s) {
        if (s.powerDown()) {
            b.powerDownAnnounced = true;
            if (t.recording) {
                t.emit(new GameEvent.PowerDownAnnounced(t.turn, 0, t.phase, b.name));
            }
        }
        if (s.reentryFacing().isPresent()) {
            b.reentryFacing = s.reentryFacing().get();
            if (t.recording) {
                t.emit(new GameEvent.FacingDeclared(t.turn, 0, t.phase, b.name, b.reentryFacing));
            }
        } else if (b.touchedNewArchive && b.inPlay() && t.recording) {
            t.emit(new GameEvent.Warning(t.turn, 0, t.phase, b.name,
                    "touched a new archive last turn but declared no re-entry facing"));
        }
        if (s.reentryTile().isPresent()) {
            b.reentryTile = s.reentryTile().get();
            if (t.recording) {
                t.emit(new GameEvent.ReentryTileDeclared(t.turn, 0, t.phase, b.name, b.reentryTile));
            }
        }
    }
}
