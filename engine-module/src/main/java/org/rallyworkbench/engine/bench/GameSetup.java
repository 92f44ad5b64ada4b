package org.rallyworkbench.engine.bench;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.Start;
import org.rallyworkbench.engine.rules.GameDirector;

/**
 * A new game for simulation: {@code robots} robots on the board's start tiles, in start order, and on
 * seeded random free tiles (no pit, no robot) when the board has fewer starts than robots; house rules.
 */
public final class GameSetup {

    private GameSetup() { }

    /** The rule set's default lives (3). */
    public static GameState newGame(Board board, int robots, long seed) {
        return newGame(board, robots, 1, seed);
    }

    /** The same with robot 1 on start number {@code firstStart}, robot 2 on the next start, and so on. */
    public static GameState newGame(Board board, int robots, int firstStart, long seed) {
        return newGame(board, robots, firstStart, seed, GameDirector.defaultLives(RuleSetId.HOUSE), null);
    }

    /**
     * {@code lives} lives each; {@code archive} non-null gives every robot that archive (they still begin on
     * their own tiles), so that re-entries search around it (R-START-2).
     */
    public static GameState newGame(Board board, int robots, long seed, int lives, Position archive) {
        return newGame(board, robots, 1, seed, lives, archive);
    }

    private static GameState newGame(Board board, int robots, int firstStart, long seed, int lives,
                                     Position archive) {
        return GameDirector.newGame(board, RuleSetId.HOUSE, robots(board, robots, firstStart, seed, lives, archive),
                seed);
    }

    /**
     * Whether the robots of {@link #newGame(Board, int, long, int, Position)} are the same for every seed: every
     * robot on a start tile, none on a random free tile. A workload that starts game after game on the same board
     * then builds them once ({@link TurnWorkload}).
     */
    static boolean robotsIndependentOfSeed(Board board, int robots) {
        int starts = 0;
        for (Start s : board.starts()) {
            starts += s.number() >= 1 ? 1 : 0;
        }
        return starts >= robots;
    }

    /** The robots of {@link #newGame(Board, int, long, int, Position)}, in start order. */
    static List<Robot> robots(Board board, int robots, long seed, int lives, Position archive) {
        return robots(board, robots, 1, seed, lives, archive);
    }

    private static List<Robot> robots(Board board, int robots, int firstStart, long seed, int lives,
                                      Position archive) {
        Set<Position> taken = new HashSet<>();       // a few robots on a possibly huge board
        List<Robot> list = new ArrayList<>(robots);
        List<Start> starts = board.starts().stream().filter(s -> s.number() >= firstStart).toList();
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < robots; i++) {
            Position p;
            Direction facing;
            if (i < starts.size()) {
                p = starts.get(i).position();
                facing = starts.get(i).facing();
            } else {
                p = freeTile(board, taken, random);
                facing = Direction.values()[random.nextInt(4)];
            }
            taken.add(p);
            Robot r = Robot.fresh("r" + (i + 1), i + 1, p, facing, lives);
            list.add(archive == null ? r : r.withArchive(archive, facing));
        }
        return list;
    }

    private static Position freeTile(Board board, Set<Position> taken, SplittableRandom random) {
        for (int attempt = 0; attempt < 100_000; attempt++) {
            int x = random.nextInt(board.width());
            int y = random.nextInt(board.height());
            Position p = new Position(x, y);
            if (!taken.contains(p) && !(board.floorOrNull(x, y) instanceof FloorElement.Pit)) {
                return p;
            }
        }
        throw new IllegalArgumentException("no free tile left on " + board.name());
    }
}
