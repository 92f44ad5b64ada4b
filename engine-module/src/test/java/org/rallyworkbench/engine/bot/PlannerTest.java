package org.rallyworkbench.engine.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rallyworkbench.engine.bot.Hands.dealt;
import static org.rallyworkbench.engine.bot.Hands.greedy;
import static org.rallyworkbench.engine.bot.Hands.play;
import static org.rallyworkbench.engine.bot.Hands.robot;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.bench.GameSetup;
import org.rallyworkbench.engine.rules.GameDirector;

/** On hand-made boards the greedy choice is the obvious best one; and it respects the hand and the locks. */
class PlannerTest {

    private static final String MIXED = "move1@500 move1@510 move2@700 move3@800 left@70 right@80 uturn@10 backup@430 left@90";

    private static Board.Builder corridor(int length) {
        Board.Builder b = Board.builder("corridor", length, 1);
        for (int x = 0; x < length; x++) {
            b.wall(x, 0, Direction.N).wall(x, 0, Direction.S);
        }
        return b;
    }

    private static Robot after(GameState s, String name) {
        return s.robot(name).orElseThrow();
    }

    @Test
    void aStraightCorridorIsRunInOneRegister() {
        Board board = corridor(6).flag(3, 0, 1).build();
        GameState d = dealt(board, robot("a", 1, 0, 0, Direction.E, 0, MIXED));
        List<Card> program = greedy(d, "a");
        assertEquals(Card.parse("move3@800"), program.get(0));
        assertEquals(List.of("a"), play(d, "a", program).winners());
    }

    @Test
    void turnsTowardsAFlagBehindItAndGoes() {
        Board board = Board.builder("open", 5, 5).flag(2, 4, 1).build();
        GameState d = dealt(board, robot("a", 1, 2, 2, Direction.N, 0, "uturn@10 move2@700 move1@500 left@70 right@80"));
        List<Card> program = greedy(d, "a");
        assertEquals(List.of(Card.parse("uturn@10"), Card.parse("move2@700")), program.subList(0, 2));
        assertEquals(List.of("a"), play(d, "a", program).winners());
    }

    @Test
    void backsUpOntoAFlagRightBehind() {
        Board board = corridor(4).flag(0, 0, 1).build();
        GameState d = dealt(board, robot("a", 1, 1, 0, Direction.E, 0, "backup@430 move1@500 move2@700 move3@800 left@70"));
        List<Card> program = greedy(d, "a");
        assertEquals(Card.parse("backup@430"), program.get(0));
    }

    @Test
    void letsABeltCarryItToTheFlag() {
        // The flag is at the end of an express belt running north; the robot stands on its start.
        Board.Builder b = Board.builder("belt", 3, 6).flag(1, 0, 1);
        for (int y = 1; y <= 5; y++) {
            b.conveyor(1, y, Direction.N, true);
        }
        GameState d = dealt(b.build(), robot("a", 1, 1, 5, Direction.S, 0, "left@70 right@80 uturn@10 left@90 right@100"));
        List<Card> program = greedy(d, "a");
        GameState end = play(d, "a", program);
        assertEquals(List.of("a"), end.winners(), "turns only, and the belt brings it in: " + program);
    }

    @Test
    void stepsAroundAPitInsteadOfThroughIt() {
        Board board = Board.builder("pit", 6, 3).pit(2, 1).flag(3, 0, 1).build();
        GameState d = dealt(board, robot("a", 1, 0, 1, Direction.E, 0, MIXED));
        GameState end = play(d, "a", greedy(d, "a"));
        Robot a = after(end, "a");
        assertTrue(a.inPlay() && a.lives() == 3, "alive: " + a);
        assertEquals(List.of("a"), end.winners());
    }

    @Test
    void neverRunsIntoAPitWhenTheFlagIsOutOfReach() {
        // A ditch of pits across the board; the flag beyond it cannot be reached this turn.
        Board.Builder b = Board.builder("ditch", 12, 7).flag(11, 3, 1);
        for (int y = 0; y < 7; y++) {
            b.pit(3, y);
        }
        GameState d = dealt(b.build(), robot("a", 1, 0, 3, Direction.E, 0, "move3@800 move2@700 move1@500 left@70 uturn@10"));
        Robot a = after(play(d, "a", greedy(d, "a")), "a");
        assertTrue(a.inPlay() && a.lives() == 3, "a way to spend the moves without falling exists: " + a);
    }

