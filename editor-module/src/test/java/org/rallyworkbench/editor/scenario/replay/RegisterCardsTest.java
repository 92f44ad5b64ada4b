package org.rallyworkbench.editor.scenario.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.engine.model.Card;

/** What the Replay's cards panel lists for a register: acting order, pairs, scrambled cards, idle robots. */
class RegisterCardsTest {

    private static List<RegisterCards.Row> rows(ScenarioRun run, int turn, int register) {
        List<String> robots = run.spec().robots().stream().map(r -> r.name()).toList();
        return RegisterCards.of(run.verdict().events(), robots, turn, register);
    }

    private static List<String> order(List<RegisterCards.Row> rows) {
        return rows.stream().map(RegisterCards.Row::robot).toList();
    }

    @Test
    void robotsAreListedInTheOrderTheyActWithTheirCards() {
        ScenarioRun run = ReplayRuns.crossfire();
        List<RegisterCards.Row> first = rows(run, 1, 1);
        assertEquals(List.of("red", "blue", "green"), order(first));
        assertEquals(List.of(Card.parse("move2@700")), first.get(0).cards());
        assertEquals(700, first.get(0).priority().orElseThrow());
        List<RegisterCards.Row> second = rows(run, 1, 2);
        assertEquals(List.of("green", "red", "blue"), order(second));
        assertTrue(second.stream().allMatch(r -> r.status() == RegisterCards.Status.ACTED));
        assertEquals("Move 1 · 500", CardsView.words(second.get(0)));
    }

    @Test
    void robotsWithoutACardSayWhy() {
        List<RegisterCards.Row> third = rows(ReplayRuns.crossfire(), 1, 3);
        assertEquals(List.of("red", "blue", "green"), order(third));
        assertTrue(third.stream().allMatch(r -> r.status() == RegisterCards.Status.NO_CARD && r.cards().isEmpty()));
        assertEquals("no card", CardsView.words(third.get(0)));
    }

    @Test
    void aPoweredDownRobotIsSaidToBe() {
        List<RegisterCards.Row> rows = rows(ReplayRuns.option("shield-coat-sacrifice"), 1, 1);
        RegisterCards.Row b = rows.stream().filter(r -> r.robot().equals("b")).findFirst().orElseThrow();
        assertEquals(RegisterCards.Status.POWERED_DOWN, b.status());
        assertEquals("powered down", CardsView.words(b));
    }

    @Test
    void aTwoCardRegisterIsOneRow() {
        List<RegisterCards.Row> rows = rows(ReplayRuns.option("crab-left"), 1, 1);
        assertEquals(List.of(Card.parse("move1@500"), Card.parse("left@70")), rows.get(0).cards());
        assertEquals("Move 1 · 500 + Turn Left · 70", CardsView.words(rows.get(0)));
    }

    @Test
    void theScramblersCardIsTheOnePlayedAndMarked() {
        ScenarioRun run = ReplayRuns.option("scrambler");
        RegisterCards.Row before = rows(run, 1, 1).stream().filter(r -> r.robot().equals("b")).findFirst().orElseThrow();
        assertFalse(before.scrambled());
        RegisterCards.Row b = rows(run, 1, 2).stream().filter(r -> r.robot().equals("b")).findFirst().orElseThrow();
        assertEquals(List.of(Card.parse("move1@640")), b.cards());
        assertTrue(b.scrambled());
        assertEquals("Move 1 · 640 · scrambled", CardsView.words(b));
    }

    @Test
    void framesBetweenRegistersShowTheNextRegisterThenTheLast() {
        Timeline t = ReplayRuns.timeline(ReplayRuns.crossfire());
        assertEquals(List.of(1, 1), List.of(RegisterCards.registerOf(t, 0).orElseThrow()[0],
                RegisterCards.registerOf(t, 0).orElseThrow()[1]));
        int lasers2 = ReplayRuns.frame(t, 1, 2, "lasers");
        assertEquals(2, RegisterCards.registerOf(t, lasers2).orElseThrow()[1]);
        int[] end = RegisterCards.registerOf(t, t.size() - 1).orElseThrow();
        assertEquals(5, t.get(t.size() - 1).register() == 0 ? end[1] : t.get(t.size() - 1).register());
    }
}
