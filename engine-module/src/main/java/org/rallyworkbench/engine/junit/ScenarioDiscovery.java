package org.rallyworkbench.engine.junit;

import java.util.function.Supplier;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.discovery.EngineDiscoveryRequestResolver;

/**
 * Discovery on the Platform's {@link EngineDiscoveryRequestResolver}, one resolver a selector kind: class path roots,
 * packages, class path resources and folders become scenario files; files (with an optional line) become unique
 * ids; unique ids become the scenario, variant and expectation descriptors.
 */
final class ScenarioDiscovery {

    /** Configuration parameter: folders (comma-separated) searched when the marker class is selected. */
    static final String ROOTS_PARAMETER = "rally.scenarios.roots";
    static final String DEFAULT_ROOT = "src/test/scenarios";

    private ScenarioDiscovery() {
    }

    /** Adds what the request selects under {@code engine}; each file is read once in one discovery. */
    static void discover(EngineDiscoveryRequest request, TestDescriptor engine) {
        ScenarioFiles files = new ScenarioFiles();
        UniqueId engineId = engine.getUniqueId();
        EngineDiscoveryRequestResolver.<TestDescriptor>builder()
                .addSelectorResolver(context -> new ClasspathRootResolver(context.getPackageFilter()))
                .addSelectorResolver(context -> new PackageResolver(context.getPackageFilter()))
                .addSelectorResolver(new ClasspathResourceResolver())
                .addSelectorResolver(new DirectoryResolver())
                .addSelectorResolver(context -> new ScenarioFileResolver(engineId, files,
                        once(() -> MarkerClassResolver.selectedSuite(context.getDiscoveryRequest()))))
                .addSelectorResolver(context -> new MarkerClassResolver(
                        context.getDiscoveryRequest().getConfigurationParameters(), files))
                .addSelectorResolver(new UniqueIdResolver(engineId, files))
                .build()
                .resolve(request, engine);
    }

    /** {@code supplier}'s value, computed on the first call only. */
    private static <T> Supplier<T> once(Supplier<T> supplier) {
        return new Supplier<>() {
            private T value;

            @Override
            public synchronized T get() {
                if (value == null) {
                    value = supplier.get();
                }
                return value;
            }
        };
    }
}
