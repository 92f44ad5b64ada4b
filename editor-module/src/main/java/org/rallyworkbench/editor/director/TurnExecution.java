package org.rallyworkbench.editor.director;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.director.GameFile;
import org.rallyworkbench.engine.director.SubmissionsFile;
import org.rallyworkbench.engine.director.TurnReport;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.OptionPlan;
import org.rallyworkbench.engine.model.OptionText;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.ProgramText;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;
import org.rallyworkbench.engine.scenario.TraceWriter;

/**
 * The game director's steps, as {@code ./rally turn deal} and {@code ./rally turn play} do them, for the window:
 * deal a turn, check the submissions against the hands dealt (a refusal names the file, line and column as
 * {@code turn play} does), play the turn. The report adds, to the trace {@code turn play} prints, the players'
 * option declarations and the turn's option events (used, absorbed, sacrificed, lost, fired instead of the laser,
 * locks, scrambles, radio control), and the options each robot holds. Plain Java, any thread.
 */
@Messages({
    "# {0} - turn", "MSG_AlreadyDealt=turn {0} is already dealt",
    "# {0} - game id", "# {1} - turn", "LBL_GameId=game id: {0} (players write <submissions game=\"{0}\" turn=\"{1}\">)",
    "# {0} - turn", "MSG_NotDealt=turn {0} has not been dealt: deal it first",
    "# {0} - game id of the submissions", "# {1} - game id", "MSG_OtherGame=the submissions are for game {0}, not {1}",
    "# {0} - turn of the submissions", "# {1} - turn", "MSG_OtherTurn=the submissions are for turn {0}, the game is at turn {1}",
    "LBL_OptionDeclarations=Option declarations:",
    "LBL_OptionEvents=Option events:",
    "LBL_NoOptionEvents=  (none)",
    "# {0} - robot", "# {1} - registers", "LBL_Registers={0}: registers {1}",
    "# {0} - options", "LBL_Sacrifice=sacrifice {0}",
    "LBL_SacrificeCleared=sacrifice list cleared",
    "# {0} - board", "# {1} - turn", "# {2} - stage", "LBL_Summary=Board {0}, turn {1}, {2}",
    "# {0} - winners", "LBL_WonBy=, won by {0}",
    "# {0} - robot", "# {1} - position", "# {2} - facing", "# {3} - damage", "# {4} - lives", "# {5} - next flag", "# {6} - status",
    "LBL_RobotLine={0} at {1} facing {2}, damage {3}, lives {4}, next flag {5}, {6}",
    "# {0} - options", "LBL_Holds=, holds {0}"
})
public final class TurnExecution {

    private TurnExecution() {
    }

    /** The state after a turn, its readable report, or the problems that kept it from being played. */
    public record Outcome(GameState next, List<String> report, List<String> problems) {
        public Outcome {
            report = List.copyOf(report);
            problems = List.copyOf(problems);
        }

        public boolean played() {
            return problems.isEmpty();
        }
    }

    /** Deals the next turn: the dealt state and every hand. */
    public static Outcome deal(GameState state) {
        if (state.stage() != GameState.Stage.BETWEEN_TURNS) {
            return new Outcome(state, List.of(), List.of(Bundle.MSG_AlreadyDealt(state.turn())));
        }
        GameState dealt = new GameDirector().deal(state, EventSink.NONE);
        return new Outcome(dealt, handsAndGameId(dealt), List.of());
    }

    /** {@link #summary}, and while a turn is dealt its hands and the game id, which the players need until it is played. */
    public static List<String> overview(GameState s) {
        List<String> lines = new ArrayList<>(summary(s));
        if (s.stage() == GameState.Stage.DEALT) {
            lines.add("");
            lines.addAll(handsAndGameId(s));
        }
        return lines;
    }

    /** The hands, and the game id as {@code ./rally turn deal} prints it for the players' submissions. */
    private static List<String> handsAndGameId(GameState dealt) {
        List<String> lines = new ArrayList<>(TurnReport.hands(dealt));
        String id = GameFile.gameId(dealt);
        lines.add(Bundle.LBL_GameId(id, dealt.turn()));
        return lines;
    }

    /** Plays the dealt turn when no player sent a program: every robot gets a random one. */
    public static Outcome playWithoutSubmissions(GameState dealt) {
        return play(dealt, new SubmissionsFile.Submissions(java.util.Optional.empty(), dealt.turn(), Map.of()));
    }

    /** Plays the dealt turn with the submissions; robots without one get a random program. */
    public static Outcome play(GameState dealt, SubmissionsFile.Submissions sent) {
        return play(dealt, sent, null);
    }

