package org.rallyworkbench.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.Start;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.scenario.ScenarioRunner;
import org.rallyworkbench.engine.scenario.Verdict;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.RecordedGameXml;
import org.rallyworkbench.engine.xml.ScenarioXml;

/**
 * "Play a bot game": one seeded game of bots written as a scenario that the schema accepts, that replays the same
 * game and so passes, and whose expectations are the game's real outcome.
 */
class BotGameTest {

    private static Board sample(String name) throws Exception {
        return BoardXml.read(Path.of("..", "scenarios", "boards", name + ".board.xml"));
    }

    private static String xml(BotGame g) {
        return RecordedGameXml.toXml(g.name(), g.description(), g.board(), org.rallyworkbench.engine.model.RuleSetId.HOUSE,
                g.seed(), g.robots(), g.turns(), g.end());
    }

    private static Verdict run(String text, Path dir) throws Exception {
        Path file = dir.resolve("bot-game.scenario.xml");
        Files.writeString(file, text);
        ScenarioSpec spec = ScenarioXml.read(file);     // schema and format rules
        return new ScenarioRunner().run(spec);
    }

    @Test
    void aGreedyGameOnASampleBoardReplaysAsAPassingScenario(@TempDir Path dir) throws Exception {
        Board board = sample("gearbox-press");
        BotGame game = BotGame.play(board, PlayerLevel.GREEDY, 1);
        assertEquals(8, game.robots().size());
        List<Start> starts = board.starts().stream().sorted(java.util.Comparator.comparingInt(Start::number)).toList();
        for (int i = 0; i < 8; i++) {
            assertEquals(starts.get(i).position(), game.robots().get(i).position(), "robot " + (i + 1) + " on start " + (i + 1));
            assertEquals(BotGame.COLOURS.get(i), game.robots().get(i).name());
        }
        assertTrue(game.end().gameOver() || game.turns().size() == BotGame.MAX_TURNS, "until won or 30 turns");
        assertTrue(game.turns().stream().anyMatch(t -> !t.isEmpty()), "the bots sent programs");
        String text = xml(game);
        Verdict verdict = run(text, dir);
        assertTrue(verdict.passed(), verdict.toString());
        assertTrue(text.contains("<expect>") && text.contains("next-flag="), text);
    }

    @Test
    void theSameBoardLevelAndSeedGiveTheSameScenarioAndAnotherSeedAnother() throws Exception {
        Board board = sample("crucible-loop");
        String a = xml(BotGame.play(board, PlayerLevel.GREEDY, 3, 8, 6));
        assertEquals(a, xml(BotGame.play(board, PlayerLevel.GREEDY, 3, 8, 6)));
        assertNotEquals(a, xml(BotGame.play(board, PlayerLevel.GREEDY, 4, 8, 6)));
    }

    @Test
    void theExpectationsAreTheOutcomeSoAChangedOneFails(@TempDir Path dir) throws Exception {
        BotGame game = BotGame.play(sample("sinkhole-sprint"), PlayerLevel.GREEDY, 2, 8, 5);
        String text = xml(game);
        assertTrue(run(text, dir).passed());
        String robot = game.end().robots().get(0).name();
        int nextFlag = game.end().robots().get(0).nextFlag();
        String wrong = text.replace("<robot name=\"" + robot + "\" ", "<robot name=\"" + robot + "\" ")
                .replaceFirst("(<expect>\\s*<robot name=\"" + robot + "\"[^>]*next-flag=\")" + nextFlag + "\"",
                        "$1" + (nextFlag + 1) + "\"");
        assertNotEquals(text, wrong);
        Verdict verdict = run(wrong, dir);
        assertEquals(Verdict.Outcome.FAILED, verdict.outcome(), verdict.toString());
    }

    @Test
    void randomPlayersSendNothingAndStillReplayTheSameGame(@TempDir Path dir) throws Exception {
        BotGame game = BotGame.play(sample("crossfire-gallery"), PlayerLevel.RANDOM, 5, 8, 8);
        assertTrue(game.turns().stream().allMatch(Map::isEmpty));
        assertTrue(run(xml(game), dir).passed());
    }

    @Test
    void onABoardWithoutFlagsTheBotsPlayAtRandomAndTheScenarioStillPasses(@TempDir Path dir) throws Exception {
        BotGame game = BotGame.play(sample("docking-bay"), PlayerLevel.GREEDY, 1, 8, 4);
        assertFalse(game.end().gameOver());
        assertTrue(game.description().contains("no flags"), game.description());
        assertTrue(run(xml(game), dir).passed());
    }

    @Test
    void anticipatingBotsReplayToo(@TempDir Path dir) throws Exception {
        BotGame game = BotGame.play(sample("gearbox-press"), PlayerLevel.ANTICIPATING, 7, 8, 4);
        for (Map<String, Submission> turn : game.turns()) {
            assertFalse(turn.isEmpty());
        }
        assertTrue(run(xml(game), dir).passed());
    }
}
