package org.rallyworkbench.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The committed {@code rule-ids.txt} is the list of RULES.md. RULES.md lives beside the repository (in
 * {@code ../shared/}); when it is there, the two must agree, so a new rule cannot go without scenarios.
 */
class RuleIdsTest {

    @Test
    void theCommittedListIsTheListOfRulesMd() throws IOException {
        Optional<Path> rules = rulesMd();
        assumeTrue(rules.isPresent(), "RULES.md not found beside the repository");
        assertEquals(RuleIds.definedIn(Files.readString(rules.get())), RuleIds.committed(),
                "rule-ids.txt differs from " + rules.get());
    }

    @Test
    void readsIdsFromRuleDefinitionsOnly() {
        String text = "- R-GEO-1: a board\n  - R-MOVE-2: steps\nsee R-MOVE-4 and [2005]\n";
        assertEquals(java.util.List.of("R-GEO-1", "R-MOVE-2"), RuleIds.definedIn(text));
    }

    /** {@code ../shared/RULES.md} from the repository root (or from a worktree's parent folder). */
    private static Optional<Path> rulesMd() {
        Path repo = SuiteFiles.root().getParent();
        return Stream.of(repo.resolveSibling("shared"), repo.getParent().resolveSibling("shared"))
                .map(dir -> dir.resolve("RULES.md")).filter(Files::isRegularFile).findFirst();
    }
}
