package org.rallyworkbench.engine.director;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;

/**
 * The states a game file may not hold, because no game reaches them: two robots of one name or on one tile, a
 * program deck that is not the 84 cards of R-DEAL-1 less those in hands and registers, a card in two places, an
 * option card held twice (R-OPT-1), a turn, damage, flag or hand out of range, a winner that is not a robot.
 * {@code rally turn deal} and {@code rally turn play} refuse such a file instead of playing from it.
 */
final class GameStateChecks {

    /** The largest turn number accepted: far more turns than any game lasts. */
    static final int MAX_TURN = 100_000;
    /** Damage destroys a robot at 10 (R-LASER-3), so a file never holds more. */
    static final int MAX_DAMAGE = 10;
    static final int MAX_LIVES = 99;
    static final int MAX_HAND = 9;

    /** One problem; {@code robot} is the index of the robot it is about, or -1; {@code inDeck} for the deck. */
    record Problem(int robot, boolean inDeck, String message) { }

    private GameStateChecks() { }

    static List<Problem> check(GameState s) {
        List<Problem> problems = new ArrayList<>();
        if (s.turn() < 0 || s.turn() > MAX_TURN) {
            problems.add(new Problem(-1, false, "turn " + s.turn() + " is out of range 0.." + MAX_TURN));
        }
        robots(s, problems);
        cards(s, problems);
        options(s, problems);
        for (String w : s.winners()) {
            if (s.robot(w).isEmpty()) {
                problems.add(new Problem(-1, false, "the winner '" + w + "' is not one of the game's robots"));
            }
        }
        return problems;
    }

    private static void robots(GameState s, List<Problem> problems) {
        Board board = s.board();
        Map<String, Integer> names = new HashMap<>();
        Map<Position, String> tiles = new HashMap<>();
        Map<Integer, String> starts = new HashMap<>();
        for (int i = 0; i < s.robots().size(); i++) {
            Robot r = s.robots().get(i);
            if (names.putIfAbsent(r.name(), i) != null) {
                problems.add(new Problem(i, false, "a second robot named '" + r.name() + "'"));
            }
            String sameStart = starts.putIfAbsent(r.start(), r.name());
            if (sameStart != null) {
                problems.add(new Problem(i, false, "robots " + sameStart + " and " + r.name()
                        + " have the same start number " + r.start()));
            }
            if (r.inPlay()) {
                if (!board.contains(r.position())) {
                    problems.add(new Problem(i, false, "robot " + r.name() + " stands off the " + board.width()
                            + "x" + board.height() + " board at " + r.position()));
                }
                String other = tiles.putIfAbsent(r.position(), r.name());
                if (other != null) {
                    problems.add(new Problem(i, false, "robots " + other + " and " + r.name()
                            + " stand on the same tile " + r.position()));
                }
            }
            if (!board.contains(r.archive())) {
                problems.add(new Problem(i, false, "the archive of " + r.name() + " is off the board at "
                        + r.archive()));
            }
            range(problems, i, r.name() + "'s damage", r.damage(), 0, MAX_DAMAGE);
            range(problems, i, r.name() + "'s lives", r.lives(), 0, MAX_LIVES);
            range(problems, i, r.name() + "'s next flag", r.nextFlag(), 1, board.lastFlagNumber() + 1);
            range(problems, i, r.name() + "'s cards dealt", r.dealt(), 0, MAX_HAND);
            if (r.hand().size() > r.dealt()) {
                problems.add(new Problem(i, false, r.name() + " holds " + r.hand().size() + " cards but was dealt "
                        + r.dealt()));
            }
        }
    }

    private static void range(List<Problem> problems, int robot, String what, int value, int min, int max) {
        if (value < min || value > max) {
            problems.add(new Problem(robot, false, what + " " + value + " is out of range " + min + ".." + max));
        }
    }

    /** R-DEAL-1: deck, hands and registers hold each of the 84 cards exactly once. */
    private static void cards(GameState s, List<Problem> problems) {
        Map<Card, String> where = new HashMap<>();
        for (int i = 0; i < s.robots().size(); i++) {
            Robot r = s.robots().get(i);
            for (Card c : r.hand()) {
                place(problems, where, c, r.name() + "'s hand", i);
            }
            for (int k = 0; k < Robot.REGISTERS; k++) {
                Optional<Card> c = r.registers().get(k);
                if (c.isPresent()) {
                    place(problems, where, c.get(), r.name() + "'s register " + (k + 1), i);
                }
            }
        }
        for (Card c : s.deck().cards()) {
            place(problems, where, c, "the deck", -1);
        }
        List<String> missing = new ArrayList<>();
        for (Card c : Deck.standardCards()) {
            if (!where.containsKey(c)) {
                missing.add(c.toString());
            }
        }
        if (!missing.isEmpty()) {
            problems.add(new Problem(-1, true, "the deck is not the 84 program cards less those held and locked"
                    + " (R-DEAL-1): " + missing.size() + " missing, first " + missing.get(0)));
        }
    }

    private static void place(List<Problem> problems, Map<Card, String> where, Card c, String place, int robot) {
        if (!Deck.isStandard(c)) {
            problems.add(new Problem(robot, robot < 0, c + " in " + place + " is not one of the 84 program cards"
                    + " (R-DEAL-1)"));
            return;
        }
        String first = where.putIfAbsent(c, place);
        if (first != null) {
            problems.add(new Problem(robot, robot < 0, first.equals(place) ? c + " is twice in " + place
                    : c + " is both in " + first + " and in " + place));
        }
    }

    /** R-OPT-1: each option card is once in the game, held by one robot or in the option deck. */
    private static void options(GameState s, List<Problem> problems) {
        Map<OptionCard, String> holders = new HashMap<>();
        for (int i = 0; i < s.robots().size(); i++) {
            Robot r = s.robots().get(i);
            for (OptionCard o : r.options()) {
                String first = holders.putIfAbsent(o, r.name());
                if (first != null) {
                    problems.add(new Problem(i, false, "option " + o.name() + " is held twice (" + first + " and "
                            + r.name() + "); each option card is once in the game (R-OPT-1)"));
                }
            }
        }
        for (OptionCard o : s.optionDeck()) {
            String first = holders.putIfAbsent(o, "the option deck");
            if (first != null) {
                problems.add(new Problem(-1, false, "option " + o.name() + " is both held by " + first
                        + " and in the option deck"));
            }
        }
    }
}
