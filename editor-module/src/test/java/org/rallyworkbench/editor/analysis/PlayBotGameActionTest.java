package org.rallyworkbench.editor.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.scenario.ScenarioRunner;
import org.rallyworkbench.engine.xml.ScenarioXml;

/** Play a Bot Game's file: beside the board, named by board, level and seed, never over a file, and it passes. */
class PlayBotGameActionTest {

    @Test
    void theGameIsWrittenBesideTheBoardUnderANewNameAndPasses(@TempDir Path dir) throws Exception {
        Board board = Samples.gearboxPress();
        Path first = PlayBotGameAction.target(dir, board, PlayerLevel.GREEDY, 1);
        assertEquals("gearbox-press-greedy-bot-game-seed-1.scenario.xml", first.getFileName().toString());
        Files.writeString(first, "mine");
        assertEquals("gearbox-press-greedy-bot-game-seed-1-2.scenario.xml",
                PlayBotGameAction.target(dir, board, PlayerLevel.GREEDY, 1).getFileName().toString());

        assertTrue(PlayBotGameAction.play(board, PlayerLevel.GREEDY, 1, dir).waitFinished(120_000));
        assertEquals("mine", Files.readString(first), "an existing file is never overwritten");
        Path written = dir.resolve("gearbox-press-greedy-bot-game-seed-1-2.scenario.xml");
        assertTrue(Files.isRegularFile(written));
        assertTrue(new ScenarioRunner().run(ScenarioXml.read(written)).passed());
    }
}
