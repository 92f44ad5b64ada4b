package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.director.GameFile;
import org.rallyworkbench.engine.director.SubmissionsFile;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ExpectSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ProgramSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotExpectation;
import org.rallyworkbench.engine.model.ScenarioSpec.TurnSpec;
import org.rallyworkbench.engine.model.SourceLocation;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.scenario.ScenarioRunner;
import org.rallyworkbench.engine.scenario.Verdict;

/** {@code rally turn}: files round-trip, input is never overwritten, and 3 turns match the same game as a scenario. */
class TurnCommandTest {

    static final Path GAME_SCENARIO = Path.of("..", "scenarios", "games", "eight-robots-ten-turns.scenario.xml");

    static int rally(String... args) {
        return RallyRun.of(args).code();
    }

    @Test
    void threeTurnsWithTheDirectorReproduceTheScenario(@TempDir Path dir) throws Exception {
        ScenarioSpec spec = ScenarioFiles.load(GAME_SCENARIO);
        Path game = dir.resolve("g0.game.xml");
        assertEquals(0, rally("turn", "start", "--scenario", GAME_SCENARIO.toString(), "-o", game.toString()));
        List<ScenarioSpec.Step> steps = new ArrayList<>();
        for (int turn = 1; turn <= 3; turn++) {
            Path dealt = dir.resolve("g" + turn + "-dealt.game.xml");
            assertEquals(0, rally("turn", "deal", game.toString(), "-o", dealt.toString()));
            GameState d = GameFile.read(dealt);
            Map<String, Submission> programs = new LinkedHashMap<>();
            List<ProgramSpec> specPrograms = new ArrayList<>();
            for (Robot r : d.robots()) {
                int n = GameDirector.programmableRegisters(r);
                if (r.inPlay()) {
                    List<Card> cards = r.hand().subList(0, Math.min(n, r.hand().size()));
                    programs.put(r.name(), Submission.of(r.name(), cards));
                    specPrograms.add(new ProgramSpec(r.name(), cards, false, Optional.empty(),
                            DoubleRepairChoice.REPAIR, SourceLocation.UNKNOWN));
                }
            }
            Path sub = dir.resolve("s" + turn + ".submissions.xml");
            Files.writeString(sub, SubmissionsFile.toXml(turn, programs.values()));
            Path next = dir.resolve("g" + turn + ".game.xml");
            assertEquals(0, rally("turn", "play", dealt.toString(), sub.toString(), "-o", next.toString(),
                    "--report", dir.resolve("r" + turn + ".txt").toString(),
                    "--events", dir.resolve("e" + turn + ".xml").toString()));
            steps.add(new TurnSpec(specPrograms, List.of(), SourceLocation.UNKNOWN));
            game = next;
        }
        GameState viaFiles = GameFile.read(game);
        List<RobotExpectation> expected = new ArrayList<>();
        for (Robot r : viaFiles.robots()) {
            expected.add(new RobotExpectation(r.name(), OptionalInt.of(r.position().x()),
                    OptionalInt.of(r.position().y()), Optional.of(r.facing()), OptionalInt.of(r.damage()),
                    OptionalInt.of(r.lives()), OptionalInt.of(r.nextFlag()), OptionalInt.of(r.archive().x()),
                    OptionalInt.of(r.archive().y()), Optional.of(r.status().offBoard()),
                    Optional.of(r.poweredDown()), OptionalInt.of(r.dealt()), OptionalInt.of(r.options().size()),
                    SourceLocation.UNKNOWN));
        }
        steps.add(new ExpectSpec(OptionalInt.empty(), expected, List.of(), SourceLocation.UNKNOWN));
        ScenarioSpec replay = new ScenarioSpec(spec.name(), spec.rules(), spec.seed(), "", List.of(), spec.board(),
                Optional.empty(), spec.robots(), steps, spec.location());
        Verdict v = new ScenarioRunner().run(replay);
        assertTrue(v.passed(), v.report());
    }

    @Test
    void gameFilesRoundTrip(@TempDir Path dir) throws Exception {
        GameState s = ScenarioRunner.initialState(ScenarioFiles.load(GAME_SCENARIO));
        GameDirector d = new GameDirector();
        for (int i = 0; i < 4; i++) {
            s = d.turn(s, Map.of(), EventSink.NONE, RegisterHook.NONE);
            Path f = dir.resolve("t" + i + ".game.xml");
            Files.writeString(f, GameFile.toXml(s, "t"));
            assertEquals(s, GameFile.read(f));
            GameState dealt = d.deal(s, EventSink.NONE);
            Files.writeString(f, GameFile.toXml(dealt, "t"));
            assertEquals(dealt, GameFile.read(f));
        }
    }

    @Test
    void neverOverwritesItsInput(@TempDir Path dir) throws Exception {
        Path game = dir.resolve("g.game.xml");
        assertEquals(0, rally("turn", "start", "--scenario", GAME_SCENARIO.toString(), "-o", game.toString()));
        String before = Files.readString(game);
        assertEquals(2, rally("turn", "deal", game.toString(), "-o", game.toString()));
        assertEquals(before, Files.readString(game));
    }

