package org.rallyworkbench.engine.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RobotStatus;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;
import org.rallyworkbench.engine.rules.Simulation;

/**
 * Full turns (turn start, dealing, random programs, five registers with every phase, end of turn) played one
 * after the other on one thread: the turn workloads of {@code rally bench}. Games rotate over the boards and
 * start again with a new seed when one is won, has lasted {@link #TURNS_PER_GAME} turns or, depending on the
 * {@link Population}, has too few robots left. Counts how many robots were in play per turn, so that every
 * figure says what it measured.
 */
public final class TurnWorkload {

    /** How a turn is played: the mutable fast path, or the immutable API with a state copy per turn. */
    public enum Api { SIMULATION, DIRECTOR }

    /** How the board is kept populated; the bench line says which. */
    public enum Population {
        /** 3 lives, a new game only after a win or 20 turns: robots run out of lives, some turns have none. */
        WITH_EMPTY_TURNS("3 lives, new game after 20 turns or a win: includes empty turns"),
        /** Lives without end: a robot destroyed re-enters at the next turn start. */
        UNLIMITED_LIVES("unlimited lives, new game after 20 turns or a win"),
        /** 3 lives, and a new game as soon as fewer than half the robots are left in the game. */
        RESTART_BELOW_HALF("3 lives, new game after 20 turns, a win, or below half the robots left");

        private final String description;

        Population(String description) {
            this.description = description;
        }

        int lives() {
            return this == UNLIMITED_LIVES ? UNLIMITED : GameDirector.defaultLives(RuleSetId.HOUSE);
        }

        /** What the bench line prints. */
        public String description() { return description; }
    }

    /** Turns per game before the next game starts. */
    public static final int TURNS_PER_GAME = 20;

    /** More lives than a game of {@link #TURNS_PER_GAME} turns can take (at most 5 per turn). */
    static final int UNLIMITED = 1_000_000;

    private final List<Board> boards;
    private final int robots;
    private final boolean events;
    private final Api api;
    private final Population population;
    private final Position archive;
    private final GameDirector director = new GameDirector();
    /**
     * Per board, its new games' robots when they do not depend on the seed ({@link
     * GameSetup#robotsIndependentOfSeed}), else null: built once, not at every new game.
     */
    private final List<List<Robot>> fixedRobots = new ArrayList<>();
    private long seed;
    private int game;
    private Simulation simulation;
    private GameState state;
    private EventSink sink = EventSink.NONE;
    private long turnsPlayed;
    private long robotsInPlay;
    private long emptyTurns;

    /** The workload with empty turns ({@link Population#WITH_EMPTY_TURNS}), robots archived on their starts. */
    public TurnWorkload(List<Board> boards, int robots, boolean events, Api api, long seed) {
        this(boards, robots, events, api, seed, Population.WITH_EMPTY_TURNS, null);
    }

    /** {@code archive} non-null: every robot's archive is that tile ({@link GameSetup}). */
    public TurnWorkload(List<Board> boards, int robots, boolean events, Api api, long seed, Population population,
            Position archive) {
        if (boards.isEmpty()) {
            throw new IllegalArgumentException("no boards");
        }
        this.boards = List.copyOf(boards);
        this.robots = robots;
        this.events = events;
        this.api = api;
        this.population = population;
        this.archive = archive;
        this.seed = seed;
        for (Board b : this.boards) {
            fixedRobots.add(GameSetup.robotsIndependentOfSeed(b, robots)
                    ? List.copyOf(GameSetup.robots(b, robots, seed, population.lives(), archive)) : null);
        }
        newGame();
    }

    /** Plays {@code turns} turns; returns a checksum of the final positions so nothing is optimised away. */
    public long run(long turns) {
        for (long i = 0; i < turns; i++) {
            if (over()) {
                newGame();
            }
            int inPlay;
            if (api == Api.SIMULATION) {
                simulation.deal();
                inPlay = 0;
                for (int r = 0; r < robots; r++) {
                    inPlay += simulation.inPlay(r) ? 1 : 0;
                }
                simulation.play();
            } else {
                inPlay = inGame();          // all of them re-enter at the turn start (unless the board is full)
                state = director.turn(state, Map.of(), sink, RegisterHook.NONE);
            }
            turnsPlayed++;
            robotsInPlay += inPlay;
            emptyTurns += inPlay == 0 ? 1 : 0;
        }
        return checksum();
    }

    /** The mean number of robots on the board when the registers began, over every turn played so far. */
    public double meanRobotsInPlay() {
        return turnsPlayed == 0 ? 0 : (double) robotsInPlay / turnsPlayed;
    }

    /** The share (0–1) of the turns played so far in which no robot was on the board. */
    public double emptyTurnShare() {
        return turnsPlayed == 0 ? 0 : (double) emptyTurns / turnsPlayed;
    }

    /** What was measured, for the bench line: robots in play per turn, empty turns, how games restart. */
    public String describe() {
        return String.format(Locale.ROOT, "%.2f of %d robots in play per turn, %.1f %% of turns none; %s",
                meanRobotsInPlay(), robots, 100 * emptyTurnShare(), population.description());
    }

    private boolean over() {
        boolean over = api == Api.SIMULATION
                ? simulation.gameOver() || simulation.turnNumber() >= TURNS_PER_GAME
                : state.gameOver() || state.turn() >= TURNS_PER_GAME;
        return over || population == Population.RESTART_BELOW_HALF && 2 * inGame() < robots;
    }

    /** Robots with lives left: those in play, and those destroyed that re-enter at the next turn start. */
    private int inGame() {
        int n = 0;
        if (api == Api.SIMULATION) {
            for (int r = 0; r < robots; r++) {
                n += simulation.outOfGame(r) ? 0 : 1;
            }
        } else {
            for (Robot r : state.robots()) {
                n += r.status() == RobotStatus.OUT_OF_GAME ? 0 : 1;
            }
        }
        return n;
    }

    private void newGame() {
        int b = game++ % boards.size();
        GameState start = newGame(b, seed++);
        sink = events ? new EventLog() : EventSink.NONE;
        if (api == Api.SIMULATION) {
            simulation = simulation == null ? new Simulation(start, sink) : simulation.next(start, sink);
        } else {
            state = start;
        }
    }

    /** GameSetup's new game on board {@code b}, its robots built once when they do not depend on the seed. */
    GameState newGame(int b, long gameSeed) {
        Board board = boards.get(b);
        List<Robot> fixed = fixedRobots.get(b);
        return fixed != null ? GameDirector.newGame(board, RuleSetId.HOUSE, fixed, gameSeed)
                : GameSetup.newGame(board, robots, gameSeed, population.lives(), archive);
    }

    private long checksum() {
        if (api == Api.DIRECTOR) {
            return state.robots().stream().mapToLong(r -> r.position().x() * 31L + r.position().y()).sum();
        }
        long sum = 0;
        for (int i = 0; i < simulation.robots(); i++) {
            sum += simulation.x(i) * 31L + simulation.y(i);
        }
        return sum;
    }
}
