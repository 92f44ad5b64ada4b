package org.rallyworkbench.editor.scenario.results;

import java.util.List;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.scenario.Verdict;

/** Counts of a suite's results, and the one-line summary the window shows. */
@Messages({
    "# {0} - passed", "# {1} - failed", "# {2} - invalid",
    "LBL_Counts={0} passed, {1} failed, {2} invalid",
    "# {0} - counts", "# {1} - unchecked",
    "LBL_CountsUnchecked={0}, {1} without expectations"
})
public record SuiteSummary(int passed, int failed, int invalid, int unchecked) {

    public static SuiteSummary of(List<ResultEntry> entries) {
        int p = 0;
        int f = 0;
        int i = 0;
        int u = 0;
        for (ResultEntry e : entries) {
            Verdict.Outcome o = e.verdict().outcome();
            if (o == Verdict.Outcome.PASSED) {
                p++;
            } else if (o == Verdict.Outcome.FAILED) {
                f++;
            } else if (o == Verdict.Outcome.NO_EXPECTATIONS) {
                u++;
            } else {
                i++;
            }
        }
        return new SuiteSummary(p, f, i, u);
    }

    public int total() {
        return passed + failed + invalid + unchecked;
    }

    /**
     * {@code 30 passed, 1 failed, 0 invalid}, then {@code , 2 without expectations} when some have none (never
     * counted as passed).
     */
    public String text() {
        String counts = Bundle.LBL_Counts(passed, failed, invalid);
        return unchecked > 0 ? Bundle.LBL_CountsUnchecked(counts, unchecked) : counts;
    }
}
