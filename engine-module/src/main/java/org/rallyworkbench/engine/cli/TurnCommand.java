package org.rallyworkbench.engine.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.director.GameFile;
import org.rallyworkbench.engine.director.SubmissionsFile;
import org.rallyworkbench.engine.director.TurnReport;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.io.OutputFiles;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;

import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;
import org.rallyworkbench.engine.scenario.EventXmlWriter;
import org.rallyworkbench.engine.scenario.ScenarioException;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.scenario.ScenarioRunner;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.FormatException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code rally turn}: the game director's command for play by mail. {@code start} writes a new game,
 * {@code deal} deals the next turn and prints the hands, {@code play} checks the submissions against the hands
 * and plays the turn, writing the next state, a report and the event log. It never overwrites its input.
 * File formats: {@code game-1.xsd} and {@code submissions-1.xsd} (package {@code director}).
 */
@Command(name = "turn",
        description = {"The game director: start a game, deal a turn, play it from the players' submissions.",
            "Files: *.game.xml (urn:rally-workbench:game:1) and *.submissions.xml (urn:rally-workbench:submissions:1).",
            "Exit code 0 on success, 2 on bad input or a rejected submission."},
        subcommands = {TurnCommand.Start.class, TurnCommand.Deal.class, TurnCommand.Play.class})
final class TurnCommand extends RallyCommand {

    @Override
    public Integer call() {
        return usageAndRefuse();
    }

    /**
     * Refuses, before anything is written, an output that is one of the inputs (also through another path, a
     * link or a symbolic link) or that is named twice: the command never overwrites its input.
     */
    static void refuseToOverwrite(List<Path> outputs, List<Path> inputs) {
        OutputFiles.check(outputs, inputs);
    }

    /** Writes {@code text} to {@code out} atomically (temporary file, then rename), refusing to replace an input. */
    static void write(Path out, String text, List<Path> inputs) throws IOException {
        refuseToOverwrite(List.of(out), inputs);
        AtomicFiles.writeString(out, text);
    }

    static String name(Path file) {
        String n = file.getFileName().toString();
        return n.endsWith(".game.xml") ? n.substring(0, n.length() - ".game.xml".length()) : n;
    }

    @Command(name = "start",
            description = "Writes a new game (turn 0): from a scenario's robots, or robots on a board's starts.")
    static final class Start extends RallyCommand {
        @Option(names = "--scenario", description = "take board, robots, rules and seed from this scenario")
        Path scenario;
        @Option(names = "--board", description = "a *.board.xml; robots go on start 1, 2, … in the order given")
        Path board;
        @Option(names = "--robots", split = ",", description = "robot names, comma-separated (with --board)")
        List<String> robots = new ArrayList<>();
        @Option(names = "--seed", defaultValue = "0", description = "the game's seed (with --board)")
        long seed;
        @Option(names = "--rules", defaultValue = "house", description = "house or classic-2005 (with --board)")
        String rules;
        @Option(names = {"-o", "--output"}, required = true, description = "the game file to write")
        Path output;

        @Override
        public Integer call() throws IOException {
            GameState state;
            try {
                if (scenario != null) {
                    state = ScenarioRunner.initialState(ScenarioFiles.load(scenario));
                } else if (board != null) {
                    state = fromBoard(BoardXml.read(board));
                } else {
                    return refuse("give --scenario or --board");
                }
            } catch (ScenarioException e) {
                return refuse(e.errors());
            } catch (FormatException e) {
                return refuse(e.problems());
            }
            List<Path> inputs = new ArrayList<>();
            if (scenario != null) {
                inputs.add(scenario);
            }
            if (board != null) {
                inputs.add(board);
            }
            refuseToOverwrite(List.of(output), inputs);
            write(output, GameFile.toXml(withoutHeldCards(state), name(output)), inputs);
            out().println("wrote " + output + " (turn 0, " + state.robots().size() + " robots)");
            return 0;
        }

        /** R-DEAL-1: a card locked in a scenario robot's register is not in the deck as well. */
        private static GameState withoutHeldCards(GameState s) {
            List<org.rallyworkbench.engine.model.Card> deck = new ArrayList<>(s.deck().cards());
            for (Robot r : s.robots()) {
                r.registers().forEach(c -> c.ifPresent(deck::remove));
            }
            return new GameState(s.board(), s.rules(), s.robots(), new org.rallyworkbench.engine.model.Deck(deck),
                    s.optionDeck(), s.turn(), s.stage(), s.seed(), s.moment(), s.winners());
        }

        private GameState fromBoard(Board b) {
            RuleSetId id = RuleSetId.parse(rules);
            List<org.rallyworkbench.engine.model.Start> starts = b.starts();
            if (robots.isEmpty() || robots.size() > starts.size()) {
                throw new IllegalArgumentException("give 1 to " + starts.size() + " robot names with --robots");
            }
            List<Robot> list = new ArrayList<>();
            for (int i = 0; i < robots.size(); i++) {
                org.rallyworkbench.engine.model.Start s = starts.get(i);
                list.add(Robot.fresh(robots.get(i), s.number(), s.position(), s.facing(),
                        GameDirector.defaultLives(id)));
            }
            return GameDirector.newGame(b, id, list, seed);
        }
    }

