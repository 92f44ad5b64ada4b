package org.rallyworkbench.engine.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.ScenarioSpec;

/** The regression suite in {@code scenarios/}: every scenario passes and every rule id of RULES.md is covered. */
class ScenarioSuiteTest {

    /** Every rule id of RULES.md (the contract lives outside the repository). */
    static final List<String> RULE_IDS = List.of(
            "R-GEO-1", "R-GEO-2", "R-GEO-3",
            "R-START-1", "R-START-2", "R-START-3", "R-START-4",
            "R-DEAL-1", "R-DEAL-2", "R-PROG-1", "R-PROG-2", "R-PROG-3", "R-PROG-4",
            "R-MOVE-1", "R-MOVE-2", "R-MOVE-3", "R-MOVE-4", "R-MOVE-5", "R-MOVE-6",
            "R-BOARD-1", "R-BOARD-2", "R-BOARD-3", "R-BOARD-4", "R-BOARD-5", "R-BOARD-6",
            "R-LASER-1", "R-LASER-2", "R-LASER-3",
            "R-CHECK-1", "R-CHECK-2", "R-CHECK-3",
            "R-END-1", "R-END-2", "R-END-3", "R-END-4", "R-END-5",
            "R-OPT-1");

    static Path scenarios() {
        Path here = Path.of("").toAbsolutePath();
        Path p = here.resolve("scenarios");
        return Files.isDirectory(p) ? p : here.getParent().resolve("scenarios");
    }

    @Test
    void everyScenarioPasses() {
        List<Path> files = ScenarioFiles.find(List.of(scenarios()));
        assertFalse(files.isEmpty());
        List<String> failed = new ArrayList<>();
        for (Path f : files) {
            Verdict v = ScenarioFiles.run(f);
            if (!v.passed()) {
                failed.add(v.report());
            }
        }
        assertTrue(failed.isEmpty(), String.join("\n", failed));
    }

    @Test
    void everyRuleIdHasAPassingScenario() throws Exception {
        Set<String> covered = new TreeSet<>();
        for (Path f : ScenarioFiles.find(List.of(scenarios()))) {
            ScenarioSpec spec = ScenarioFiles.load(f);
            if (new ScenarioRunner().run(spec).passed()) {
                covered.addAll(spec.covers());
            }
        }
        Set<String> missing = new TreeSet<>(RULE_IDS);
        missing.removeAll(covered);
        assertEquals(Set.of(), missing);
    }
}
