package org.rallyworkbench.engine.junit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/**
 * The marker class {@link RallyScenariosTest} that Surefire sends: a {@link SuiteDescriptor} holding every
 * scenario under the folders of {@value ScenarioDiscovery#ROOTS_PARAMETER}. Other classes are not ours.
 */
final class MarkerClassResolver implements SelectorResolver {

    private final ConfigurationParameters config;
    private final ScenarioFiles files;

    MarkerClassResolver(ConfigurationParameters config, ScenarioFiles files) {
        this.config = config;
        this.files = files;
    }

    @Override
    public Resolution resolve(ClassSelector selector, Context context) {
        if (!selector.getClassName().equals(RallyScenariosTest.class.getName())) {
            return Resolution.unresolved();
        }
        String roots = roots(config);
        Set<Path> suite = filesUnder(roots);
        if (suite.isEmpty()) {
            return Resolution.unresolved();
        }
        files.preload(suite);
        return context.addToParent(engine -> Optional.of(new SuiteDescriptor(engine.getUniqueId(), roots)))
                .map(descriptor -> Resolution.match(Match.exact(descriptor, () -> {
                    Set<DiscoverySelector> scenarios = new LinkedHashSet<>();
                    suite.forEach(file -> scenarios.add(selectUniqueId(descriptor.getUniqueId()
                            .append(ScenarioDescriptor.SEGMENT_TYPE, file.toUri().toString()))));
                    return scenarios;
                }))).orElseGet(Resolution::unresolved);
    }

    /** The scenarios the marker class stands for in this request: none when it is not selected. */
    static Set<Path> selectedSuite(EngineDiscoveryRequest request) {
        boolean selected = request.getSelectorsByType(ClassSelector.class).stream()
                .anyMatch(c -> c.getClassName().equals(RallyScenariosTest.class.getName()));
        return selected ? filesUnder(roots(request.getConfigurationParameters())) : Set.of();
    }

    private static String roots(ConfigurationParameters config) {
        return config.get(ScenarioDiscovery.ROOTS_PARAMETER).orElse(ScenarioDiscovery.DEFAULT_ROOT);
    }

    private static Set<Path> filesUnder(String roots) {
        Set<Path> files = new LinkedHashSet<>();
        for (String root : roots.split(",")) {
            if (!root.isBlank()) {
                files.addAll(ScenarioFiles.under(Paths.get(root.strip())));
            }
        }
        return files;
    }
}
