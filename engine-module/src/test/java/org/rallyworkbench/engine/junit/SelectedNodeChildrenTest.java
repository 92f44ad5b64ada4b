package org.rallyworkbench.engine.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.FilePosition;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * A scenario or variant that is itself selected gets all its children at once; one expectation selected with it, in
 * either order, adds nothing twice, and one expectation selected alone still comes without the others.
 */
class SelectedNodeChildrenTest {

    private static Path passing() {
        return ScenarioTestEngineTest.file("passing.scenario.xml");
    }

    /** Every node below the engine, depth first, as "unique id (children)". */
    private static List<String> tree(DiscoverySelector... selectors) {
        TestDescriptor engine = EngineTestKit.engine(new ScenarioTestEngine()).selectors(selectors).discover()
                .getEngineDescriptor();
        return engine.getDescendants().stream().map(d -> d.getUniqueId() + " (" + d.getChildren().size() + ")")
                .sorted().toList();
    }

    private static UniqueId scenarioId() {
        return UniqueId.forEngine(ScenarioTestEngine.ENGINE_ID).append(ScenarioDescriptor.SEGMENT_TYPE,
                ScenarioFiles.normalise(passing()).toUri().toString());
    }

    @Test
    void aSelectedScenarioHasEveryExpectationAndVariantOnceWhateverElseIsSelected() {
        List<String> whole = tree(selectFile(passing().toFile()));
        // 1 scenario, its 2 expectations, 4 variants with 2 each
        assertThat(whole).hasSize(1 + 2 + 4 * 3);
        DiscoverySelector oneExpect = selectFile(passing().toFile(), FilePosition.from(9));
        assertThat(tree(oneExpect, selectFile(passing().toFile()))).isEqualTo(whole);
        assertThat(tree(selectFile(passing().toFile()), oneExpect)).isEqualTo(whole);
        assertThat(tree(selectUniqueId(scenarioId()), selectUniqueId(scenarioId()))).isEqualTo(whole);
    }

    @Test
    void aSelectedVariantHasItsExpectationsAndOneExpectationAloneHasNoSiblings() {
        UniqueId variant = ScenarioDescriptor.VariantDescriptor.idOf(scenarioId(),
                org.rallyworkbench.engine.model.BoardTransform.MIRROR);
        assertThat(tree(selectUniqueId(variant))).containsExactly(
                scenarioId() + " (1)", variant + " (2)",
                ScenarioDescriptor.ExpectDescriptor.idOf(variant, 12) + " (0)",
                ScenarioDescriptor.ExpectDescriptor.idOf(variant, 8) + " (0)");
        assertThat(tree(selectFile(passing().toFile(), FilePosition.from(9)))).containsExactly(
                scenarioId() + " (1)", ScenarioDescriptor.ExpectDescriptor.idOf(scenarioId(), 8) + " (0)");
    }
}
