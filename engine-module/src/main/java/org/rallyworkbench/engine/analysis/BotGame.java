package org.rallyworkbench.engine.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.bench.GameSetup;
import org.rallyworkbench.engine.bot.BotPlayers;
import org.rallyworkbench.engine.bot.PathField;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RobotStatus;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;

/**
 * One seeded game of bots on a board, recorded so that it can be written as a scenario and watched: robots
 * named by colour on the starts by number (on seeded free tiles when the board has fewer), every robot played
 * at one {@link PlayerLevel}, house rules, until someone wins or the turn limit. What each bot sent each turn
 * is kept; a random player sends nothing (R-PROG-3 then fills its registers from the game's seed, in a replay
 * as here). A pure function of (board, level, seed, robots, turns). On a board without flags the bots have
 * nothing to aim at and play at random, as in {@link BoardAnalysis}.
 *
 * @param board    the board played on
 * @param level    the players' level asked for
 * @param seed     the game's seed (dealing, shuffling, random programs)
 * @param maxTurns the turn limit
 * @param robots   the robots as they began
 * @param turns    per turn played, the programs the bots sent (robot name → submission)
 * @param end      the state after the last turn
 */
public record BotGame(Board board, PlayerLevel level, long seed, int maxTurns, List<Robot> robots,
                      List<Map<String, Submission>> turns, GameState end) {

    /** What "Play a bot game" plays: 8 robots, 30 turns at most. */
    public static final int ROBOTS = 8;
    public static final int MAX_TURNS = 30;
    /** Robot names in start order: the colours the editor draws robots in. */
    public static final List<String> COLOURS = List.of("red", "blue", "green", "yellow", "orange", "purple",
            "white", "black");

    public BotGame {
        robots = List.copyOf(robots);
        turns = List.copyOf(turns);
    }

    /** Plays {@value #ROBOTS} robots at {@code level} for at most {@value #MAX_TURNS} turns. */
    public static BotGame play(Board board, PlayerLevel level, long seed) {
        return play(board, level, seed, ROBOTS, MAX_TURNS);
    }

    /** Plays {@code robotCount} (1..8) robots at {@code level} for at most {@code maxTurns} turns. */
    public static BotGame play(Board board, PlayerLevel level, long seed, int robotCount, int maxTurns) {
        if (robotCount < 1 || robotCount > COLOURS.size() || maxTurns < 1) {
            throw new IllegalArgumentException("1 to " + COLOURS.size() + " robots and at least one turn");
        }
        List<Robot> robots = new ArrayList<>();
        for (Robot r : GameSetup.newGame(board, robotCount, seed).robots()) {     // its placement: starts, then free tiles
            robots.add(Robot.fresh(COLOURS.get(robots.size()), r.start(), r.position(), r.facing(),
                    GameDirector.defaultLives(RuleSetId.HOUSE)));
        }
        GameState state = GameDirector.newGame(board, RuleSetId.HOUSE, robots, seed);
        boolean bots = level != PlayerLevel.RANDOM && board.lastFlagNumber() > 0;
        BotPlayers players = bots ? new BotPlayers(PathField.of(board)) : null;
        Map<String, PlayerLevel> levels = new LinkedHashMap<>();
        robots.forEach(r -> levels.put(r.name(), level));
        GameDirector director = new GameDirector();
        List<Map<String, Submission>> turns = new ArrayList<>();
        while (!state.gameOver() && state.turn() < maxTurns && state.robots().stream().anyMatch(r -> r.status() != RobotStatus.OUT_OF_GAME)) {
            GameState dealt = director.deal(state, EventSink.NONE);
            Map<String, Submission> sent = players == null ? Map.of() : players.programs(dealt, levels);
            turns.add(sent);
            state = director.play(dealt, sent, EventSink.NONE, RegisterHook.NONE);
        }
        return new BotGame(board, level, seed, maxTurns, robots, turns, state);
    }

    /** The scenario's name: board, players and seed. */
    public String name() {
        return board.name() + ": " + robots.size() + " " + level.id() + " bots, seed " + seed;
    }

    /** What the game was and how it ended, for the scenario's description. */
    public String description() {
        String outcome = end.gameOver()
                ? "won by " + String.join(" and ", end.winners()) + " in turn " + end.turn()
                : "no winner after " + end.turn() + " turns";
        return "One seeded game of " + robots.size() + " robots played by " + level.id() + " bots"
                + (level != PlayerLevel.RANDOM && board.lastFlagNumber() == 0 ? " (the board has no flags: they play at random)" : "")
                + ", until won or " + maxTurns + " turns: " + outcome
                + ". Written by Play a Bot Game; the expectations are the recorded outcome.";
    }
}
