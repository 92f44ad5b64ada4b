package org.rallyworkbench.scenarios;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The coverage table marks the rules not implemented yet, and only those. */
class CoverageTableTest {

    @Test
    void marksOnlyTheIdsNotImplementedYet() {
        String table = CoverageTable.markdown(List.of("R-GEO-1", "R-OPT-4"), List.of("R-OPT-4"),
                Map.of("a.scenario.xml", List.of("R-GEO-1")), Map.of());
        assertTrue(table.contains("| R-OPT-4 | 0 | 0 | **not implemented** **none** |"), table);
        assertTrue(table.contains("| R-GEO-1 | 1 | 0 | `a.scenario.xml` not run |"), table);
    }
}
