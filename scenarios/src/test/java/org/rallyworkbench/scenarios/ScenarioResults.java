package org.rallyworkbench.scenarios;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/** The results of the scenario tests per file: a file passes when its scenario, variants and expectations all do. */
final class ScenarioResults {

    /** What became of one scenario file. */
    record Result(int tests, int failed, int variants) {
        boolean passed() {
            return failed == 0;
        }

        Result plus(boolean failure, boolean variant) {
            return new Result(tests + 1, failed + (failure ? 1 : 0), variants + (variant ? 1 : 0));
        }
    }

    private final Map<String, Result> byFile = new TreeMap<>();

    synchronized void record(Path file, boolean failure, boolean variant) {
        byFile.merge(SuiteFiles.name(file), new Result(0, 0, 0).plus(failure, variant),
                (old, one) -> new Result(old.tests() + one.tests(), old.failed() + one.failed(),
                        old.variants() + one.variants()));
    }

    synchronized Map<String, Result> byFile() {
        return Map.copyOf(byFile);
    }
}
