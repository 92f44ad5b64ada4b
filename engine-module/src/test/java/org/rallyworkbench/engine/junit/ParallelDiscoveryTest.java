package org.rallyworkbench.engine.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.xml.ScenarioXml;

/**
 * Discovery with parallel execution on reads the files ahead on threads of its own: the tree is the one a serial
 * discovery builds, in the same order, unreadable files with the same problems.
 */
class ParallelDiscoveryTest {

    private static Path resources(String folder) {
        try {
            return Paths.get(ParallelDiscoveryTest.class.getResource("/" + folder).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The scenarios of the engine's tests and the unreadable ones (bad schema, bad board, bad rules). */
    private static String roots() {
        return resources("junit") + "," + resources("broken");
    }

    @Test
    void theMarkerClassDiscoveredInParallelIsTheTreeDiscoveredOneFileAtATime() {
        Function<Boolean, String> tree = parallel -> tree(EngineTestKit.engine(new ScenarioTestEngine())
                .selectors(selectClass(RallyScenariosTest.class))
                .configurationParameter(ScenarioDiscovery.ROOTS_PARAMETER, roots())
                .configurationParameter(ScenarioTestEngine.PARALLEL_ENABLED, parallel.toString())
                .configurationParameter(ScenarioTestEngine.PARALLEL_CONFIG_PREFIX + "strategy", "fixed")
                .configurationParameter(ScenarioTestEngine.PARALLEL_CONFIG_PREFIX + "fixed.parallelism", "4")
                .discover().getEngineDescriptor());
        String oneByOne = tree.apply(false);
        assertThat(oneByOne.lines().count()).isGreaterThan(60);
        assertThat(oneByOne).contains("problem ");
        assertThat(tree.apply(true)).isEqualTo(oneByOne);
    }

    @Test
    void aFolderDiscoveredInParallelIsTheTreeDiscoveredOneFileAtATime() {
        Function<Boolean, String> tree = parallel -> tree(EngineTestKit.engine(new ScenarioTestEngine())
                .selectors(selectDirectory(resources("junit").toFile()), selectDirectory(resources("broken").toFile()))
                .configurationParameter(ScenarioTestEngine.PARALLEL_ENABLED, parallel.toString())
                .configurationParameter(ScenarioTestEngine.PARALLEL_CONFIG_PREFIX + "strategy", "fixed")
                .configurationParameter(ScenarioTestEngine.PARALLEL_CONFIG_PREFIX + "fixed.parallelism", "4")
                .discover().getEngineDescriptor());
        assertThat(tree.apply(true)).isEqualTo(tree.apply(false));
    }

    @Test
    void filesAreReadAheadOnReaderThreadsWithTheCallersContextClassLoader() throws Exception {
        Map<Path, String> readOn = new ConcurrentHashMap<>();
        Set<ClassLoader> loaders = ConcurrentHashMap.newKeySet();
        AtomicInteger reads = new AtomicInteger();
        ScenarioFiles files = new ScenarioFiles(file -> {
            reads.incrementAndGet();
            readOn.put(file, Thread.currentThread().getName());
            loaders.add(Thread.currentThread().getContextClassLoader());
            return ScenarioXml.load(file);
        }, 3);
        List<Path> suite = suite();
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        try (URLClassLoader callers = new URLClassLoader(new URL[0], previous)) {
            thread.setContextClassLoader(callers);
            files.preload(suite);
            assertThat(loaders).containsExactly(callers);
        } finally {
            thread.setContextClassLoader(previous);
        }
        assertThat(readOn.keySet()).containsExactlyInAnyOrderElementsOf(suite);
        assertThat(readOn.values()).allMatch(name -> name.startsWith("rally-scenario-reader-"));
        suite.forEach(files::load);
        assertThat(reads).hasValue(suite.size());
    }

    @Test
    void aFileWhoseReadAheadThrowsIsReadAgainWhenAskedFor() {
        List<Path> suite = suite();
        Path unlucky = suite.get(1);
        ScenarioFiles files = new ScenarioFiles(file -> {
            if (file.equals(unlucky) && Thread.currentThread().getName().startsWith("rally-scenario-reader-")) {
                throw new IllegalStateException("a reader thread failed");
            }
            return ScenarioXml.load(file);
        }, 2);
        files.preload(suite);
        assertThat(files.load(unlucky).result().isRead()).isTrue();
    }

    @Test
    void filesAreReadAheadOnAsManyThreadsAsExecutionRunsOn() {
        Map<String, String> fixed = Map.of(ScenarioTestEngine.PARALLEL_ENABLED, "true",
                ScenarioTestEngine.PARALLEL_CONFIG_PREFIX + "strategy", "fixed",
                ScenarioTestEngine.PARALLEL_CONFIG_PREFIX + "fixed.parallelism", "3");
        assertThat(ScenarioDiscovery.readers(config(fixed))).isEqualTo(3);
        assertThat(ScenarioDiscovery.readers(config(Map.of(ScenarioTestEngine.PARALLEL_ENABLED, "true"))))
                .isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(ScenarioDiscovery.readers(config(Map.of()))).isEqualTo(1);
    }

    private static List<Path> suite() {
        List<Path> suite = new ArrayList<>(ScenarioFiles.under(resources("junit")));
        suite.addAll(ScenarioFiles.under(resources("broken")));
        assertThat(suite).hasSizeGreaterThan(10);
        return suite;
    }

    private static org.junit.platform.engine.ConfigurationParameters config(Map<String, String> values) {
        return new MapConfiguration(values);
    }

    /** Every node in order, one a line, indented by depth: id, name, type, source, tags, and a file's problems. */
    private static String tree(TestDescriptor root) {
        StringBuilder out = new StringBuilder();
        append(out, root, 0);
        return out.toString();
    }

    private static void append(StringBuilder out, TestDescriptor node, int depth) {
        out.append("  ".repeat(depth)).append(node.getUniqueId()).append(" | ").append(node.getDisplayName())
                .append(" | ").append(node.getType()).append(" | ").append(node.getSource().orElse(null))
                .append(" | ").append(node.getTags()).append('\n');
        if (node instanceof ScenarioDescriptor scenario) {
            ReadResult<ScenarioSpec> load = scenario.load();
            load.problems().forEach(p -> out.append("  ".repeat(depth + 1)).append("problem ").append(p).append('\n'));
        }
        node.getChildren().forEach(child -> append(out, child, depth + 1));
    }

    /** Configuration parameters from a map, as the launcher gives them to an engine. */
    private record MapConfiguration(Map<String, String> values)
            implements org.junit.platform.engine.ConfigurationParameters {

        @Override
        public java.util.Optional<String> get(String key) {
            return java.util.Optional.ofNullable(values.get(key));
        }

        @Override
        public java.util.Optional<Boolean> getBoolean(String key) {
            return get(key).map(Boolean::parseBoolean);
        }

        @Override
        @SuppressWarnings("deprecation")
        public int size() {
            return values.size();
        }

        @Override
        public Set<String> keySet() {
            return values.keySet();
        }
    }
}
