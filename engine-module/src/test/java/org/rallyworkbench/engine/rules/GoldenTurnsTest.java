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
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * Pins the engine's behaviour on the sample boards: 30 seeded games of up to 40 turns with random programs,
 * both rule sets, every state and every event, hashed. The digest pins the behaviour from before the
 * performance work (commit 8454397; retaken when it moved from the trace's wording to the events
 * themselves; retaken when R-START-1 gave a robot whose archive is still a start tile the start's facing):
 * tuning must not change a single event. If a rule changes on purpose, update the digest. Retaken when option
 * cards got their effects (issue 12): robots take options on double repair sites in these games; the part of each
 * game before any robot holds an option is pinned to the pre-option engine by {@link OptionFreeGoldenTest}.
 */
class GoldenTurnsTest {

    private static final String DIGEST = "d35f27768f6284a5b01f1017209484cf2950b680fd1fb8fb46d499f2bdd50812";
    /** The same over generated boards with every element kind (pushers and crushers too), 10×10 to 30×30. */
    private static final String GENERATED_DIGEST = "2b573f49b201ad89a0333d1c1ffeff3edcacd21982e42829aae02e59b632fa54";

    @Test
    void sampleBoardGamesAreUnchanged() throws Exception {
        assertEquals(DIGEST, digest(sampleBoards()));
    }

    @Test
    void generatedBoardGamesAreUnchanged() throws Exception {
        assertEquals(GENERATED_DIGEST, digest(generatedBoards()));
    }

    /** The sample boards of scenarios/boards, by file name. */
    static List<Board> sampleBoards() throws Exception {
        List<Board> boards = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("..", "scenarios", "boards"))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".board.xml")).sorted().toList()) {
                boards.add(BoardXml.read(f));
            }
        }
        return boards;
    }

    /** Generated boards with every element kind, 10×10 to 30×30. */
    static List<Board> generatedBoards() {
        List<Board> boards = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            boards.add(GeneratedBoard.of(10 + 4 * i, 10 + 4 * i, i));
        }
        return boards;
    }

    private static String digest(List<Board> boards) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        for (Board board : boards) {
            for (long seed = 1; seed <= 6; seed++) {
                List<Robot> robots = robots(board, seed);
                GameDirector d = new GameDirector();
                GameState s = GameDirector.newGame(board, seed % 2 == 0 ? RuleSetId.HOUSE : RuleSetId.CLASSIC_2005,
                        robots, seed);
                EventLog log = new EventLog();
                for (int t = 0; t < 40 && !s.gameOver(); t++) {
                    s = d.turn(s, Map.of(), log, RegisterHook.NONE);
                    md.update(s.toString().getBytes(StandardCharsets.UTF_8));
                }
                // The events themselves, not the trace's wording: rewording a trace line is no change of rules.
                for (GameEvent e : log.events()) {
                    md.update(e.toString().getBytes(StandardCharsets.UTF_8));
                }
                GameState q = GameDirector.newGame(board, RuleSetId.HOUSE, robots, seed);
                for (int t = 0; t < 40 && !q.gameOver(); t++) {
                    q = d.turn(q, Map.of(), EventSink.NONE, RegisterHook.NONE);
                }
                md.update(q.toString().getBytes(StandardCharsets.UTF_8));
            }
        }
        return HexFormat.of().formatHex(md.digest());
    }

    /** Up to 8 robots on a seed-dependent pattern of tiles, avoiding pits. */
    static List<Robot> robots(Board board, long seed) {
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