    /** Deals turn 1 of the game scenario into {@code dir}; returns the dealt game file. */
    static Path dealtGame(Path dir) {
        Path game = dir.resolve("g0.game.xml");
        assertEquals(0, rally("turn", "start", "--scenario", GAME_SCENARIO.toString(), "-o", game.toString()));
        Path dealt = dir.resolve("g1-dealt.game.xml");
        assertEquals(0, rally("turn", "deal", game.toString(), "-o", dealt.toString()));
        return dealt;
    }

    private static Submission naming(Robot r, Position tile) {
        return new Submission(r.name(), List.of(), false, Optional.empty(), DoubleRepairChoice.REPAIR,
                Optional.of(tile));
    }

    @Test
    void aSubmissionNamingAReentryTileIsKeptInTheGame(@TempDir Path dir) throws Exception {
        Path dealt = dealtGame(dir);
        Robot first = GameFile.read(dealt).robots().get(0);
        Path sub = dir.resolve("s1.submissions.xml");
        Files.writeString(sub, SubmissionsFile.toXml(1, List.of(naming(first, new Position(3, 4)))));
        assertEquals(Optional.of(new Position(3, 4)),
                SubmissionsFile.read(sub).programs().get(first.name()).reentryTile());
        Path next = dir.resolve("g1.game.xml");
        assertEquals(0, rally("turn", "play", dealt.toString(), sub.toString(), "-o", next.toString()));
        // a declaration in force until another is made: the game file carries it to the next turns
        assertEquals(Optional.of(new Position(3, 4)), GameFile.read(next).robot(first.name()).orElseThrow()
                .reentryTile());
    }

    @Test
    void aReentryTileOffTheBoardIsRefused(@TempDir Path dir) throws Exception {
        Path dealt = dealtGame(dir);
        GameState d = GameFile.read(dealt);
        Robot first = d.robots().get(0);
        Path sub = dir.resolve("s1.submissions.xml");
        Position off = new Position(d.board().width(), 0);
        Files.writeString(sub, SubmissionsFile.toXml(1, List.of(naming(first, off))));
        Path next = dir.resolve("g1.game.xml");
        StringWriter err = new StringWriter();
        assertEquals(2, RallyCli.execute(new PrintWriter(new StringWriter()), new PrintWriter(err),
                "turn", "play", dealt.toString(), sub.toString(), "-o", next.toString()));
        assertTrue(err.toString().contains(first.name() + " names the re-entry tile " + off + ", which is off the "
                + d.board().width() + "x" + d.board().height() + " board"), err.toString());
        assertTrue(err.toString().contains(sub.toString()), err.toString());
        assertTrue(Files.notExists(next));
    }

    @Test
    void aReentryTileNeedsBothCoordinates(@TempDir Path dir) throws Exception {
        Path dealt = dealtGame(dir);
        Robot first = GameFile.read(dealt).robots().get(0);
        Path sub = dir.resolve("s1.submissions.xml");
        Files.writeString(sub, "<submissions xmlns=\"" + SubmissionsFile.NAMESPACE + "\" turn=\"1\">\n"
                + "  <program robot=\"" + first.name() + "\" cards=\"\" reentry-x=\"3\"/>\n</submissions>\n");
        StringWriter err = new StringWriter();
        assertEquals(2, RallyCli.execute(new PrintWriter(new StringWriter()), new PrintWriter(err),
                "turn", "play", dealt.toString(), sub.toString(), "-o", dir.resolve("g1.game.xml").toString()));
        assertTrue(err.toString().contains("only one of reentry-x and reentry-y"), err.toString());
    }
    @Test
    void aSubmissionWithADoctypeIsRefusedWithoutReadingItsEntities(@TempDir Path dir) throws Exception {
        Path dealt = dealtGame(dir);
        Robot first = GameFile.read(dealt).robots().get(0);
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "TOP-SECRET-CONTENT");
        Path sub = dir.resolve("s1.submissions.xml");
        Files.writeString(sub, "<?xml version=\"1.0\"?>\n<!DOCTYPE submissions [<!ENTITY s SYSTEM \""
                + secret.toUri() + "\">]>\n<submissions xmlns=\"" + SubmissionsFile.NAMESPACE + "\" turn=\"1\">\n"
                + "  <program robot=\"" + first.name() + "\" cards=\"&s;\"/>\n</submissions>\n");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(2, RallyCli.execute(new PrintWriter(out), new PrintWriter(err),
                "turn", "play", dealt.toString(), sub.toString(), "-o", dir.resolve("g1.game.xml").toString()));
        assertTrue(err.toString().contains(sub + ":2:"), err.toString());
        assertTrue(err.toString().contains("DOCTYPE"), err.toString());
        assertTrue(!(out.toString() + err).contains("TOP-SECRET-CONTENT"), err.toString());
    }
}
