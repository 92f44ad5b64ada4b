package org.rallyworkbench.editor.director;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
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

    private static final String PRESSOR = """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenario xmlns="urn:rally-workbench:scenario:1" name="pressor" rules="house" seed="5">
              <board xmlns="urn:rally-workbench:board:1" name="floor" width="6" height="4"/>
              <robot name="red" x="1" y="1" facing="E" options="pressor-beam"/>
              <robot name="blue" x="3" y="1" facing="N"/>
              <expect><robot name="red" x="1"/></expect>
            </scenario>
            """;

    /** Deals the pressor game's turn 1 and plays it with red's and blue's {@code <use>} lines. */
    private static TurnExecution.Outcome played(Path dir, String redUse, String blueUse) throws Exception {
        GameState dealt = TurnExecution.deal(ScenarioRunner.initialState(ScenarioFixtures.spec(PRESSOR, dir))).next();
        Path file = java.nio.file.Files.writeString(dir.resolve("turn.submissions.xml"), String.join("\n",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<submissions xmlns=\"urn:rally-workbench:submissions:1\" game=\"" + GameFile.gameId(dealt)
                        + "\" turn=\"" + dealt.turn() + "\">",
                "  <program robot=\"red\" cards=\"\" sacrifice=\"pressor-beam\">" + redUse + "</program>",
                "  <program robot=\"blue\" cards=\"\">",
                "    " + blueUse,
                "  </program>",
                "</submissions>", ""));
        return TurnExecution.play(dealt, SubmissionsFile.read(file), file);
    }

    @Test
    void theReportShowsThePlayersOptionUsesAndTheTurnsOptionEvents(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        TurnExecution.Outcome o = played(dir, "<use option=\"pressor-beam\" registers=\"1\"/>", "");
        assertTrue(o.played(), o.problems().toString());
        String report = String.join("\n", o.report());
        assertTrue(report.contains("Option declarations:\n  red: sacrifice pressor-beam; <use option=\"pressor-beam\""
                + " registers=\"1\"/>"), report);
        int events = report.indexOf("Option events:");
        assertTrue(events > 0 && report.substring(events).toLowerCase(java.util.Locale.ROOT).contains("pressor"),
                report);
        assertTrue(String.join("\n", TurnExecution.summary(o.next())).contains("red at (1,1) facing E")
                && String.join("\n", TurnExecution.summary(o.next())).contains("holds pressor-beam"),
                TurnExecution.summary(o.next()).toString());
    }

    @Test
    void anOptionRefusalNamesTheFileLineAndColumnOfTheUse(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        TurnExecution.Outcome o = played(dir, "", "<use option=\"brakes\" registers=\"1\"/>");
        assertFalse(o.played());
        assertEquals(List.of(dir.resolve("turn.submissions.xml") + ":5:41: blue declares brakes but does not hold it (it holds no option)"),
                o.problems());
    }
}
