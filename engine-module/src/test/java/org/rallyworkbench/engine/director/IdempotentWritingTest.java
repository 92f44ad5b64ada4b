package org.rallyworkbench.engine.director;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.scenario.Approval;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * Writing is idempotent for every text the formats carry: write, read, write gives the same bytes, for boards,
 * game files, submissions and scenarios (recorded and approved), with multi-line and indented texts.
 */
class IdempotentWritingTest {

    /** Descriptions and names that a careless writer changes on every round: indents, blank lines, CR, tabs. */
    static Stream<String> texts() {
        return Stream.of("one line",
                "A first line\n    an indented second line\n\tand a tab",
                "  leading blanks, trailing ones  ",
                "ends with a newline\n",
                "\nstarts with a newline",
                "windows\r\nline ends\rand a lone CR",
                "blank\n\n\nlines",
                "markup <board> & \"quotes\" 'apostrophes' </description> ]]>",
                "unicode: ümlaut — ✓ 😀");
    }

    static Board board(String text) {
        return Board.builder("Name " + text, 6, 5).description(text)
                .pit(1, 1).conveyor(2, 2, Direction.E, true).wall(3, 3, Direction.N)
                .flag(4, 1, 1).start(0, 4, 1, Direction.N).start(1, 4, 2, Direction.N).build();
    }

    @ParameterizedTest
    @MethodSource("texts")
    void boardsRoundTripByteForByte(String text) throws Exception {
        Board b = board(text);
        String first = BoardXml.toXml(b);
        Board back = BoardXml.read(new ByteArrayInputStream(first.getBytes(StandardCharsets.UTF_8)), "t.board.xml");
        assertEquals(b, back, first);
        assertEquals(first, BoardXml.toXml(back));
    }

    @ParameterizedTest
    @MethodSource("texts")
    void gameFilesRoundTripByteForByte(String text, @TempDir Path dir) throws Exception {
        GameState state = GameDirector.newGame(board(text), RuleSetId.HOUSE,
                List.of(Robot.fresh("red", 1, new Position(0, 4), Direction.N, 3),
                        Robot.fresh("blue", 2, new Position(1, 4), Direction.N, 3)), 7);
        for (int round = 0; round < 2; round++) {
            String first = GameFile.toXml(state, "g");
            Path file = dir.resolve("g" + round + ".game.xml");
            Files.writeString(file, first);
            GameState back = GameFile.read(file);
            assertEquals(state.board(), back.board(), first);
            assertEquals(first, GameFile.toXml(back, "g"));
            assertEquals(GameFile.gameId(state), GameFile.gameId(back));
            if (round == 0) {
                state = new GameDirector().deal(back, new org.rallyworkbench.engine.event.EventLog());
            }
        }
    }

    @Test
    void theGameIdIsTheBoardsMeaningNotItsLayout() {
        Board plain = board("text");
        GameState a = GameDirector.newGame(plain, RuleSetId.HOUSE,
                List.of(Robot.fresh("red", 1, new Position(0, 4), Direction.N, 3)), 7);
        GameState reworded = GameDirector.newGame(plain.toBuilder().description("text,\n   rewrapped").build(),
                RuleSetId.HOUSE, List.of(Robot.fresh("red", 1, new Position(0, 4), Direction.N, 3)), 7);
        GameState otherBoard = GameDirector.newGame(plain.toBuilder().pit(5, 0).build(), RuleSetId.HOUSE,
                List.of(Robot.fresh("red", 1, new Position(0, 4), Direction.N, 3)), 7);
        assertEquals(GameFile.gameId(a), GameFile.gameId(reworded));
        assertNotEquals(GameFile.gameId(a), GameFile.gameId(otherBoard));
    }

    @ParameterizedTest
    @MethodSource("texts")
    void submissionsRoundTripByteForByte(String text, @TempDir Path dir) throws Exception {
        List<Submission> sent = List.of(Submission.of(text, List.of(Card.parse("move1@500"))),
                Submission.of("blue", List.of()));
        String first = SubmissionsFile.toXml(Optional.of("0123456789ab"), 3, sent);
        Path file = dir.resolve("s.submissions.xml");
        Files.writeString(file, first);
        SubmissionsFile.Submissions back = SubmissionsFile.read(file);
        assertEquals(List.of(text, "blue"), List.copyOf(back.programs().keySet()));
        assertEquals(first, SubmissionsFile.toXml(back.game(), back.turn(), back.programs().values()));
    }

    static Stream<Path> scenarios() throws IOException {
        return Stream.of(Path.of("..", "scenarios", "games", "eight-robots-ten-turns.scenario.xml"));
    }

    @ParameterizedTest
    @MethodSource("scenarios")
    void scenariosRecordAndApproveIdempotently(Path scenario, @TempDir Path dir) throws Exception {
        String indented = Files.readString(scenario).replaceFirst("<description>",
                "<description>\n      an indented first line,\n\tthen a tab\n   ");
        Path copy = dir.resolve("s.scenario.xml");
        Files.writeString(copy, indented);
        // a board href relative to the original
        copy = rebase(copy, scenario);
        String once = Approval.record(copy);
        Path recorded = dir.resolve("r.scenario.xml");
        Files.writeString(recorded, once);
        assertEquals(once, Approval.record(recorded));
        String approved = Approval.approve(once, ScenarioFiles.load(recorded));
        Files.writeString(recorded, approved);
        assertEquals(approved, Approval.approve(approved, ScenarioFiles.load(recorded)));
    }

    /** Points a board href of the copied scenario at the board beside the original. */
    private static Path rebase(Path copy, Path original) throws IOException {
        String text = Files.readString(copy);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("href=\"([^\"]+)\"").matcher(text);
        if (m.find()) {
            Path board = original.toAbsolutePath().getParent().resolve(m.group(1)).normalize();
            Path local = copy.resolveSibling(board.getFileName());
            Files.copy(board, local);
            text = text.substring(0, m.start(1)) + board.getFileName() + text.substring(m.end(1));
            Files.writeString(copy, text);
        }
        return copy;
    }
}