    @Test
    void goesAroundAWall() {
        // The flag is just east, behind a wall: down, east, back up north (five registers).
        Board board = Board.builder("wall", 5, 5).wall(2, 1, Direction.E).flag(3, 1, 1).build();
        GameState d = dealt(board, robot("a", 1, 2, 1, Direction.S, 0,
                "move1@500 move1@510 move1@520 left@70 left@90 right@80 uturn@10 move2@700 move3@800"));
        assertEquals(List.of("a"), play(d, "a", greedy(d, "a")).winners());
    }

    @Test
    void keepsOutOfABoardLaserWhenAnotherWayIsAsShort() {
        // Two lanes to the flag; the north one is swept by a triple laser.
        Board board = Board.builder("laser", 5, 3).laser(4, 0, Direction.W, 3).wall(0, 1, Direction.N)
                .wall(1, 1, Direction.N).wall(2, 1, Direction.N).wall(3, 1, Direction.N).flag(4, 2, 1).build();
        GameState d = dealt(board, robot("a", 1, 0, 1, Direction.E, 0, MIXED));
        Robot a = after(play(d, "a", greedy(d, "a")), "a");
        assertEquals(0, a.damage(), a.toString());
    }

    @Test
    void avoidsACrusherOnTheWay() {
        Board board = corridor(6).crusher(2, 0, Registers.ALL).flag(5, 0, 1).build();
        GameState d = dealt(board, robot("a", 1, 0, 0, Direction.E, 0, MIXED));
        Robot a = after(play(d, "a", greedy(d, "a")), "a");
        assertTrue(a.inPlay() && a.lives() == 3, a.toString());
    }

    @Test
    void doesNotStepOntoAPusherThatPushesItOffTheBoard() {
        // The pusher on (1,1) pushes south, off the board; the flag lies beyond it to the east.
        Board board = Board.builder("pusher", 4, 2).pusher(1, 1, Direction.N, Registers.ALL).flag(3, 1, 1)
                .build();
        GameState d = dealt(board, robot("a", 1, 0, 1, Direction.E, 0, "move1@500 move1@510 move1@520 left@70 right@80"));
        Robot a = after(play(d, "a", greedy(d, "a")), "a");
        assertTrue(a.inPlay() && a.lives() == 3, a.toString());
    }

    @Test
    void usesAGearToTurn() {
        // Facing west on a clockwise gear with one right turn: turned twice it faces east, then move 3.
        Board board = Board.builder("gear", 5, 1).gear(0, 0, Rotation.CW).flag(3, 0, 1).build();
        GameState d = dealt(board, robot("a", 1, 0, 0, Direction.W, 0, "right@80 move3@800 move2@700 backup@430 move1@510"));
        List<Card> program = greedy(d, "a");
        assertEquals(List.of("a"), play(d, "a", program).winners(), program.toString());
    }

    @Test
    void staysOnTheBoardAtTheEdge() {
        Board board = Board.builder("edge", 3, 3).flag(0, 2, 1).build();
        GameState d = dealt(board, robot("a", 1, 2, 0, Direction.E, 0, "right@80 right@100 move1@500 left@70 uturn@10"));
        Robot a = after(play(d, "a", greedy(d, "a")), "a");
        assertTrue(a.inPlay() && a.lives() == 3, a.toString());
    }

    @Test
    void locksAreRespectedAndOnlyDealtCardsPlayed() {
        Board board = Board.builder("open", 8, 8).flag(7, 7, 1).build();
        Robot damaged = robot("a", 1, 3, 3, Direction.S, 6, "move1@500 move2@700 left@70 right@80");
        damaged = damaged.withRegisters(Robot.registersOf(List.of(Card.parse("uturn@10"), Card.parse("uturn@20"),
                Card.parse("uturn@30"), Card.parse("backup@440"), Card.parse("move3@830"))));
        GameState d = dealt(board, damaged);
        List<Card> program = greedy(d, "a");
        assertEquals(3, program.size(), "damage 6 locks registers 4 and 5: " + program);
        assertTrue(d.robot("a").orElseThrow().hand().containsAll(program));
        assertEquals(3, new HashSet<>(program).size());
        assertTrue(GameDirector.check(d, org.rallyworkbench.engine.model.Submission.of("a", program)).isEmpty());
    }

