package org.rallyworkbench.editor.scenario.approve;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import org.rallyworkbench.editor.scenario.replay.RobotPose;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.scenario.Verdict;

/**
 * Approve: turns a run's actual outcome into the scenario's expectations, as a new text of the file. Each failed
 * {@code expect} gets the actual values of its differing attributes; a scenario without a final {@code expect}
 * gets one with every robot's final state. Plain Java, no UI: the editor applies the text as one undoable edit.
 */
public final class Approval {

    private Approval() {
    }

    /**
     * @param text       the scenario text the run was made from
     * @param finalPoses the robots at the end of the run (from the event log), in file order
     */
    public static String approve(String text, ScenarioSpec spec, Verdict verdict, Collection<RobotPose> finalPoses) {
        if (verdict.outcome() == Verdict.Outcome.INVALID) {
            throw new IllegalArgumentException("an invalid scenario has no outcome to approve");
        }
        StringBuilder out = new StringBuilder(text);
        List<Verdict.Failure> failures = new ArrayList<>(verdict.failures());
        failures.sort(Comparator.comparingInt((Verdict.Failure f) -> f.location().line())
                .thenComparingInt(f -> f.location().column()).reversed());
        if (!endsWithExpect(spec)) {
            addFinalExpect(out, finalPoses);
        }
        for (Verdict.Failure f : failures) {
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
        return out.toString();
    }

    private static boolean endsWithExpect(ScenarioSpec spec) {
        return !spec.steps().isEmpty() && spec.steps().get(spec.steps().size() - 1) instanceof ScenarioSpec.ExpectSpec;
    }

    private static void addFinalExpect(StringBuilder out, Collection<RobotPose> poses) {
        int close = out.lastIndexOf("</scenario>");
        if (close < 0) {
            return;
        }
        StringBuilder e = new StringBuilder("  <expect>\n");
        for (RobotPose p : poses) {
            e.append("    <robot name=\"").append(p.name()).append('"');
            if (p.onBoard()) {
                e.append(" x=\"").append(p.position().x()).append("\" y=\"").append(p.position().y())
                        .append("\" facing=\"").append(p.facing()).append('"');
            }
            e.append(" damage=\"").append(p.damage()).append("\" lives=\"").append(p.lives())
                    .append("\" destroyed=\"").append(!p.onBoard()).append("\"/>\n");
        }
        e.append("  </expect>\n");
        out.insert(close, e);
    }
}
