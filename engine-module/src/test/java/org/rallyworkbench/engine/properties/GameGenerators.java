package org.rallyworkbench.engine.properties;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;

/**
 * Every generator of the property tests, in one place. A game is generated as a plan of small integers (so
 * jqwik can shrink it) and then realised into a board, robots and, turn by turn, programs taken from the hands
 * actually dealt. Boards are small (3..7 a side) and carry every element kind: pits, normal and express
 * conveyors, gears both ways, single and double repair sites, crushers, walls, lasers of 1..3 beams, pushers
 * and flags.
 */
public final class GameGenerators {

    static final int MAX_SIDE = 7;
    static final int MAX_ROBOTS = 4;
    static final int MAX_TURNS = 4;

    private GameGenerators() {
    }

    /** A board as codes; {@link #board()} gives the board. */
    public record BoardPlan(int width, int height, List<Integer> tiles, List<Integer> walls, List<Integer> lasers,
                            List<Integer> pushers, List<Integer> flags) {

        /** The board: one floor code per tile, then walls, lasers, pushers and flags 1..n on free tiles. */
        public Board board() {
            Board.Builder b = Board.builder("generated", width, height);
            int area = width * height;
            for (int i = 0; i < area; i++) {
                floor(b, new Position(i % width, i / width), tiles.get(i));
            }
            for (int code : walls) {
                b.wall(at(code), Direction.values()[(code / area) % 4]);
            }
            for (int code : lasers) {
                b.laser(at(code), Direction.values()[(code / area) % 4], 1 + (code / (area * 4)) % 3);
            }
            List<Position> pusherTiles = new ArrayList<>();
            for (int code : pushers) {
                Position p = at(code);
                if (!pusherTiles.contains(p)) {
                    pusherTiles.add(p);
                    b.pusher(p, Direction.values()[(code / area) % 4], new Registers(1 + (code / (area * 4)) % 31));
                }
            }
            List<Position> free = freeTiles(b.build());
            for (int i = 0; i < flags.size() && !free.isEmpty(); i++) {
                b.flag(free.remove(Math.floorMod(flags.get(i), free.size())), i + 1);
            }
            return b.build();
        }

        private Position at(int code) {
            int tile = code % (width * height);
            return new Position(tile % width, tile / width);
        }

        private static void floor(Board.Builder b, Position p, int code) {
            int x = p.x();
            int y = p.y();
            if (code < 55) {
                return;                                    // plain floor
            } else if (code < 62) {
                b.pit(x, y);
            } else if (code < 70) {
                b.conveyor(x, y, Direction.values()[code % 4], false);
            } else if (code < 76) {
                b.conveyor(x, y, Direction.values()[code % 4], true);
            } else if (code < 82) {
                b.gear(x, y, code % 2 == 0 ? Rotation.CW : Rotation.CCW);
            } else if (code < 93) {
                b.repair(x, y, code >= 88);
            } else {
                b.crusher(x, y, new Registers(1 + (code * 7) % 31));
            }
        }
    }

    /** A robot as codes: which free tile, facing, damage and lives. */
    public record RobotPlan(int tile, Direction facing, int damage, int lives) { }

    /** One player's program for one turn, as codes resolved against the hand dealt. */
    public record ProgramPlan(boolean send, List<Integer> picks, boolean powerDown, int reentry, boolean option) {

        /**
         * The submission for {@code r} in the dealt state, or empty when the player sends none (then R-PROG-3
         * gives a random program). Only robots in play submit; the cards are taken from the hand by the picks.
         */
        public Optional<Submission> submission(Robot r, UnaryOperator<Direction> turnDirection) {
            if (!send || !r.inPlay()) {
                return Optional.empty();
            }
            List<Card> hand = new ArrayList<>(r.hand());
            List<Card> cards = new ArrayList<>();
            int slots = GameDirector.programmableRegisters(r);
            for (int i = 0; i < picks.size() && cards.size() < slots && !hand.isEmpty(); i++) {
                cards.add(hand.remove(picks.get(i) % hand.size()));
            }
            Optional<Direction> facing = reentry < 4
                    ? Optional.of(turnDirection.apply(Direction.values()[reentry])) : Optional.empty();
            return Optional.of(new Submission(r.name(), cards, powerDown, facing,
                    option ? DoubleRepairChoice.OPTION : DoubleRepairChoice.REPAIR));
        }
    }

