package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.director.GameFile;
import org.rallyworkbench.engine.director.SubmissionsFile;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RobotStatus;
import org.rallyworkbench.engine.model.Submission;

/**
 * {@code rally turn play} refuses, with a clear message and exit 2, submissions for another game or turn,
 * cards that were not dealt and programs for destroyed robots; and no {@code rally turn} command ever writes
 * over one of its inputs. A refused command leaves every file as it was and writes nothing.
 */
class TurnRefusalsTest {

    @TempDir
    Path dir;
    private Path game;
    private Path dealt;
    private GameState dealtState;

    static RallyRun rally(String... args) {
        return RallyRun.of(args);
    }

    @BeforeEach
    void startAndDeal() throws Exception {
        game = dir.resolve("g0.game.xml");
        dealt = dir.resolve("g1-dealt.game.xml");
        assertEquals(0, rally("turn", "start", "--scenario", TurnCommandTest.GAME_SCENARIO.toString(), "-o",
                game.toString()).code());
        RallyRun deal = rally("turn", "deal", game.toString(), "-o", dealt.toString());
        assertEquals(0, deal.code(), deal.err());
        dealtState = GameFile.read(dealt);
        assertTrue(deal.out().contains("game id: " + GameFile.gameId(dealtState)), deal.out());
    }

    @Test
    void submissionsWithTheRightGameIdArePlayed() throws Exception {
        Path sent = submissions(Optional.of(GameFile.gameId(dealtState)), 1, validProgram());
        RallyRun run = play(sent, dir.resolve("g1.game.xml"));
        assertEquals(0, run.code(), run.err());
        assertTrue(Files.exists(dir.resolve("g1.game.xml")));
    }

    @Test
    void refusesSubmissionsForAnotherGame() throws Exception {
        Path other = dir.resolve("other.game.xml");
        assertEquals(0, rally("turn", "start", "--scenario", TurnCommandTest.GAME_SCENARIO.toString(), "-o",
                other.toString()).code());
        GameState otherGame = GameFile.read(other);
        GameState reseeded = new GameState(otherGame.board(), otherGame.rules(), otherGame.robots(), otherGame.deck(),
                otherGame.optionDeck(), 0, GameState.Stage.BETWEEN_TURNS, otherGame.seed() + 1, 0, List.of());
        String otherId = GameFile.gameId(reseeded);
        Path sent = submissions(Optional.of(otherId), 1, validProgram());
        assertRefused(play(sent, dir.resolve("g1.game.xml")), "submissions for game " + otherId + ", but "
                + dealt + " is game " + GameFile.gameId(dealtState) + "; nothing was played");
    }

    @Test
    void refusesSubmissionsForAnotherTurn() throws Exception {
        Path sent = submissions(Optional.empty(), 2, validProgram());
        assertRefused(play(sent, dir.resolve("g1.game.xml")),
                "submissions for turn 2, but " + dealt + " is at turn 1; nothing was played");
    }

    @Test
    void refusesCardsThatWereNotDealt() throws Exception {
        Robot r = firstInPlay(dealtState);
        Card notDealt = Stream.iterate(new Card(CardType.MOVE1, 490), c -> new Card(c.type(), c.priority() + 10))
                .filter(c -> !r.hand().contains(c)).findFirst().orElseThrow();
        Path sent = submissions(Optional.empty(), 1, List.of(Submission.of(r.name(), List.of(notDealt))));
        assertRefused(play(sent, dir.resolve("g1.game.xml")), notDealt + " is not in " + r.name() + "'s hand");
    }

    @Test
    void optionRefusalsNameTheFileLineAndColumnOfTheUseOrTheProgram() throws Exception {
        Robot r = firstInPlay(dealtState);
        Path sent = Files.writeString(dir.resolve("turn1.submissions.xml"), String.join("\n",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<submissions xmlns=\"urn:rally-workbench:submissions:1\" turn=\"1\">",
                "  <program robot=\"" + r.name() + "\" cards=\"" + r.hand().get(0) + "\">",
                "    <use option=\"pressor-beam\" registers=\"1\"/>",
                "  </program>",
                "  <program robot=\"" + r.name() + "-not\" cards=\"\"/>",
                "</submissions>", ""));
        RallyRun run = play(sent, dir.resolve("g1.game.xml"));
        assertRefused(run, sent + ":4:47: " + r.name() + " declares pressor-beam but does not hold it");
        assertRefused(run, sent + ":6:");
    }

    @Test
    void refusesACardSentTwice() throws Exception {
        Robot r = firstInPlay(dealtState);
        Card card = r.hand().get(0);
        Path sent = submissions(Optional.empty(), 1, List.of(Submission.of(r.name(), List.of(card, card))));
        assertRefused(play(sent, dir.resolve("g1.game.xml")), card + " is used twice");
    }

