package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.bench.GeneratedBoard;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.xml.BoardXml;

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
        List<Board> boards = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("..", "scenarios", "boards"))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".board.xml")).sorted().toList()) {
                boards.add(BoardXml.read(f));
            }
        }
        assertEquals(SAMPLE_DIGEST, digest(boards));
    }

    @Test
    void generatedBoardGamesWithoutOptionsAreUnchanged() throws Exception {
        List<Board> boards = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            boards.add(GeneratedBoard.of(10 + 4 * i, 10 + 4 * i, i));
        }
        assertEquals(GENERATED_DIGEST, digest(boards));
    }

    private static String digest(List<Board> boards) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        for (Board board : boards) {
            for (long seed = 1; seed <= 6; seed++) {
                GameDirector d = new GameDirector();
                GameState s = GameDirector.newGame(board, seed % 2 == 0 ? RuleSetId.HOUSE : RuleSetId.CLASSIC_2005,
                        robots(board, seed), seed);
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

    private static List<Robot> robots(Board board, long seed) {
        List<Robot> robots = new ArrayList<>();
        int n = 0;
        for (int y = 0; y < board.height() && n < 8; y++) {
            for (int x = 0; x < board.width() && n < 8; x++) {
                if ((x * 7 + y * 3 + seed) % 11 == 0 && !board.isPit(new Position(x, y))) {
                    n++;
                    robots.add(Robot.fresh("r" + n, n, new Position(x, y),
                            Direction.values()[(int) ((x + y + seed) % 4)], 3));
                }
            }
        }
        return robots;
    }
}
