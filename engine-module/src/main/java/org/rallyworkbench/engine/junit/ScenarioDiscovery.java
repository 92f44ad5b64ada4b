package org.rallyworkbench.engine.junit;

import java.util.Locale;
import java.util.function.Supplier;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.config.PrefixedConfigurationParameters;
import org.junit.platform.engine.support.discovery.EngineDiscoveryRequestResolver;
import org.junit.platform.engine.support.hierarchical.DefaultParallelExecutionConfigurationStrategy;
import org.rallyworkbench.engine.xml.ScenarioXml;

/**
 * Discovery on the Platform's {@link EngineDiscoveryRequestResolver}, one resolver a selector kind: class path roots,
 * packages, class path resources and folders become scenario files; files (with an optional line) become unique
 * ids; unique ids become the scenario, variant and expectation descriptors. With parallel execution on, the files a
 * folder or the marker class brings are read ahead on as many threads as execution runs on.
 */
final class ScenarioDiscovery {

    /** Configuration parameter: folders (comma-separated) searched when the marker class is selected. */
    static final String ROOTS_PARAMETER = "rally.scenarios.roots";
    static final String DEFAULT_ROOT = "src/test/scenarios";

    private ScenarioDiscovery() {
    }

    /**
     * Adds what the request selects under {@code engine}; each file is read once in one discovery, and not again in a
     * later one while its bytes are the same ({@code cache}).
     */
    static void discover(EngineDiscoveryRequest request, TestDescriptor engine, ScenarioReadCache cache) {
        ScenarioFiles files = new ScenarioFiles(ScenarioXml::load, readers(request.getConfigurationParameters()),
                cache);
        UniqueId engineId = engine.getUniqueId();
        EngineDiscoveryRequestResolver.<TestDescriptor>builder()
                .addSelectorResolver(context -> new ClasspathRootResolver(context.getPackageFilter(), files))
                .addSelectorResolver(context -> new PackageResolver(context.getPackageFilter(), files))
                .addSelectorResolver(new ClasspathResourceResolver())
                .addSelectorResolver(new DirectoryResolver(files))
                .addSelectorResolver(context -> new ScenarioFileResolver(engineId, files,
                        once(() -> MarkerClassResolver.selectedSuite(context.getDiscoveryRequest()))))
                .addSelectorResolver(context -> new MarkerClassResolver(
                        context.getDiscoveryRequest().getConfigurationParameters(), files))
                .addSelectorResolver(new UniqueIdResolver(engineId, files))
                .build()
                .resolve(request, engine);
    }

    /** Threads to read files on: execution's parallelism when it runs in parallel, else 1 (read when asked for). */
    static int readers(ConfigurationParameters config) {
        if (!config.getBoolean(ScenarioTestEngine.PARALLEL_ENABLED).orElse(false)) {
            return 1;
        }
        ConfigurationParameters executor = new PrefixedConfigurationParameters(config,
                ScenarioTestEngine.PARALLEL_CONFIG_PREFIX);
        String strategy = executor.get("strategy").orElse("dynamic").toUpperCase(Locale.ROOT);
        try {
            return DefaultParallelExecutionConfigurationStrategy.valueOf(strategy).createConfiguration(executor)
                    .getParallelism();
        } catch (RuntimeException e) {
            return Runtime.getRuntime().availableProcessors();   // a setting execution itself will report on
        }
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
