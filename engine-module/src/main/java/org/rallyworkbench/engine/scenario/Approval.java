package org.rallyworkbench.engine.scenario;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.ScenarioSpec;

/**
 * Approval-style testing: runs a scenario and turns its actual outcome into the scenario's expectations, as a new
 * text of the file. Everything else stays byte for byte as written (attribute order, comments, layout), so the
 * result diffs cleanly against the original. The file is edited as text, which assumes the scenario namespace is
 * the default one (no prefix), as in every example of FORMATS.md. Two ways, one engine run and one writer:
 * <ul>
 *   <li>{@link #record}: {@code rally run --record} replaces every {@code expect} by one after each turn with
 *       everything about every robot, and the winners;</li>
 *   <li>{@link #approve}: the workbench's Approve edits in place: each failed {@code expect} gets the actual values
 *       of its differing attributes, and a scenario without a final {@code expect} gets one with the final state.</li>
 * </ul>
 */
public final class Approval {

    private static final Pattern EXPECT = Pattern.compile("[ \\t]*(\\r?\\n)?[ \\t]*<expect\\b[^>]*?(/>|>.*?</expect\\s*>)",
            Pattern.DOTALL);
    private static final Pattern TURN_END = Pattern.compile("</turn\\s*>|<turn\\b[^>]*?/>");

    private Approval() { }

    /** The recorded copy of the scenario file; script errors and unreadable files throw. */
    public static String record(Path file) throws ScenarioException, IOException {
        return record(Files.readString(file, StandardCharsets.UTF_8), ScenarioFiles.load(file));
    }

    /** {@code text} with every {@code expect} replaced by the actual state after each turn. */
    public static String record(String text, ScenarioSpec spec) throws ScenarioException {
        List<GameState> afterTurns = run(spec).afterTurns();
        String bare = withoutExpectations(text);
        StringBuilder out = new StringBuilder();
        Matcher turns = TURN_END.matcher(XmlText.masked(bare));
        int copied = 0;
        int turn = 0;
        while (turns.find() && turn < afterTurns.size()) {
            out.append(bare, copied, turns.end()).append("\n  ")
                    .append(ExpectationXml.of(afterTurns.get(turn++), ExpectationXml.Detail.FULL));
            copied = turns.end();
        }
        return out.append(bare.substring(copied)).toString();
    }

    /**
     * {@code text} (which {@code spec} was read from) with the failed expectations corrected and, unless it ends
     * with an {@code expect}, a final one added; unchanged when there is nothing to approve.
     */
    public static String approve(String text, ScenarioSpec spec) throws ScenarioException {
        Outcome outcome = run(spec);
        StringBuilder out = new StringBuilder(text);
        if (!endsWithExpect(spec)) {
            addFinalExpect(out, outcome.finalState(spec));
        }
        List<Verdict.Failure> failures = new ArrayList<>(outcome.verdict().failures());
        failures.sort(Comparator.comparingInt((Verdict.Failure f) -> f.location().line())
                .thenComparingInt(f -> f.location().column()).reversed());
        for (Verdict.Failure f : failures) {
            correct(out, f);
        }
        return out.toString();
    }

    private record Outcome(Verdict verdict, List<GameState> afterTurns) {
        GameState finalState(ScenarioSpec spec) throws ScenarioException {
            return afterTurns.isEmpty() ? ScenarioRunner.initialState(spec) : afterTurns.get(afterTurns.size() - 1);
        }
    }

    private static Outcome run(ScenarioSpec spec) throws ScenarioException {
        List<GameState> afterTurns = new ArrayList<>();
        Verdict v = new ScenarioRunner().run(spec, afterTurns::add);
        if (!v.errors().isEmpty()) {
            throw new ScenarioException(v.errors());
        }
        return new Outcome(v, afterTurns);
    }

    /** Writes the actual values of one failed {@code expect} over the expected ones, later ones first. */
    private static void correct(StringBuilder out, Verdict.Failure f) {
        ExpectEditor expect = new ExpectEditor(out,
                SourceText.offset(out.toString(), f.location().line(), f.location().column()));
        for (Verdict.Difference d : f.differences()) {
            if (d.robot().isEmpty()) {
                expect.removeWinner(d.expected());
                if (!"no winner".equals(d.actual())) {
                    for (String w : d.actual().split(" ")) {
                        expect.addWinner(w);
                    }
                }
            } else {
                expect.setRobotAttribute(d.robot(), d.attribute(), d.actual());
            }
        }
    }

    private static boolean endsWithExpect(ScenarioSpec spec) {
        return !spec.steps().isEmpty() && spec.steps().get(spec.steps().size() - 1) instanceof ScenarioSpec.ExpectSpec;
    }

    private static void addFinalExpect(StringBuilder out, GameState finalState) {
        int close = XmlText.masked(out.toString()).lastIndexOf("</scenario>");
        if (close >= 0) {
            out.insert(close, "  " + ExpectationXml.of(finalState, ExpectationXml.Detail.VISIBLE) + "\n");
        }
    }

    private static String withoutExpectations(String text) {
        StringBuilder out = new StringBuilder();
        Matcher m = EXPECT.matcher(XmlText.masked(text));
        int copied = 0;
        while (m.find()) {
            out.append(text, copied, m.start());
            copied = m.end();
        }
        return out.append(text.substring(copied)).toString();
    }
}
