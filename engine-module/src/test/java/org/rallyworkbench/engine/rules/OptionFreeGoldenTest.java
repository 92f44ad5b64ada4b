package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.RuleSetId;

/**
 * A game without options plays exactly as before the option cards had effects (issue 12): the golden games of
 * {@link GoldenTurnsTest}, each up to the turn in which a robot first holds an option, states and events hashed.
 * The digests were taken on main before option effects existed (commit 81a8e2c), with this very test.
 */
class OptionFreeGoldenTest {

    private static final String SAMPLE_DIGEST = "04b54ce239b5289d71bd15a3ef009260155bb89143bf7be00358943ee9a28439";
    private static final String GENERATED_DIGEST = "ac066214cb6f5c48f5c7c9ab1b5149bf6894a806298db4c4aab8999cc199c5a7";

    @Test
    void sampleBoardGamesWithoutOptionsAreUnchanged() throws Exception {
        assertEquals(SAMPLE_DIGEST, digest(GoldenTurnsTest.sampleBoards()));
    }

    @Test
    void generatedBoardGamesWithoutOptionsAreUnchanged() throws Exception {
        assertEquals(GENERATED_DIGEST, digest(GoldenTurnsTest.generatedBoards()));
    }

    private static String digest(List<Board> boards) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        for (Board board : boards) {
            for (long seed = 1; seed <= 6; seed++) {
                GameDirector d = new GameDirector();
                GameState s = GameDirector.newGame(board, seed % 2 == 0 ? RuleSetId.HOUSE : RuleSetId.CLASSIC_2005,
                        GoldenTurnsTest.robots(board, seed), seed);
                for (int t = 0; t < 40 && !s.gameOver(); t++) {
                    EventLog log = new EventLog();
                    s = d.turn(s, Map.of(), log, RegisterHook.NONE);
                    if (s.robots().stream().anyMatch(r -> !r.options().isEmpty())) {
                        break;          // from this turn on the game has options
                    }
                    md.update(s.toString().getBytes(StandardCharsets.UTF_8));
                    for (GameEvent e : log.events()) {
                        md.update(e.toString().getBytes(StandardCharsets.UTF_8));
                    }
                }
            }
        }
        return HexFormat.of().formatHex(md.digest());
    }
}
