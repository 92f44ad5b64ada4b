package org.rallyworkbench.engine.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.OptionText;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.ScenarioSpec.ExpectSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotExpectation;

/** Compares an {@code expect} with a state: only the attributes written are checked (FORMATS.md). */
final class Expectations {

    private Expectations() { }

    static List<Verdict.Difference> compare(ExpectSpec e, GameState s) {
        List<Verdict.Difference> diffs = new ArrayList<>();
        for (RobotExpectation x : e.robots()) {
            Robot r = s.robot(x.name()).orElseThrow();
            String n = r.name();
            check(diffs, n, "x", x.x(), r.position().x());
            check(diffs, n, "y", x.y(), r.position().y());
            check(diffs, n, "facing", x.facing(), r.facing());
            check(diffs, n, "damage", x.damage(), r.damage());
            check(diffs, n, "lives", x.lives(), r.lives());
            check(diffs, n, "next-flag", x.nextFlag(), r.nextFlag());
            check(diffs, n, "archive-x", x.archiveX(), r.archive().x());
            check(diffs, n, "archive-y", x.archiveY(), r.archive().y());
            check(diffs, n, "destroyed", x.destroyed(), r.status().offBoard());
            check(diffs, n, "powered-down", x.poweredDown(), r.poweredDown());
            check(diffs, n, "dealt", x.dealt(), r.dealt());
            check(diffs, n, "options", x.options(), r.options().size());
            x.holds().ifPresent(holds -> checkHolds(diffs, n, holds, r));
        }
        for (String w : e.winners()) {
            if (!s.winners().contains(w)) {
                diffs.add(new Verdict.Difference("", "winner", w,
                        s.winners().isEmpty() ? "no winner" : String.join(" ", s.winners())));
            }
        }
        return diffs;
    }

    /** {@code holds}: the exact set held, any order; counters written are checked too (FORMATS.md). */
    private static void checkHolds(List<Verdict.Difference> diffs, String robot, List<OptionText.Held> holds,
                                   Robot r) {
        boolean same = holds.size() == r.options().size();
        for (OptionText.Held h : holds) {
            same &= r.options().contains(h.card())
                    && h.counter().map(c -> OptionText.counterMatches(h.card(), c, r.optionState())).orElse(true);
        }
        if (!same) {
            StringBuilder expected = new StringBuilder();
            for (OptionText.Held h : holds) {
                expected.append(expected.length() == 0 ? "" : " ").append(h.card().id())
                        .append(h.counter().map(c -> ":" + c).orElse(""));
            }
            String actual = OptionText.formatExact(r.options(), r.optionState());
            diffs.add(new Verdict.Difference(robot, "holds", expected.toString(), actual.isEmpty() ? "none" : actual));
        }
    }

    private static void check(List<Verdict.Difference> diffs, String robot, String attr, OptionalInt expected,
                              int actual) {
        if (expected.isPresent() && expected.getAsInt() != actual) {
            diffs.add(new Verdict.Difference(robot, attr, String.valueOf(expected.getAsInt()), String.valueOf(actual)));
        }
    }

    private static <T> void check(List<Verdict.Difference> diffs, String robot, String attr, Optional<T> expected,
                                  T actual) {
        if (expected.isPresent() && !expected.get().equals(actual)) {
            diffs.add(new Verdict.Difference(robot, attr, String.valueOf(expected.get()), String.valueOf(actual)));
        }
    }
}
