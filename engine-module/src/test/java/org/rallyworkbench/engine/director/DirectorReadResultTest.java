package org.rallyworkbench.engine.director;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;

/**
 * The director's readers return a {@link ReadResult} like every other reader: the value, or each problem with its
 * file, line and column; {@code read} throws the same problems in one {@link DirectorFileException}.
 */
class DirectorReadResultTest {

    @TempDir
    Path dir;

    @Test
    void aGameFileReadsToItsState() throws Exception {
        Path game = startedGame();
        ReadResult<GameState> read = GameFile.load(game);
        assertEquals(GameFile.read(game), assertInstanceOf(ReadResult.Read.class, read).value());
    }

    @Test
    void aBrokenGameFileFailsWithEveryProblemWhereItIs() throws Exception {
        Path game = startedGame();
        String text = Files.readString(game);
        Files.writeString(game, text.replaceFirst(" turn=\"\\d+\"", " turn=\"-3\"")
                .replaceFirst("damage=\"0\"", "damage=\"11\""));
        List<Problem> problems = GameFile.load(game).problems();
        assertEquals(false, problems.isEmpty());
        for (Problem p : problems) {
            assertEquals(game.toString(), p.file());
            assertEquals(true, p.line() > 1 && p.column() > 0, p::toString);
        }
        DirectorFileException thrown = assertThrows(DirectorFileException.class, () -> GameFile.read(game));
        assertEquals(problems, thrown.problems());
        assertEquals(String.join("\n", problems.stream().map(Problem::toString).toList()), thrown.getMessage());
    }

    @Test
    void submissionsReadOrFailWithTheirProblems() throws Exception {
        Path sent = dir.resolve("t1.submissions.xml");
        Files.writeString(sent, """
                <?xml version="1.0" encoding="UTF-8"?>
                <submissions xmlns="urn:rally-workbench:submissions:1" turn="1">
                  <program robot="red" cards="move1@500 move1@510 move1@520 move1@530 move1@540"/>
                </submissions>
                """);
        ReadResult<SubmissionsFile.Submissions> read = SubmissionsFile.load(sent);
        assertEquals(1, assertInstanceOf(ReadResult.Read.class, read).value() instanceof SubmissionsFile.Submissions s
                ? s.turn() : -1);
        Files.writeString(sent, Files.readString(sent).replace("</submissions>",
                "  <program robot=\"red\" cards=\"move1@500\"/>\n</submissions>"));
        List<Problem> problems = SubmissionsFile.load(sent).problems();
        assertEquals(List.of(new Problem(sent.toString(), 4, 43, "a second program for red")), problems);
    }

    @Test
    void aMissingFileIsOneProblemAtItsStart() {
        Path missing = dir.resolve("missing.game.xml");
        List<Problem> problems = GameFile.load(missing).problems();
        assertEquals(1, problems.size());
        assertEquals(new Problem(missing.toString(), 1, 1, problems.get(0).message()), problems.get(0));
    }

    private Path startedGame() {
        Path game = dir.resolve("g0.game.xml");
        String[] run = ImpossibleGameStatesTest.rally("turn", "start", "--board",
                Path.of("..", "scenarios", "boards", "crucible-loop.board.xml").toString(), "--robots", "red,blue",
                "-o", game.toString());
        assertEquals("0", run[2], run[1]);
        return game;
    }
}
