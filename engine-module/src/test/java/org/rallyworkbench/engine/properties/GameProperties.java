package org.rallyworkbench.engine.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.properties.GameGenerators.GamePlan;
import org.rallyworkbench.engine.properties.GamePlayer.Played;

/**
 * Random games on random boards (see {@link GameGenerators}), played through the {@code GameDirector}.
 * The number of tries of each property is {@code jqwik.tries.default}: a few thousand in every build
 * ({@code junit-platform.properties}), 200,000 with {@code -Pstress} (about a million games in all).
 */
class GameProperties {

    private static final AtomicLong GAMES = new AtomicLong();

    @Provide
    Arbitrary<GamePlan> games() {
        return GameGenerators.games();
    }

    /** No shared tiles, robots on the board or off it, damage 0..10, lives never grow, 84 cards: always. */
    @Property
    void invariantsHoldAfterEveryRegisterAndTurn(@ForAll("games") GamePlan plan) {
        GamePlayer.play(plan, new Invariants());
        GAMES.incrementAndGet();
    }

    /** The engine is a pure function of (state, programs): the same game twice gives the same states and events. */
    @Property
    void theSameSeedGivesTheSameGame(@ForAll("games") GamePlan plan) {
        Played first = GamePlayer.play(plan, GamePlayer.Observer.NONE);
        Played second = GamePlayer.play(plan, GamePlayer.Observer.NONE);
        GAMES.addAndGet(2);
        assertEquals(first.snapshots(), second.snapshots());
        assertEquals(first.events(), second.events());
    }

    /**
     * A rotated game (board, robots and declared facings turned; the same cards) gives the rotated states and
     * events, deal after deal. Two places depend on the compass by design, so the comparison avoids them:
     * R-START-2's search beside an occupied archive runs clockwise from due north (the comparison stops before
     * the first turn that uses it), Mechanical Arm looks at the neighbours in compass order (R-OPT-9: the
     * comparison stops at the first turn in which a robot holds it), and pushers act in board order (boards whose
     * pushers share a register are not compared).
     */
    @Property
    void aRotatedGameGivesTheRotatedResult(@ForAll("games") GamePlan plan, @ForAll("rotations") int quarterTurns) {
        Symmetry symmetry = comparable(plan, new BoardTransform(quarterTurns, false));
        Played original = GamePlayer.play(plan, GamePlayer.Observer.NONE);
        Played turned = GamePlayer.play(plan, symmetry.state(plan.initialState()), symmetry::direction,
                new Invariants());
        GAMES.addAndGet(2);
        List<GamePlayer.Snapshot> expected = original.snapshots();
        int compassAt = Math.min(original.besideArchiveAt(), firstTurnWithTheArm(original));
        for (int i = 0; i < expected.size(); i++) {
            GameState before = expected.get(i).state();
            if (before.turn() >= compassAt) {
                break;
            }
            assertSameGame(symmetry.state(before), turned.snapshots().get(i).state(),
                    expected.get(i).moment() + " (" + symmetry.describe() + ")");
        }
        assertEquals(symmetry.eventsByPhase(before(compassAt, original.events()), true),
                symmetry.eventsByPhase(before(compassAt, turned.events()), false),
                symmetry.describe());
    }

    /**
     * A mirrored turn gives the mirrored result: each dealt turn of a game is played again mirrored (board,
     * robots, facings, and the cards, whose left and right swap) and compared register by register. Dealing
     * always draws from the real 84-card deck, so mirror images are compared turn by turn, not over whole games.
     */
    @Property
    void aMirroredTurnGivesTheMirroredResult(@ForAll("games") GamePlan plan, @ForAll("rotations") int quarterTurns) {
        Symmetry symmetry = comparable(plan, new BoardTransform(quarterTurns, true));
        Played original = GamePlayer.play(plan, GamePlayer.Observer.NONE);
        GAMES.incrementAndGet();
        GameDirector director = new GameDirector();
        for (GamePlayer.Turn turn : original.turns()) {
            if (holdsTheArm(turn.dealt())) {
                continue;   // its neighbours in compass order (R-OPT-9): a mirror image touches another one first
            }
            Map<String, Submission> mirrored = new LinkedHashMap<>();
            turn.submissions().forEach((robot, s) -> mirrored.put(robot, (Submission) symmetry.map(s)));
            List<GameState> registers = new ArrayList<>();
            EventLog log = new EventLog();
            GameState end = director.play(symmetry.state(turn.dealt()), mirrored, log,
                    (t, register, s) -> registers.add(s));
            String moment = "turn " + turn.dealt().turn() + " (" + symmetry.describe() + ")";
            assertEquals(turn.registers().size(), registers.size(), moment);
            for (int i = 0; i < registers.size(); i++) {
                assertSameGame(symmetry.state(turn.registers().get(i)), registers.get(i), moment + " register " + (i + 1));
            }
            assertSameGame(symmetry.state(turn.end()), end, moment + " end");
            assertEquals(symmetry.eventsByPhase(turn.playEvents(), true), symmetry.eventsByPhase(log.events(), false),
                    moment);
        }
    }

    /** The transform applied to the plan's game; a plan whose pushers share a register is not compared. */
    private static Symmetry comparable(GamePlan plan, BoardTransform transform) {
        Assume.that(!plan.pushersShareARegister());
        return new Symmetry(transform, plan.initialState().board());
    }

    /** Whether a robot holds Mechanical Arm, whose choice among neighbours follows the compass (R-OPT-9). */
    private static boolean holdsTheArm(GameState s) {
        return s.robots().stream().anyMatch(r -> r.options().contains(OptionCard.MECHANICAL_ARM));
    }

    /** The first turn in which a robot holds Mechanical Arm ({@code Integer.MAX_VALUE}: none). */
    private static int firstTurnWithTheArm(Played played) {
        return played.snapshots().stream().map(GamePlayer.Snapshot::state).filter(GameProperties::holdsTheArm)
                .mapToInt(GameState::turn).min().orElse(Integer.MAX_VALUE);
    }

    @Provide
    Arbitrary<Integer> rotations() {
        return Arbitraries.integers().between(0, 3);
    }

    private static void assertSameGame(GameState expected, GameState actual, String moment) {
        assertEquals(expected.robots(), actual.robots(), moment);
        assertEquals(expected.winners(), actual.winners(), moment);
        // Discarded cards go back to the deck only if they belong to it (Table.discard): a mirrored card such as
        // right@190 (left@190 mirrored) does not, so the mirrored deck lacks exactly those.
        List<Card> deck = expected.deck().cards().stream().filter(Deck::isStandard).toList();
        assertEquals(deck, actual.deck().cards().stream().filter(Deck::isStandard).toList(), moment + ": the deck");
    }

    private static List<GameEvent> before(int turn, List<GameEvent> events) {
        return events.stream().filter(e -> e.turn() < turn).toList();
    }

    @AfterContainer
    static void figures() {
        System.out.printf("GameProperties: %d games played, %d invariant checks%n", GAMES.get(),
                Invariants.checksSoFar());
    }
}