    /** A whole game: board, robots, rules, seed and up to {@value #MAX_TURNS} turns of programs. */
    public record GamePlan(BoardPlan boardPlan, List<RobotPlan> robotPlans, RuleSetId rules, long seed,
                           List<List<ProgramPlan>> turns) {

        public Board board() {
            return boardPlan.board();
        }

        /** The game before its first turn: robots on distinct tiles that are not pits. */
        public GameState initialState() {
            Board board = board();
            List<Position> free = freeTiles(board);
            List<Robot> robots = new ArrayList<>();
            for (int i = 0; i < robotPlans.size() && !free.isEmpty(); i++) {
                RobotPlan p = robotPlans.get(i);
                Position at = free.remove(p.tile() % free.size());
                robots.add(Robot.fresh("r" + (i + 1), i + 1, at, p.facing(), p.lives()).withDamage(p.damage()));
            }
            return GameDirector.newGame(board, rules, robots, seed);
        }

        /** Whether two pushers ever act in the same register (then their board order matters, see docs). */
        public boolean pushersShareARegister() {
            List<org.rallyworkbench.engine.model.Pusher> pushers = board().pushers();
            for (int i = 0; i < pushers.size(); i++) {
                for (int j = i + 1; j < pushers.size(); j++) {
                    if ((pushers.get(i).registers().mask() & pushers.get(j).registers().mask()) != 0) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    static List<Position> freeTiles(Board board) {
        List<Position> free = new ArrayList<>();
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                Position p = new Position(x, y);
                if (!board.isPit(p)) {
                    free.add(p);
                }
            }
        }
        return free;
    }

    public static Arbitrary<BoardPlan> boards() {
        Arbitrary<Integer> side = Arbitraries.integers().between(3, MAX_SIDE);
        Arbitrary<List<Integer>> tiles = Arbitraries.integers().between(0, 99).list().ofSize(MAX_SIDE * MAX_SIDE);
        Arbitrary<Integer> code = Arbitraries.integers().between(0, 100_000);
        return Combinators.combine(side, side, tiles, code.list().ofMaxSize(8), code.list().ofMaxSize(3),
                        code.list().ofMaxSize(3), code.list().ofMaxSize(3))
                .as(BoardPlan::new);
    }

    public static Arbitrary<RobotPlan> robots() {
        return Combinators.combine(Arbitraries.integers().between(0, 1000), Arbitraries.of(Direction.class),
                        Arbitraries.integers().between(0, 9).map(d -> d <= 5 ? 0 : d),
                        Arbitraries.integers().between(1, 3))
                .as(RobotPlan::new);
    }

    public static Arbitrary<ProgramPlan> programs() {
        return Combinators.combine(Arbitraries.integers().between(0, 9),
                        Arbitraries.integers().between(0, 8).list().ofMaxSize(5),
                        Arbitraries.integers().between(0, 9), Arbitraries.integers().between(0, 4),
                        Arbitraries.of(false, true))
                .as((send, picks, powerDown, reentry, option)
                        -> new ProgramPlan(send > 0, picks, powerDown == 0, reentry, option));
    }

    public static Arbitrary<GamePlan> games() {
        return Combinators.combine(boards(), robots().list().ofMinSize(1).ofMaxSize(MAX_ROBOTS),
                        Arbitraries.of(RuleSetId.class), Arbitraries.longs(),
                        programs().list().ofSize(MAX_ROBOTS).list().ofMinSize(1).ofMaxSize(MAX_TURNS))
                .as(GamePlan::new);
    }
}
