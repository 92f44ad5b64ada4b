package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.director.GameFile;
import org.rallyworkbench.engine.director.SubmissionsFile;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;

/**
 * The game director's documented flow on every sample board: {@code turn start}, then five times {@code turn deal}
 * and {@code turn play}, the players' submissions carrying the game id that {@code deal} printed.
 */
class DirectorFlowTest {

    private static final Pattern GAME_ID = Pattern.compile("game id: ([0-9a-f]+) ");

    static Stream<Path> sampleBoards() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("..", "scenarios", "boards"))) {
            List<Path> boards = files.filter(p -> p.toString().endsWith(".board.xml")).sorted().toList();
            assertTrue(boards.size() >= 5, "sample boards: " + boards);
            return boards.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("sampleBoards")
    void fiveTurnsWithThePrintedGameId(Path board, @TempDir Path dir) throws Exception {
        Path game = dir.resolve("g0.game.xml");
        run(0, "turn", "start", "--board", board.toString(), "--robots", "red,blue", "-o", game.toString());
        for (int turn = 1; turn <= 5; turn++) {
            Path dealt = dir.resolve("g" + turn + "-dealt.game.xml");
            String out = run(0, "turn", "deal", game.toString(), "-o", dealt.toString());
            Matcher id = GAME_ID.matcher(out);
            assertTrue(id.find(), out);
            GameState d = GameFile.read(dealt);
            List<Submission> programs = new ArrayList<>();
            for (Robot r : d.robots()) {
                if (r.inPlay() && !r.poweredDown()) {
                    int n = GameDirector.programmableRegisters(r);
                    List<Card> cards = r.hand().subList(0, Math.min(n, r.hand().size()));
                    programs.add(Submission.of(r.name(), cards));
                }
            }
            Path sub = dir.resolve("s" + turn + ".submissions.xml");
            Files.writeString(sub, SubmissionsFile.toXml(Optional.of(id.group(1)), turn, programs));
            Path next = dir.resolve("g" + turn + ".game.xml");
            run(0, "turn", "play", dealt.toString(), sub.toString(), "-o", next.toString(),
                    "--report", dir.resolve("r" + turn + ".txt").toString());
            game = next;
        }
        assertEquals(5, GameFile.read(game).turn());
    }

    /** Runs {@code ./rally} in-process; asserts the exit code and returns standard output. */
    static String run(int expected, String... args) {
        RallyRun run = RallyRun.of(args);
        assertEquals(expected, run.code(), String.join(" ", args) + "\n" + run.out() + run.err());
        return run.out();
    }
}
