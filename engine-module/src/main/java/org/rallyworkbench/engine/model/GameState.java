package org.rallyworkbench.engine.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The whole game between two steps, immutable: what the rules engine takes and returns.
 *
 * @param robots     in start order as given (the scenario's order); start numbers break ties
 * @param deck       the program cards not in a hand or a register, top first (R-DEAL-1)
 * @param optionDeck the option cards still to draw, top first (R-OPT-1)
 * @param turn       the current turn: 0 before the first; incremented when a turn is dealt
 * @param stage      whether the current turn's cards have been dealt
 * @param seed       the game's seed: every random choice of a turn derives from (seed, turn)
 * @param moment     a counter of destruction moments, for the re-entry order of R-START-2
 * @param winners    the robots that reached the last flag (R-CHECK-3), by start number
 */
public record GameState(Board board, RuleSetId rules, List<Robot> robots, Deck deck, List<OptionCard> optionDeck,
                        int turn, Stage stage, long seed, int moment, List<String> winners) {

    /** Where the game stands within a turn. */
    public enum Stage {
        /** Before a turn's start (or after its end): next comes the deal. */
        BETWEEN_TURNS,
        /** Turn start and dealing done: the director waits for the programs. */
        DEALT
    }

    public GameState {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(rules, "rules");
        robots = List.copyOf(robots);
        Objects.requireNonNull(deck, "deck");
        optionDeck = List.copyOf(optionDeck);
        Objects.requireNonNull(stage, "stage");
        winners = List.copyOf(winners);
    }

    /** The game has ended (R-CHECK-3). */
    public boolean gameOver() { return !winners.isEmpty(); }

    public Optional<Robot> robot(String name) {
        for (Robot r : robots) {
            if (r.name().equals(name)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    public GameState withRobots(List<Robot> newRobots) {
        return new GameState(board, rules, newRobots, deck, optionDeck, turn, stage, seed, moment, winners);
    }
}
