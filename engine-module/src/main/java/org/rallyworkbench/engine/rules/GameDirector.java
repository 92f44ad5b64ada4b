package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.Submission;

/**
 * The game director: the public face of the rules engine. It sets up games, deals, checks the players'
 * submissions against what was dealt, and plays turns with {@link TurnEngine}, reporting events to a sink and
 * intermediate states to a {@link RegisterHook}.
 */
public final class GameDirector {

    private final TurnEngine engine = new TurnEngine();

    /**
     * A new game before its first turn: a full deck and the option deck shuffled with {@code seed}, less the
     * options the robots already hold.
     */
    public static GameState newGame(Board board, RuleSetId rules, List<Robot> robots, long seed) {
        List<Robot> placed = new ArrayList<>(robots.size());
        List<org.rallyworkbench.engine.model.OptionCard> optionDeck = new ArrayList<>(Options.shuffledDeck(seed));
        for (Robot r : robots) {        // loops, not streams: simulations start a new game every few turns
            placed.add(TurnStart.archiveFacingAtStart(board, r));
            if (!r.options().isEmpty()) {
                optionDeck.removeAll(r.options());      // each option card exists once (R-OPT-1)
            }
        }
        return new GameState(board, rules, placed, Deck.standard(), optionDeck, 0,
                GameState.Stage.BETWEEN_TURNS, seed, 0, List.of());
    }

    /** The default number of lives of the rule set (R-START-4). */
    public static int defaultLives(RuleSetId rules) {
        return RuleSet.of(rules).defaultLives();
    }

    /** R-PROG-1: how many registers a robot with {@code damage} fills itself (5 down to 0). */
    public static int unlockedRegisters(int damage) {
        return Programming.unlockedRegisters(damage);
    }

    /** The registers a robot programs this turn: 0 when it is off the board or powered down. */
    public static int programmableRegisters(Robot r) {
        return r.inPlay() && !r.poweredDown() ? OptionDeclarations.programmable(r) : 0;
    }

    /**
     * The registers a robot in play fills with its program: the unlocked ones (R-PROG-1) less those Fire Control
     * locked (R-OPT-27).
     */
    public static int fillableRegisters(Robot r) {
        return OptionDeclarations.programmable(r);
    }

    /**
     * What is wrong with a program's option declarations (R-OPT-32, FORMATS.md) for the robot as dealt;
     * {@code checkHand}: Conditional Program and Flywheel cards must come from the hand (the director; a scenario's
     * cards need not be dealt ones).
     */
    public static List<String> checkOptions(Robot r, Submission s, boolean checkHand) {
        return OptionDeclarations.check(r, s, checkHand);
    }

    public GameState deal(GameState state, EventSink sink) {
        return engine.deal(state, sink);
    }

    public GameState play(GameState dealt, Map<String, Submission> submissions, EventSink sink, RegisterHook hook) {
        return engine.play(dealt, submissions, sink, hook);
    }

    public GameState turn(GameState state, Map<String, Submission> submissions, EventSink sink, RegisterHook hook) {
        return engine.turn(state, submissions, sink, hook);
    }

    /**
     * What is wrong with a submission for the dealt state, checked against the hand actually dealt: unknown
     * or absent robot, cards not in the hand or used twice, more cards than unlocked registers, a re-entry tile
     * off the board (R-START-2). Empty when it is fine.
     */
    public static List<String> check(GameState dealt, Submission s) {
        List<String> problems = new ArrayList<>();
        Robot r = dealt.robot(s.robot()).orElse(null);
        if (r == null) {
            problems.add("no robot named '" + s.robot() + "'");
            return problems;
        }
        if (!r.inPlay()) {
            problems.add(r.name() + " is " + (r.status() == org.rallyworkbench.engine.model.RobotStatus.OUT_OF_GAME
                    ? "out of the game" : "destroyed"));
            return problems;
        }
        int slots = programmableRegisters(r);
        if (s.cards().size() > slots) {
            problems.add(r.name() + " has " + slots + " unlocked registers but " + s.cards().size()
                    + " cards were sent");
        }
        Set<Card> seen = new HashSet<>();
        List<Card> all = new ArrayList<>(s.cards());
        s.options().seconds().forEach(second -> second.ifPresent(all::add));       // two-card registers
        for (Card c : all) {
            if (!seen.add(c)) {
                problems.add(c + " is used twice");
            } else if (!r.hand().contains(c)) {
                problems.add(c + " is not in " + r.name() + "'s hand " + r.hand());
            }
        }
        problems.addAll(OptionDeclarations.check(r, s, true));
        Board board = dealt.board();
        s.reentryTile().filter(tile -> !board.contains(tile)).ifPresent(tile -> problems.add(r.name()
                + " names the re-entry tile " + tile + ", which is off the " + board.width() + "x" + board.height()
                + " board"));
        return problems;
    }
}
