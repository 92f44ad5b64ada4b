package org.rallyworkbench.engine.bot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RobotStatus;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;

/** Dealt states with hands chosen by the test, and playing a program through the director. */
final class Hands {

    private Hands() { }

    /** A robot on (x, y) facing {@code f} with {@code damage}, dealt the cards of {@code hand} (blank-separated). */
    static Robot robot(String name, int start, int x, int y, Direction f, int damage, String hand) {
        return new Robot(name, start, new Position(x, y), f, damage, 3, 1, new Position(x, y), f, Optional.empty(),
                false, false, Robot.emptyRegisters(), Card.parseList(hand), Card.parseList(hand).size(), List.of(),
                RobotStatus.IN_PLAY, 0, false);
    }

    /** The dealt first turn with these robots (the deck holds the cards nobody was dealt). */
    static GameState dealt(Board board, Robot... robots) {
        List<Card> deck = new ArrayList<>(Deck.standardCards());
        for (Robot r : robots) {
            deck.removeAll(r.hand());
            r.registers().forEach(c -> c.ifPresent(deck::remove));
        }
        return new GameState(board, RuleSetId.HOUSE, List.of(robots), new Deck(deck), List.of(), 1,
                GameState.Stage.DEALT, 1, 0, List.of());
    }

    /** Plays the dealt turn with {@code program} for {@code robot} (the others send nothing). */
    static GameState play(GameState dealt, String robot, List<Card> program) {
        return new GameDirector().play(dealt, Map.of(robot, Submission.of(robot, program)), EventSink.NONE,
                RegisterHook.NONE);
    }

    static List<Card> greedy(GameState dealt, String robot) {
        return new Planner(PathField.of(dealt.board())).choose(dealt, robot, Map.of());
    }
}
