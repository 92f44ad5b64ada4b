package org.rallyworkbench.engine.junit;

import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.support.config.PrefixedConfigurationParameters;
import org.junit.platform.engine.support.hierarchical.ForkJoinPoolHierarchicalTestExecutorService;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestEngine;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestExecutorService;

import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;

/**
 * A JUnit Platform engine that runs {@code *.scenario.xml} files as tests, the way Cucumber's engine runs
 * feature files: any JUnit 5 build or IDE that has the engine jar on its test class path discovers them.
 * Each scenario is a test (source: file and line) with each {@code expect} as a child, and the symmetry
 * variants (rotated and mirrored) as further containers.
 */
public final class ScenarioTestEngine extends HierarchicalTestEngine<ScenarioContext> {

    /** {@code true}: scenarios (and their variants) run in parallel, on the Platform's fork-join executor. */
    public static final String PARALLEL_ENABLED = "rally.scenarios.execution.parallel.enabled";
    /** Prefix of the executor's settings, as Jupiter's: {@code ...config.strategy}, {@code ...config.fixed.parallelism}. */
    public static final String PARALLEL_CONFIG_PREFIX = "rally.scenarios.execution.parallel.config.";

    public static final String ENGINE_ID = "rally-scenarios";

    /** Files read by this engine's discoveries (Surefire asks twice in one JVM: to scan, then to run). */
    private final ScenarioReadCache reads = new ScenarioReadCache();

    @Override
    public String getId() {
        return ENGINE_ID;
    }

    @Override
    public java.util.Optional<String> getGroupId() {
        return java.util.Optional.of("org.rallyworkbench");
    }

    @Override
    public java.util.Optional<String> getArtifactId() {
        return java.util.Optional.of("rally-engine");
    }

    @Override
    public TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
        EngineDescriptor engine = new EngineDescriptor(uniqueId, "Rally scenarios");
        ScenarioDiscovery.discover(request, engine, reads);
        return engine;
    }

    @Override
    protected HierarchicalTestExecutorService createExecutorService(ExecutionRequest request) {
        ConfigurationParameters config = request.getConfigurationParameters();
        if (config.getBoolean(PARALLEL_ENABLED).orElse(false)) {
            return new ForkJoinPoolHierarchicalTestExecutorService(
                    new PrefixedConfigurationParameters(config, PARALLEL_CONFIG_PREFIX));
        }
        return super.createExecutorService(request);
    }

    @Override
    protected ScenarioContext createExecutionContext(ExecutionRequest request) {
        return ScenarioContext.empty();
    }
}
