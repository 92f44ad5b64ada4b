package org.rallyworkbench.engine.director;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.cli.RallyCli;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.GameState;

/**
 * Game files holding a state no game reaches are refused by {@code turn deal} (a game between turns) and
 * {@code turn play} (a dealt one), exit 2, each problem as {@code FILE:LINE:COLUMN: message} at the offending
 * element, with no stack trace, nothing written and the input unchanged. The files are a valid game with one
 * thing changed, written at test time.
 */
class ImpossibleGameStatesTest {

    private static final Pattern LOCATED = Pattern.compile("^(.+\\.game\\.xml):(\\d+):(\\d+): (.+)$");

    @TempDir
    static Path dir;
    static String between;
    static String dealt;
    static GameState dealtState;

    @BeforeAll
    static void aValidGame() throws Exception {
        Path board = Path.of("..", "scenarios", "boards", "crucible-loop.board.xml");
        Path g0 = dir.resolve("g0.game.xml");
        Path g1 = dir.resolve("g1.game.xml");
        assertEquals(0, rally("turn", "start", "--board", board.toString(), "--robots", "red,blue", "-o",
                g0.toString())[2].length() == 1 ? 0 : 1);
        rally("turn", "deal", g0.toString(), "-o", g1.toString());
        between = Files.readString(g0);
        dealt = Files.readString(g1);
        dealtState = GameFile.read(g1);
    }

    static Stream<Arguments> impossible() {
        return Stream.of(
                Arguments.of("two-robots-one-name", robot("blue", s -> s.replace("name=\"blue\"", "name=\"red\"")),
                        "a second robot named 'red'"),
                Arguments.of("two-robots-one-tile", robot("blue", s -> s.replaceFirst("x=\"\\d+\" y=\"\\d+\"",
                        "x=\"" + dealtState.robots().get(0).position().x() + "\" y=\""
                                + dealtState.robots().get(0).position().y() + "\"")), "stand on the same tile"),
                Arguments.of("robot-off-the-board", robot("blue", s -> s.replaceFirst("x=\"\\d+\"", "x=\"400\"")),
                        "stands off the"),
                Arguments.of("deck-missing-a-card", deck(cards -> cards.substring(cards.indexOf(' ') + 1)),
                        "is not the 84 program cards less those held and locked"),
                Arguments.of("card-in-hand-and-deck", deck(cards -> cards + " " + firstHandCard()),
                        "is both in red's hand and in the deck|is twice in the deck"),
                Arguments.of("card-not-in-the-deck", deck(cards -> cards + " move1@999"),
                        "is not one of the 84 program cards"),
                Arguments.of("option-held-twice", (UnaryOperator<String>) s -> s.replace("options=\"\"",
                        "options=\"BRAKES\""), "option BRAKES is held twice"),
                Arguments.of("option-held-and-in-the-deck", robot("red", s -> s.replace("options=\"\"",
                        "options=\"BRAKES\"")), "option BRAKES is both held by red and in the option deck"),
                Arguments.of("damage-out-of-range", robot("red", s -> s.replaceFirst("damage=\"0\"", "damage=\"11\"")),
                        "red's damage 11 is out of range 0..10"),
                Arguments.of("damage-too-large", robot("red", s -> s.replaceFirst("damage=\"0\"",
                        "damage=\"99999999999999999999\"")), "damage=\"999999999999... (20 characters)\" on <robot>"
                        + " is out of range"),
                Arguments.of("turn-10-to-the-26", (UnaryOperator<String>) s -> s.replaceFirst(" turn=\"\\d+\"",
                        " turn=\"100000000000000000000000000\""), "is out of range for a game"),
                Arguments.of("turn-written-10^26", (UnaryOperator<String>) s -> s.replaceFirst(" turn=\"\\d+\"",
                        " turn=\"10^26\""), "'10^26' is not a valid value for 'integer'"),
                Arguments.of("turn-out-of-range", (UnaryOperator<String>) s -> s.replaceFirst(" turn=\"\\d+\"",
                        " turn=\"2000000\""), "turn 2000000 is out of range"),
                Arguments.of("next-flag-beyond-the-last", robot("red", s -> s.replaceFirst("next-flag=\"1\"",
                        "next-flag=\"40\"")), "red's next flag 40 is out of range"),
                Arguments.of("winner-unknown", (UnaryOperator<String>) s -> s.replace("</game>",
                        "  <winner robot=\"green\"/>\n</game>"), "the winner 'green' is not one of the game's robots"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("impossible")
    void isRefusedByDealAndPlay(String name, UnaryOperator<String> change, String message) throws Exception {
        for (String command : List.of("deal", "play")) {
            String valid = command.equals("deal") ? between : dealt;
            String text = change.apply(valid);
            assertFalse(text.equals(valid), name + ": the change did nothing");
            Path file = Files.writeString(dir.resolve(name + "-" + command + ".game.xml"), text);
            Path subs = Files.writeString(dir.resolve(name + ".submissions.xml"),
                    "<submissions xmlns=\"urn:rally-workbench:submissions:1\" turn=\"1\"/>\n");
            Path out = dir.resolve(name + "-" + command + "-out.game.xml");
            String[] run = command.equals("deal")
                    ? rally("turn", "deal", file.toString(), "-o", out.toString())
                    : rally("turn", "play", file.toString(), subs.toString(), "-o", out.toString());
            String err = run[1];
            assertEquals("2", run[2], name + " " + command + ": " + err);
            assertTrue(Stream.of(message.split("\\|")).anyMatch(err::contains),
                    name + " " + command + ": expected '" + message + "' in " + err);
            for (String line : err.strip().split("\n")) {
                Matcher m = LOCATED.matcher(line);
                assertTrue(m.matches(), "not FILE:LINE:COLUMN: " + line);
                assertTrue(Integer.parseInt(m.group(2)) >= 1, line);
            }
            assertFalse(err.contains("Exception") || err.contains("\tat ") || err.contains("For input string"),
                    err);
            assertFalse(Files.exists(out), "a refused command wrote " + out);
            assertEquals(text, Files.readString(file));
        }
    }

    private static String firstHandCard() {
        Card c = dealtState.robots().get(0).hand().get(0);
        return c.toString();
    }

    /** Changes the {@code <robot>} element of the robot named {@code name}. */
    private static UnaryOperator<String> robot(String name, UnaryOperator<String> change) {
        return text -> {
            int at = text.indexOf("<robot name=\"" + name + "\"");
            int end = text.indexOf("/>", at) + 2;
            return text.substring(0, at) + change.apply(text.substring(at, end)) + text.substring(end);
        };
    }

    /** Changes the card list of the {@code <deck>}. */
    private static UnaryOperator<String> deck(UnaryOperator<String> change) {
        return text -> {
            int at = text.indexOf("<deck cards=\"") + "<deck cards=\"".length();
            int end = text.indexOf('"', at);
            return text.substring(0, at) + change.apply(text.substring(at, end)) + text.substring(end);
        };
    }

    /** Runs {@code ./rally}: standard output, standard error and the exit code. */
    static String[] rally(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = RallyCli.execute(new PrintWriter(out), new PrintWriter(err), args);
        return new String[] {out.toString(), err.toString(), Integer.toString(code)};
    }
}
