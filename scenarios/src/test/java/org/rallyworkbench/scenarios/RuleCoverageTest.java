package org.rallyworkbench.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The build fails when a rule id of RULES.md has too few scenarios, or a scenario names an unknown id. */
class RuleCoverageTest {

    static final int MINIMUM_SCENARIOS_PER_RULE = 3;

    @Test
    void everyRuleIdHasAtLeastThreeScenarios() {
        Map<String, List<String>> covers = SuiteFiles.covers();
        Map<String, Integer> thin = new TreeMap<>();
        Set<String> notImplemented = Set.copyOf(RuleIds.notImplemented());
        for (String id : RuleIds.committed()) {
            if (notImplemented.contains(id)) {
                continue;
            }
            long n = covers.values().stream().filter(ids -> ids.contains(id)).count();
            if (n < MINIMUM_SCENARIOS_PER_RULE) {
                thin.put(id, (int) n);
            }
        }
        assertTrue(thin.isEmpty(), "rule ids with fewer than " + MINIMUM_SCENARIOS_PER_RULE
                + " scenarios (id=count): " + thin);
    }

    @Test
    void everyCoveredIdIsARuleId() {
        Set<String> known = Set.copyOf(RuleIds.committed());
        Set<String> unknown = new TreeSet<>();
        SuiteFiles.covers().forEach((file, ids) -> ids.stream().filter(id -> !known.contains(id))
                .forEach(id -> unknown.add(id + " in " + file)));
        assertEquals(Set.of(), unknown);
    }

    @Test
    void everyIdNotImplementedYetIsARuleId() {
        Set<String> unknown = new TreeSet<>(RuleIds.notImplemented());
        RuleIds.committed().forEach(unknown::remove);
        assertEquals(Set.of(), unknown, "ids in not-implemented.txt that are not in rule-ids.txt");
    }

    @Test
    void everyScenarioNamesItsRules() {
        Set<String> silent = new TreeSet<>();
        SuiteFiles.covers().forEach((file, ids) -> {
            if (ids.isEmpty()) {
                silent.add(file);
            }
        });
        assertEquals(Set.of(), silent, "scenarios without <covers>");
    }
}