    @Test
    void refusesAProgramForADestroyedRobot() throws Exception {
        Robot r = firstInPlay(dealtState);
        List<Robot> robots = new ArrayList<>();
        for (Robot each : dealtState.robots()) {
            robots.add(each != r ? each : new Robot(r.name(), r.start(), r.position(), r.facing(), 2, r.lives() - 1,
                    r.nextFlag(), r.archive(), r.archiveFacing(), r.reentryFacing(), false, false,
                    Robot.emptyRegisters(), List.of(), 0, r.options(), RobotStatus.DESTROYED, 1, false));
        }
        Path withWreck = dir.resolve("wreck.game.xml");
        // A destroyed robot holds no cards: its hand goes back under the deck (R-DEAL-1 holds in the file).
        List<Card> deck = new ArrayList<>(dealtState.deck().cards());
        deck.addAll(r.hand());
        GameState wreck = new GameState(dealtState.board(), dealtState.rules(), robots,
                new org.rallyworkbench.engine.model.Deck(deck), dealtState.optionDeck(), dealtState.turn(),
                dealtState.stage(), dealtState.seed(), dealtState.moment(), dealtState.winners());
        Files.writeString(withWreck, GameFile.toXml(wreck, "wreck"));
        Path sent = submissions(Optional.empty(), 1, List.of(Submission.of(r.name(), List.of(r.hand().get(0)))));
        RallyRun run = rally("turn", "play", withWreck.toString(), sent.toString(), "-o", dir.resolve("next.game.xml").toString());
        assertRefused(run, r.name() + " is destroyed");
        assertFalse(Files.exists(dir.resolve("next.game.xml")));
    }

    @Test
    void refusesToDealATurnTwice() throws Exception {
        assertRefused(rally("turn", "deal", dealt.toString(), "-o", dir.resolve("again.game.xml").toString()),
                "turn 1 has been dealt already");
    }

    @Test
    void neverWritesOverItsInputs() throws Exception {
        Path sent = submissions(Optional.empty(), 1, validProgram());
        Path report = dir.resolve("turn1.txt");
        Map<Path, String> before = contents();
        assertRefused(play(sent, dealt), "refusing to overwrite the input file " + dealt);
        assertRefused(rally("turn", "play", dealt.toString(), sent.toString(), "-o", dir.resolve("g1.game.xml").toString(),
                "--report", sent.toString()), "refusing to overwrite the input file " + sent);
        assertRefused(rally("turn", "play", dealt.toString(), sent.toString(), "-o", dir.resolve("g1.game.xml").toString(),
                "--events", dir.resolve("sub").resolve("..").resolve(dealt.getFileName()).toString()),
                "refusing to overwrite the input file");
        assertRefused(rally("turn", "play", dealt.toString(), sent.toString(), "-o", report.toString(),
                "--report", report.toString()), "named for two outputs");
        Path hardLink = Files.createLink(dir.resolve("hard.game.xml"), dealt);
        assertRefused(play(sent, hardLink), "refusing to overwrite the input file");
        Path symbolic = Files.createSymbolicLink(dir.resolve("soft.game.xml"), dealt);
        assertRefused(play(sent, symbolic), "refusing to overwrite the input file");
        assertRefused(rally("turn", "deal", game.toString(), "-o", game.toString()), "refusing to overwrite");
        assertRefused(rally("turn", "deal", game.toString(), "-o", dir.resolve("d.game.xml").toString(),
                "--events", game.toString()), "refusing to overwrite");
        Path board = Path.of("..", "scenarios", "boards", "crucible-loop.board.xml");
        if (Files.exists(board)) {
            Path copy = Files.copy(board, dir.resolve("b.board.xml"));
            assertRefused(rally("turn", "start", "--board", copy.toString(), "--robots", "red", "-o", copy.toString()),
                    "refusing to overwrite");
        }
        Map<Path, String> after = contents();
        after.keySet().removeAll(List.of(hardLink, symbolic, dir.resolve("b.board.xml")));
        assertEquals(before, after, "a refused command changed or wrote a file");
    }

    private RallyRun play(Path sent, Path output) {
        return rally("turn", "play", dealt.toString(), sent.toString(), "-o", output.toString());
    }

    private static void assertRefused(RallyRun run, String message) {
        assertEquals(2, run.code(), run.toString());
        assertTrue(run.err().contains(message), "expected '" + message + "' in: " + run.err());
        assertFalse(run.err().contains("Exception"), run.err());
        assertFalse(run.err().contains("\tat "), run.err());
    }

    private List<Submission> validProgram() {
        Robot r = firstInPlay(dealtState);
        return List.of(Submission.of(r.name(), List.of(r.hand().get(0))));
    }

    private static Robot firstInPlay(GameState s) {
        return s.robots().stream().filter(r -> r.inPlay() && !r.poweredDown() && !r.hand().isEmpty())
                .findFirst().orElseThrow();
    }

    private Path submissions(Optional<String> gameId, int turn, List<Submission> programs) throws IOException {
        return Files.writeString(dir.resolve("turn" + turn + ".submissions.xml"),
                SubmissionsFile.toXml(gameId, turn, programs));
    }

    private Map<Path, String> contents() throws IOException {
        Map<Path, String> all = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.toList()) {
                all.put(f, Files.isRegularFile(f) ? Files.readString(f) : "<dir>");
            }
        }
        return all;
    }
}