    @Command(name = "deal",
            description = "Deals the next turn: prints each robot's hand and writes the dealt game.")
    static final class Deal extends RallyCommand {
        @Parameters(index = "0", paramLabel = "GAME", description = "a game file between turns")
        Path game;
        @Option(names = {"-o", "--output"}, required = true, description = "the dealt game file to write")
        Path output;
        @Option(names = "--events", description = "also write the turn start's event log (XML) here")
        Path events;

        @Override
        public Integer call() throws IOException {
            ReadResult<GameState> read = GameFile.load(game);
            if (!(read instanceof ReadResult.Read<GameState> readGame)) {
                return refuse(read.problems());
            }
            GameState state = readGame.value();
            if (state.stage() != GameState.Stage.BETWEEN_TURNS) {
                err().println(game + ": turn " + state.turn()
                        + " has been dealt already: play it with 'rally turn play'");
                return RallyCli.EXIT_INVALID;
            }
            refuseToOverwrite(java.util.Arrays.asList(output, events), List.of(game));
            EventLog log = new EventLog();
            GameState dealt = new GameDirector().deal(state, log);
            write(output, GameFile.toXml(dealt, name(output)), List.of(game));
            if (events != null) {
                write(events, EventXmlWriter.write(name(output), log.events()), List.of(game));
            }
            PrintWriter out = out();
            org.rallyworkbench.engine.scenario.TraceWriter.trace(log.events()).stream()
                    .filter(l -> l.contains("re-enters") || l.contains("powered down") || l.contains("locked"))
                    .forEach(out::println);
            TurnReport.hands(dealt).forEach(out::println);
            out.println("game id: " + GameFile.gameId(dealt) + " (players write <submissions game=\""
                    + GameFile.gameId(dealt) + "\" turn=\"" + dealt.turn() + "\">)");
            return 0;
        }
    }

    @Command(name = "play",
            description = "Plays a dealt turn from the submissions; writes the next game, a report and the event log.")
    static final class Play extends RallyCommand {
        @Parameters(index = "0", paramLabel = "GAME", description = "a dealt game file")
        Path game;
        @Parameters(index = "1", paramLabel = "SUBMISSIONS", description = "the players' *.submissions.xml")
        Path submissions;
        @Option(names = {"-o", "--output"}, required = true, description = "the next game file to write")
        Path output;
        @Option(names = "--report", description = "write the readable report here (default: standard output)")
        Path report;
        @Option(names = "--events", description = "write the event log (XML) here")
        Path events;
        @Option(names = "--bot", paramLabel = "NAME=LEVEL", description = {"a bot (greedy, anticipating or random)"
            + " programs robot NAME, whose player sent nothing; repeatable"})
        Map<String, String> bots = new java.util.LinkedHashMap<>();

        @Override
        public Integer call() throws IOException {
            ReadResult<GameState> readGame = GameFile.load(game);
            if (!(readGame instanceof ReadResult.Read<GameState> gameRead)) {
                return refuse(readGame.problems());
            }
            ReadResult<SubmissionsFile.Submissions> readSent = SubmissionsFile.load(submissions);
            if (!(readSent instanceof ReadResult.Read<SubmissionsFile.Submissions> sentRead)) {
                return refuse(readSent.problems());
            }
            PrintWriter err = err();
            GameState dealt = gameRead.value();
            SubmissionsFile.Submissions sent = sentRead.value();
            if (dealt.stage() != GameState.Stage.DEALT) {
                err.println(game + ": turn " + (dealt.turn() + 1) + " has not been dealt: run 'rally turn deal' first");
                return RallyCli.EXIT_INVALID;
            }
            String id = GameFile.gameId(dealt);
            if (sent.game().isPresent() && !sent.game().get().equals(id)) {
                err.println(submissions + ": submissions for game " + sent.game().get() + ", but " + game
                        + " is game " + id + "; nothing was played");
                return RallyCli.EXIT_INVALID;
            }
            if (sent.turn() != dealt.turn()) {
                err.println(submissions + ": submissions for turn " + sent.turn() + ", but " + game + " is at turn "
                        + dealt.turn() + "; nothing was played");
                return RallyCli.EXIT_INVALID;
            }
            List<String> problems = new ArrayList<>();
            for (Submission s : sent.programs().values()) {
                GameDirector.check(dealt, s).forEach(p -> problems.add(sent.located(submissions, s.robot(), p)));
            }
            if (!problems.isEmpty()) {
                problems.forEach(err::println);
                err.println("rally turn play: the turn was not played; correct the submissions and run it again");
                return RallyCli.EXIT_INVALID;
            }
            Map<String, Submission> programs = new java.util.HashMap<>(sent.programs());
            if (!BotPrograms.add(dealt, bots, programs, submissions, err)) {
                err.println("rally turn play: the turn was not played; correct the --bot options and run it again");
                return RallyCli.EXIT_INVALID;
            }
            refuseToOverwrite(java.util.Arrays.asList(output, report, events), List.of(game, submissions));
            EventLog log = new EventLog();
            GameState next = new GameDirector().play(dealt, Map.copyOf(programs), log, RegisterHook.NONE);
            List<Path> inputs = List.of(game, submissions);
            write(output, GameFile.toXml(next, name(output)), inputs);
            String text = String.join("\n", TurnReport.report(log.events(), next)) + "\n";
            if (report != null) {
                write(report, text, inputs);
            } else {
                out().print(text);
            }
            if (events != null) {
                write(events, EventXmlWriter.write(name(output), log.events()), inputs);
            }
            return 0;
        }
    }
}
