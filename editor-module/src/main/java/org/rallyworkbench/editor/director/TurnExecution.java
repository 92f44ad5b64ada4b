package org.rallyworkbench.editor.director;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.director.GameFile;
import org.rallyworkbench.engine.director.SubmissionsFile;
import org.rallyworkbench.engine.director.TurnReport;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;

/**
 * The game director's steps, as {@code ./rally turn deal} and {@code ./rally turn play} do them, for the window:
 * deal a turn, check the submissions against the hands dealt, play the turn. Plain Java, any thread.
 */
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
            return new Outcome(state, List.of(), List.of("turn " + state.turn() + " is already dealt"));
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
        lines.add("game id: " + id + " (players write <submissions game=\"" + id + "\" turn=\"" + dealt.turn() + "\">)");
        return lines;
    }

    /** Plays the dealt turn when no player sent a program: every robot gets a random one. */
    public static Outcome playWithoutSubmissions(GameState dealt) {
        return play(dealt, new SubmissionsFile.Submissions(java.util.Optional.empty(), dealt.turn(), Map.of()));
    }

    /** Plays the dealt turn with the submissions; robots without one get a random program. */
    public static Outcome play(GameState dealt, SubmissionsFile.Submissions sent) {
        List<String> problems = new ArrayList<>();
        if (dealt.stage() != GameState.Stage.DEALT) {
            problems.add("turn " + (dealt.turn() + 1) + " has not been dealt: deal it first");
        } else if (sent.game().isPresent() && !sent.game().get().equals(GameFile.gameId(dealt))) {
            problems.add("the submissions are for game " + sent.game().get() + ", not " + GameFile.gameId(dealt));
        } else if (sent.turn() != dealt.turn()) {
            problems.add("the submissions are for turn " + sent.turn() + ", the game is at turn " + dealt.turn());
        } else {
            for (Submission s : sent.programs().values()) {
                problems.addAll(GameDirector.check(dealt, s));
            }
        }
        if (!problems.isEmpty()) {
            return new Outcome(dealt, List.of(), problems);
        }
        EventLog log = new EventLog();
        GameState next = new GameDirector().play(dealt, Map.copyOf(sent.programs()), log, RegisterHook.NONE);
        return new Outcome(next, TurnReport.report(log.events(), next), List.of());
    }

    /** A few lines about a state: turn, stage, each robot. */
    public static List<String> summary(GameState s) {
        List<String> lines = new ArrayList<>();
        lines.add("Board " + s.board().name() + ", turn " + s.turn() + ", " + s.stage().name().toLowerCase().replace('_', ' ')
                + (s.gameOver() ? ", won by " + String.join(" ", s.winners()) : ""));
        for (Robot r : s.robots()) {
            lines.add("  " + r.name() + " at " + r.position() + " facing " + r.facing() + ", damage " + r.damage()
                    + ", lives " + r.lives() + ", next flag " + r.nextFlag() + ", " + r.status().name().toLowerCase());
        }
        return lines;
    }
}