    @Test
    void everyChoiceOnASampleGameIsFromTheHandAndTheSameTwice() {
        Board board = org.rallyworkbench.engine.bench.GeneratedBoard.of(12, 12, 5);
        GameState state = GameSetup.newGame(board, 8, 11);
        GameDirector director = new GameDirector();
        PathField field = PathField.of(board);
        for (int turn = 0; turn < 4 && !state.gameOver(); turn++) {
            GameState d = director.deal(state, EventSink.NONE);
            Map<String, org.rallyworkbench.engine.model.Submission> one = new BotPlayers(field).programs(d,
                    levels(d, PlayerLevel.GREEDY));
            Map<String, org.rallyworkbench.engine.model.Submission> two = new BotPlayers(field).programs(d,
                    levels(d, PlayerLevel.GREEDY));
            assertEquals(one, two);
            for (var s : one.values()) {
                assertTrue(GameDirector.check(d, s).isEmpty(), GameDirector.check(d, s).toString());
                Robot r = d.robot(s.robot()).orElseThrow();
                assertEquals(GameDirector.programmableRegisters(r), s.cards().size());
            }
            state = director.play(d, one, EventSink.NONE, org.rallyworkbench.engine.rules.RegisterHook.NONE);
            for (Robot r : state.robots()) {
                Robot before = d.robot(r.name()).orElseThrow();
                for (int i = GameDirector.unlockedRegisters(before.damage()); i < Robot.REGISTERS && r.inPlay(); i++) {
                    assertEquals(before.registers().get(i), r.registers().get(i), "locked register " + (i + 1));
                }
            }
        }
    }

    @Test
    void anAnticipatingChoiceDoesAtLeastAsWellAsTheGreedyOneWhenTheOthersPlayAsForeseen() {
        // The anticipating search plays the others' foreseen programs with the engine, so against exactly those
        // programs its choice scores at least as well as the greedy choice (made as if they stood still).
        Board board = org.rallyworkbench.engine.bench.GeneratedBoard.of(12, 12, 9);
        PathField field = PathField.of(board);
        Planner planner = new Planner(field);
        int better = 0;
        for (long seed = 1; seed <= 12; seed++) {
            GameState d = new GameDirector().deal(GameSetup.newGame(board, 8, seed), EventSink.NONE);
            Map<String, List<Card>> foreseen = new java.util.HashMap<>();
            d.robots().forEach(r -> foreseen.put(r.name(), planner.choose(d, r.name(), Map.of())));
            Map<String, List<Card>> others = new java.util.HashMap<>(foreseen);
            others.remove("r1");
            double greedy = score(field, d, playAll(d, foreseen));
            Map<String, List<Card>> withAnticipating = new java.util.HashMap<>(foreseen);
            withAnticipating.put("r1", planner.choose(d, "r1", others));
            double anticipating = score(field, d, playAll(d, withAnticipating));
            assertTrue(anticipating >= greedy, "seed " + seed + ": " + anticipating + " < " + greedy);
            better += anticipating > greedy ? 1 : 0;
        }
        assertTrue(better > 0, "the others' moves never mattered: the test shows nothing");
    }

    private static GameState playAll(GameState d, Map<String, List<Card>> programs) {
        Map<String, org.rallyworkbench.engine.model.Submission> subs = new java.util.HashMap<>();
        programs.forEach((name, cards) -> subs.put(name, org.rallyworkbench.engine.model.Submission.of(name, cards)));
        return new GameDirector().play(d, subs, EventSink.NONE, org.rallyworkbench.engine.rules.RegisterHook.NONE);
    }

    /** The planner's score of r1's turn (before the end-of-turn repairs, which the planner does not count). */
    private static double score(PathField field, GameState before, GameState after) {
        Robot b = before.robot("r1").orElseThrow();
        Robot a = after.robot("r1").orElseThrow();
        int gained = a.nextFlag() - b.nextFlag();
        if (!a.inPlay()) {
            return Planner.FLAG * gained - Planner.DEATH;
        }
        int d = Math.min(Planner.FAR, field.distance(a.nextFlag(), a.position().x(), a.position().y(), a.facing()));
        return Planner.FLAG * gained - d - (Planner.damagePenalty(a.damage()) - Planner.damagePenalty(b.damage()));
    }

    private static Map<String, PlayerLevel> levels(GameState d, PlayerLevel level) {
        Map<String, PlayerLevel> m = new java.util.LinkedHashMap<>();
        d.robots().forEach(r -> m.put(r.name(), level));
        return m;
    }
}
