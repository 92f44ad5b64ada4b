package org.rallyworkbench.engine.junit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.FileSelector;
import org.junit.platform.engine.discovery.FilePosition;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/**
 * A scenario file: the whole scenario, or, when the selector's line is the line of an {@code <expect>} start tag,
 * only that expectation (played in its scenario, without the other expectations or the variants). Both become the
 * unique id they stand for, which {@link UniqueIdResolver} turns into descriptors.
 */
final class ScenarioFileResolver implements SelectorResolver {

    private final UniqueId engineId;
    private final ScenarioFiles files;

    ScenarioFileResolver(UniqueId engineId, ScenarioFiles files) {
        this.engineId = engineId;
        this.files = files;
    }

    @Override
    public Resolution resolve(FileSelector selector, Context context) {
        Path file = ScenarioFiles.normalise(selector.getPath());
        if (!ScenarioFiles.isScenario(file)) {
            return Resolution.unresolved();
        }
        UniqueId scenario = engineId.append(ScenarioDescriptor.SEGMENT_TYPE, file.toUri().toString());
        UniqueId selected = selector.getPosition().map(FilePosition::getLine)
                .filter(line -> files.load(file).asOptional().map(ScenarioDescriptor::expectLines)
                        .orElse(List.of()).contains(line))
                .map(line -> ScenarioDescriptor.ExpectDescriptor.idOf(scenario, line))
                .orElse(scenario);
        return Resolution.selectors(Set.of(selectUniqueId(selected)));
    }
}