    /**
     * Plays the dealt turn with the submissions read from {@code file} (null: not from a file); a problem is then
     * {@code FILE:LINE:COLUMN: problem}, at the {@code <use>} or {@code <program>} it is about.
     */
    public static Outcome play(GameState dealt, SubmissionsFile.Submissions sent, Path file) {
        List<String> problems = new ArrayList<>();
        if (dealt.stage() != GameState.Stage.DEALT) {
            problems.add(Bundle.MSG_NotDealt(dealt.turn() + 1));
        } else if (sent.game().isPresent() && !sent.game().get().equals(GameFile.gameId(dealt))) {
            problems.add(Bundle.MSG_OtherGame(sent.game().get(), GameFile.gameId(dealt)));
        } else if (sent.turn() != dealt.turn()) {
            problems.add(Bundle.MSG_OtherTurn(sent.turn(), dealt.turn()));
        } else {
            for (Submission s : sent.programs().values()) {
                GameDirector.check(dealt, s).forEach(p -> problems.add(file == null ? p
                        : sent.located(file, s.robot(), p)));
            }
        }
        if (!problems.isEmpty()) {
            return new Outcome(dealt, List.of(), problems);
        }
        EventLog log = new EventLog();
        GameState next = new GameDirector().play(dealt, Map.copyOf(sent.programs()), log, RegisterHook.NONE);
        List<String> report = new ArrayList<>(declarations(sent));
        report.addAll(TurnReport.report(log.events(), next));
        report.addAll(optionEvents(log.events()));
        return new Outcome(next, report, List.of());
    }

    /** The players' option declarations, one line a robot that made any: two-card registers, sacrifice, uses. */
    static List<String> declarations(SubmissionsFile.Submissions sent) {
        List<String> lines = new ArrayList<>();
        for (Submission s : sent.programs().values()) {
            OptionPlan plan = s.options();
            if (plan.isEmpty()) {
                continue;
            }
            List<String> parts = new ArrayList<>();
            if (plan.seconds().stream().anyMatch(java.util.Optional::isPresent)) {
                parts.add(Bundle.LBL_Registers(s.robot(), ProgramText.format(s.cards(), plan)));
            }
            plan.sacrifice().ifPresent(list -> parts.add(list.isEmpty() ? Bundle.LBL_SacrificeCleared()
                    : Bundle.LBL_Sacrifice(ProgramText.ids(list))));
            for (OptionUse u : plan.uses()) {
                parts.add("<use " + ProgramText.useAttributes(u) + "/>");
            }
            lines.add("  " + s.robot() + ": " + String.join("; ", parts));
        }
        if (lines.isEmpty()) {
            return lines;
        }
        lines.add(0, Bundle.LBL_OptionDeclarations());
        lines.add("");
        return lines;
    }

    /** The option events of the turn, as the trace prints them, gathered after it. */
    static List<String> optionEvents(List<GameEvent> events) {
        List<GameEvent> options = events.stream().filter(TurnExecution::isOptionEvent).toList();
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.add(Bundle.LBL_OptionEvents());
        if (options.isEmpty()) {
            lines.add(Bundle.LBL_NoOptionEvents());
        } else {
            TraceWriter.trace(options).stream().filter(l -> !l.isBlank()).forEach(l -> lines.add("  " + l.strip()));
        }
        return lines;
    }

    private static boolean isOptionEvent(GameEvent e) {
        return e instanceof GameEvent.OptionUsed || e instanceof GameEvent.DamageAbsorbed
                || e instanceof GameEvent.OptionSacrificed || e instanceof GameEvent.OptionLost
                || e instanceof GameEvent.OptionDiscarded || e instanceof GameEvent.FiredInstead
                || e instanceof GameEvent.RegisterLocked || e instanceof GameEvent.CardScrambled
                || e instanceof GameEvent.RadioControlled;
    }

    /** A few lines about a state: turn, stage, each robot and the options it holds. */
    public static List<String> summary(GameState s) {
        List<String> lines = new ArrayList<>();
        lines.add(Bundle.LBL_Summary(s.board().name(), s.turn(), s.stage().name().toLowerCase().replace('_', ' '))
                + (s.gameOver() ? Bundle.LBL_WonBy(String.join(" ", s.winners())) : ""));
        for (Robot r : s.robots()) {
            lines.add("  " + Bundle.LBL_RobotLine(r.name(), r.position(), r.facing(), r.damage(), r.lives(),
                    r.nextFlag(), r.status().name().toLowerCase())
                    + (r.options().isEmpty() ? "" : Bundle.LBL_Holds(OptionText.format(r.options(), r.optionState()))));
        }
        return lines;
    }
}
