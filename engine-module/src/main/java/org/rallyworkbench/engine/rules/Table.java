package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.BeamPath;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;

/**
 * The mutable world of one turn: the robots, who stands where, the decks, and where events go. Phases work on
 * it in place; {@link #snapshot} turns it back into an immutable {@link GameState}. Package-private: nothing
 * mutable crosses the package border.
 */
final class Table {
    final Board board;
    /** Precomputed lookups of {@link #board}. */
    final BoardTables tables;
    /** The board's tiles as shared positions, for events ({@link #position}): the tables' own. */
    final TilePositions positions;
    /** The sources of the laser hits' events, each made once ({@link LaserSources}); null when not recording. */
    final LaserSources laserSources;
    final RuleSet rules;
    final int width;
    final int height;
    final Bot[] bots;
    /** The same robots in start-number order (dealing order, R-DEAL-2). */
    final Bot[] byStart;
    /** Who stands where: every arrival and departure goes through {@link #place} and {@link #lift}. */
    final Occupancy occupancy;
    /** Whether a robot stands on a tile (row-major index): what a beam asks ({@link BeamPath#reach}). */
    final IntPredicate occupied;
    final CardPile deck;
    final List<OptionCard> optionDeck;
    final List<String> winners;
    final EventSink sink;
    final boolean recording;
    final long seed;
    /** Scratch space for a pushed line of robots ({@link PushChain}); a line holds each robot at most once. */
    final Bot[] scratchLine;
    /** Scratch space: the robot on each pusher's tile when the pushers begin ({@link PushersAndCrushers}). */
    final Bot[] scratchPusherOccupant;
    /** One reusable random source per purpose, reseeded for each use ({@link #random}). */
    private final SeededRandom[] randoms = new SeededRandom[PURPOSES];
    private static final int PURPOSES = Seeds.Purpose.values().length;
    /** Scratch space for the robots that re-enter, in re-entry order ({@link TurnStart}). */
    final Bot[] scratchWaiting;
    /** Scratch space for the cards locked in registers ({@link Dealing}). */
    final List<Card> scratchLocked = new ArrayList<>();
    /** Scratch space for shuffling a hand's places into a random program ({@link Programming}). */
    final int[] scratchHand = new int[Long.SIZE];     // a random program marks the placed places in one long
    /** The hands were dealt on this table ({@link Dealing}), not read from a state: each card once, none locked. */
    boolean handsDealt;
    /** Told of every destruction (for board analysis); null when nobody asked. */
    DestructionListener onDestroyed;
    /** Some robot holds an option: the option hooks of the phases are asked only then (R-OPT-…). */
    boolean optionsInPlay;
    /** Some robot is radio-controlled this turn (R-OPT-29). */
    boolean radio;
    int turn;
    int register;
    Phase phase = Phase.TURN_START;
    int moment;
    GameState.Stage stage;

    Table(GameState state, EventSink sink, BoardTables tables) {
        this.tables = tables.board == state.board() ? tables : BoardTables.of(state.board());
        this.board = state.board();
        this.positions = this.tables.positions;
        this.laserSources = sink.enabled() ? new LaserSources(this.tables.lasers, state.robots().size()) : null;
        this.rules = RuleSet.of(state.rules());
        this.width = board.width();
        this.height = board.height();
        this.bots = new Bot[state.robots().size()];
        Occupancy occupancy = new Occupancy(this.tables);
        this.occupancy = occupancy;
        this.occupied = occupancy::occupied;
        for (int i = 0; i < bots.length; i++) {
            Bot b = new Bot(state.robots().get(i), i, this.positions);
            bots[i] = b;
            if (b.inPlay()) {
                occupancy.place(b, b.x, b.y);
            }
            optionsInPlay |= !b.options.isEmpty() || b.flywheel != null;
        }
        this.scratchLine = new Bot[bots.length];
        this.scratchWaiting = new Bot[bots.length];
        this.scratchPusherOccupant = new Bot[this.tables.pushers.length];
        for (int i = 0; i < randoms.length; i++) {
            randoms[i] = new SeededRandom(0);
        }
        this.byStart = bots.clone();
        for (int i = 1; i < byStart.length; i++) {      // insertion sort by start number: stable, as List.sort
            Bot b = byStart[i];
            int j = i - 1;
            for (; j >= 0 && byStart[j].start > b.start; j--) {
                byStart[j + 1] = byStart[j];
            }
            byStart[j + 1] = b;
        }
        for (int i = 0; i < byStart.length; i++) {
            byStart[i].startRank = i;
        }
        this.deck = new CardPile(state.deck().cards());
        this.optionDeck = new ArrayList<>(state.optionDeck());
        this.winners = new ArrayList<>(state.winners());
        this.sink = sink;
        this.recording = sink.enabled();
        this.seed = state.seed();
        this.turn = state.turn();
        this.moment = state.moment();
        this.stage = state.stage();
    }

    GameState snapshot() {
        List<Robot> robots = new ArrayList<>(bots.length);
        for (Bot b : bots) {
            robots.add(b.toRobot());
        }
        return new GameState(board, rules.id(), robots, new Deck(deck.view()), optionDeck, turn, stage, seed, moment,
                winners);
    }

    /** A fresh random source of the current turn for {@code purpose}. */
    SeededRandom random(Seeds.Purpose purpose) {
        return Seeds.forTurn(seed, turn, purpose, randoms[purpose.ordinal()]);
    }

    void at(int newRegister, Phase newPhase) {
        this.register = newRegister;
        this.phase = newPhase;
    }

    /** The position (x, y), shared with every other event on that tile ({@link TilePositions}). */
    Position position(int x, int y) {
        return positions.of(x, y);
    }

    /** The robot in play on tile {@code index} (row-major, on the board), or null. */
    Bot occupant(int index) {
        return occupancy.at(index);
    }

    /** The robot in play on (x, y), or null. */
    Bot occupant(int x, int y) {
        return board.contains(x, y) ? occupancy.at(y * width + x) : null;
    }

    void lift(Bot b) {
        occupancy.lift(b);
    }

    /** Puts {@code b} on (x, y) of the grid (the caller checked that the tile is on the board). */
    void place(Bot b, int x, int y) {
        occupancy.place(b, x, y);
    }

    /**
     * Returns a card to the deck (R-DEAL-1: it is shuffled back at the next deal), so the 84 cards stay
     * accounted for: deck + hands + registers. Cards that are not from the standard deck (hand-written
     * scenarios) or that the deck already holds are not added.
     */
    void discard(Card c) {
        if (c != null) {
            deck.addIfStandardAndAbsent(c);     // constant time: CardPile
        }
    }

    void emit(GameEvent e) {
        sink.accept(e);
    }

    boolean gameOver() {
        return !winners.isEmpty();
    }
}
