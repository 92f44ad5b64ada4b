package org.rallyworkbench.editor.scenario.results;

import java.util.List;
import org.rallyworkbench.engine.scenario.Verdict;

/** Counts of a suite's results, and the one-line summary the window shows. */
public record SuiteSummary(int passed, int failed, int invalid) {

    public static SuiteSummary of(List<ResultEntry> entries) {
        int p = 0;
        int f = 0;
        int i = 0;
        for (ResultEntry e : entries) {
            Verdict.Outcome o = e.verdict().outcome();
            if (o == Verdict.Outcome.PASSED) {
                p++;
            } else if (o == Verdict.Outcome.FAILED) {
                f++;
            } else {
                i++;
            }
        }
        return new SuiteSummary(p, f, i);
    }

    public int total() {
        return passed + failed + invalid;
    }

    /** {@code 30 passed, 1 failed, 0 invalid}: the numbers as {@code ./rally verify} counts them. */
    public String text() {
        return passed + " passed, " + failed + " failed, " + invalid + " invalid";
    }
}
