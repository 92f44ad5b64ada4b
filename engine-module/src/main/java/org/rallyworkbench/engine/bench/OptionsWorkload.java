package org.rallyworkbench.engine.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionPlan;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;
import org.rallyworkbench.engine.model.Submission;

/**
 * Full turns with option cards (issue 12): every robot starts holding 3 random options, and each turn its program
 * is a random pick of its hand with random use declarations for the options it holds (registers at random; a
 * movement option only where its card fits; the declarations {@link GameDirector#check} refuses are dropped), and
 * its sacrifice list its first option. Played with the immutable API, since programs with declarations are
 * submissions. No two-card registers are drawn: Crab Legs and Dual Processor are held but not used here.
 */
public final class OptionsWorkload {

    private static final int OPTIONS_EACH = 3;

    private final List<Board> boards;
    private final int robots;
    private final GameDirector director = new GameDirector();
    private long seed;
    private int game;
    private GameState state;
    private Random random;

    public OptionsWorkload(List<Board> boards, int robots, long seed) {
        if (boards.isEmpty()) {
            throw new IllegalArgumentException("no boards");
        }
        this.boards = List.copyOf(boards);
        this.robots = robots;
        this.seed = seed;
        newGame();
    }

    /** Plays {@code turns} turns; returns a checksum of the final positions so nothing is optimised away. */
    public long run(long turns) {
        for (long i = 0; i < turns; i++) {
            if (state.gameOver() || state.turn() >= TurnWorkload.TURNS_PER_GAME) {
                newGame();
            }
            GameState dealt = director.deal(state, EventSink.NONE);
            state = director.play(dealt, programs(dealt), EventSink.NONE, RegisterHook.NONE);
        }
        return state.robots().stream().mapToLong(r -> r.position().x() * 31L + r.position().y()).sum();
    }

    private void newGame() {
        Board board = boards.get(game++ % boards.size());
        GameState start = GameSetup.newGame(board, robots, seed);
        random = new Random(seed++);
        List<OptionCard> deck = new ArrayList<>(OptionCard.all());
        Collections.shuffle(deck, random);
        List<Robot> holding = new ArrayList<>();
        for (int i = 0; i < start.robots().size(); i++) {
            int from = Math.min(deck.size(), OPTIONS_EACH * i);
            int to = Math.min(deck.size(), from + OPTIONS_EACH);
            holding.add(start.robots().get(i).withOptions(deck.subList(from, to)));
        }
        state = GameDirector.newGame(board, start.rules(), holding, start.seed());
    }

    private Map<String, Submission> programs(GameState dealt) {
        Map<String, Submission> map = new LinkedHashMap<>();
        for (Robot r : dealt.robots()) {
            int slots = GameDirector.programmableRegisters(r);
            if (slots == 0) {
                continue;
            }
            List<Card> hand = new ArrayList<>(r.hand());
            Collections.shuffle(hand, random);
            List<Card> cards = hand.subList(0, Math.min(slots, hand.size()));
            List<Card> spare = hand.subList(cards.size(), hand.size());
            List<OptionUse> uses = new ArrayList<>();
            for (OptionCard o : r.options()) {
                OptionUse u = use(o, cards, spare);
                if (u != null) {
                    uses.add(u);
                }
            }
            boolean recompile = uses.stream().anyMatch(u -> u.option() == OptionCard.RECOMPILE);
            Submission s = submission(r, recompile ? List.of() : cards, uses);
            if (!GameDirector.check(dealt, s).isEmpty()) {
                s = submission(r, cards, List.of());
            }
            map.put(r.name(), s);
        }
        return map;
    }

    private Submission submission(Robot r, List<Card> cards, List<OptionUse> uses) {
        OptionPlan plan = new OptionPlan(Optional.of(r.options().isEmpty() ? List.of() : List.of(r.options().get(0))),
                uses, List.of());
        return new Submission(r.name(), cards, false, Optional.empty(), DoubleRepairChoice.REPAIR, Optional.empty(),
                plan);
    }

    /** A random declaration of {@code o}, or null (not declared this turn, or nothing it fits). */
    private OptionUse use(OptionCard o, List<Card> cards, List<Card> spare) {
        if (random.nextInt(3) == 0) {
            return null;
        }
        return switch (o) {
            case BRAKES -> fitting(o, cards, CardType.MOVE1);
            case FOURTH_GEAR -> fitting(o, cards, CardType.MOVE3);
            case REVERSE_GEAR -> fitting(o, cards, CardType.BACKUP);
            case GYROSCOPIC_STABILIZER, RECOMPILE -> OptionUse.of(o, Registers.NONE);
            case ABORT_SWITCH, CONDITIONAL_PROGRAM -> card(o, Registers.of(1 + random.nextInt(5)), spare);
            case FLYWHEEL -> card(o, Registers.NONE, spare);
            case PRESSOR_BEAM, TRACTOR_BEAM, MINI_HOWITZER, RADIO_CONTROL -> OptionUse.of(o, randomRegisters(5));
            case SCRAMBLER -> OptionUse.of(o, randomRegisters(4));
            case FIRE_CONTROL -> new OptionUse(o, randomRegisters(5), OptionalInt.of(1 + random.nextInt(5)),
                    Optional.empty(), Optional.empty());
            default -> null;        // passive options, and Crab Legs / Dual Processor (no pairs drawn)
        };
    }

    private OptionUse fitting(OptionCard o, List<Card> cards, CardType type) {
        int mask = 0;
        for (int k = 0; k < cards.size(); k++) {
            if (cards.get(k).type() == type && random.nextBoolean()) {
                mask |= 1 << k;
            }
        }
        return mask == 0 ? null : OptionUse.of(o, new Registers(mask));
    }

    private OptionUse card(OptionCard o, Registers registers, List<Card> spare) {
        if (o == OptionCard.ABORT_SWITCH) {
            return OptionUse.of(o, registers);
        }
        return spare.isEmpty() ? null : new OptionUse(o, registers, OptionalInt.empty(), Optional.empty(),
                Optional.of(spare.get(0)));
    }

    private Registers randomRegisters(int upTo) {
        int mask = 1 + random.nextInt((1 << upTo) - 1);
        return new Registers(mask);
    }
}
