package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.bot.BotPlayers;
import org.rallyworkbench.engine.bot.PathField;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.director.GameFile;
import org.rallyworkbench.engine.director.SubmissionsFile;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;

/** {@code rally turn play --bot NAME=LEVEL}: the bot's program is played; the others still get random ones. */
class TurnBotTest {

    @Test
    void aBotPlaysTheRobotOfAPlayerWhoLeft(@TempDir Path dir) throws Exception {
        Path dealtFile = TurnCommandTest.dealtGame(dir);
        GameState dealt = GameFile.read(dealtFile);
        String left = dealt.robots().get(0).name();
        Path sub = dir.resolve("s1.submissions.xml");
        Files.writeString(sub, SubmissionsFile.toXml(1, List.of()));
        Path next = dir.resolve("g1.game.xml");
        assertEquals(0, TurnCommandTest.rally("turn", "play", dealtFile.toString(), sub.toString(), "-o",
                next.toString(), "--bot", left + "=greedy"));
        // The same turn played by the director with the bot's program for that robot and nothing for the others.
        Map<String, Submission> bot = new BotPlayers(PathField.of(dealt.board())).programs(dealt,
                Map.of(left, PlayerLevel.GREEDY));
        GameState expected = new GameDirector().play(dealt, bot, EventSink.NONE, RegisterHook.NONE);
        GameState random = new GameDirector().play(dealt, Map.of(), EventSink.NONE, RegisterHook.NONE);
        GameState played = GameFile.read(next);
        assertEquals(expected.robots(), played.robots());
        Robot asRandom = random.robot(left).orElseThrow();
        assertNotEquals(asRandom.position() + " " + asRandom.facing(),
                played.robot(left).orElseThrow().position() + " " + played.robot(left).orElseThrow().facing(),
                "the bot's robot moved as a random program would: the test shows nothing");
    }

    @Test
    void aBotForAnUnknownRobotOrAPlayerWhoSentAProgramIsRefused(@TempDir Path dir) throws Exception {
        Path dealtFile = TurnCommandTest.dealtGame(dir);
        Path sub = dir.resolve("s1.submissions.xml");
        Files.writeString(sub, SubmissionsFile.toXml(1, List.of()));
        Path next = dir.resolve("g1.game.xml");
        assertEquals(RallyCli.EXIT_INVALID, TurnCommandTest.rally("turn", "play", dealtFile.toString(),
                sub.toString(), "-o", next.toString(), "--bot", "nobody=greedy"));
        assertEquals(RallyCli.EXIT_INVALID, TurnCommandTest.rally("turn", "play", dealtFile.toString(),
                sub.toString(), "-o", next.toString(), "--bot", GameFile.read(dealtFile).robots().get(0).name()
                        + "=genius"));
        assertFalse(Files.exists(next));
    }
}
