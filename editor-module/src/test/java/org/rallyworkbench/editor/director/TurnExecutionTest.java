package org.rallyworkbench.editor.director;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;
import org.rallyworkbench.engine.director.GameFile;
import org.rallyworkbench.engine.director.SubmissionsFile;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.scenario.ScenarioRunner;

class TurnExecutionTest {

    private static GameState start() throws Exception {
        return ScenarioRunner.initialState(ScenarioFixtures.spec(ScenarioFixtures.failingPush(), Path.of(".")));
    }

    @Test
    void aTurnIsDealtThenPlayed() throws Exception {
        TurnExecution.Outcome dealt = TurnExecution.deal(start());
        assertTrue(dealt.played());
        assertEquals(GameState.Stage.DEALT, dealt.next().stage());
        assertFalse(dealt.report().isEmpty(), "the hands");
        TurnExecution.Outcome played = TurnExecution.play(dealt.next(),
                new SubmissionsFile.Submissions(Optional.empty(), dealt.next().turn(), Map.of()));
        assertTrue(played.played(), played.problems().toString());
        assertEquals(GameState.Stage.BETWEEN_TURNS, played.next().stage());
        assertFalse(played.report().isEmpty());
    }

    @Test
    void aDealtTurnPlaysWithoutSubmissions() throws Exception {
        GameState dealt = TurnExecution.deal(start()).next();
        TurnExecution.Outcome played = TurnExecution.playWithoutSubmissions(dealt);
        assertTrue(played.played(), played.problems().toString());
        assertEquals(GameState.Stage.BETWEEN_TURNS, played.next().stage());
        assertEquals(dealt.turn(), played.next().turn());
    }

    @Test
    void submissionsForAnotherTurnAreRefused() throws Exception {
        GameState dealt = TurnExecution.deal(start()).next();
        TurnExecution.Outcome o = TurnExecution.play(dealt, new SubmissionsFile.Submissions(Optional.empty(), dealt.turn() + 1, Map.of()));
        assertFalse(o.played());
        assertEquals(dealt, o.next());
    }

    @Test
    void submissionsForAnotherGameAreRefused() throws Exception {
        GameState dealt = TurnExecution.deal(start()).next();
        TurnExecution.Outcome o = TurnExecution.play(dealt,
                new SubmissionsFile.Submissions(Optional.of("some-other-game"), dealt.turn(), Map.of()));
        assertFalse(o.played());
    }

    @Test
    void anUndealtTurnCannotBePlayed() throws Exception {
        TurnExecution.Outcome o = TurnExecution.play(start(), new SubmissionsFile.Submissions(Optional.empty(), 1, Map.of()));
        assertFalse(o.played());
    }

    @Test
    void theHandsDealtAndTheGameIdStayInViewUntilTheTurnIsPlayed() throws Exception {
        // the window never showed the game id players must write, and loading submissions hid the hands
        GameState dealt = TurnExecution.deal(start()).next();
        String id = GameFile.gameId(dealt);
        assertTrue(TurnExecution.deal(start()).report().stream().anyMatch(l -> l.contains("game=\"" + id + "\"")));
        String overview = String.join("\n", TurnExecution.overview(dealt));
        assertTrue(overview.contains("hands dealt") && overview.contains(id), overview);
        assertFalse(String.join("\n", TurnExecution.overview(start())).contains("game id"));
    }
}
