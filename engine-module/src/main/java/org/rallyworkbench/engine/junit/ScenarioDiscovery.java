package org.rallyworkbench.engine.junit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.engine.discovery.ClasspathResourceSelector;
import org.junit.platform.engine.discovery.ClasspathRootSelector;
import org.junit.platform.engine.discovery.DirectorySelector;
import org.junit.platform.engine.discovery.FileSelector;
import org.junit.platform.engine.discovery.PackageSelector;
import org.junit.platform.engine.discovery.UniqueIdSelector;

/** Turns the JUnit selectors of a discovery request into scenario files, and those into test descriptors. */
final class ScenarioDiscovery {

    /** Configuration parameter: folders (comma-separated) searched when the marker class is selected. */
    static final String ROOTS_PARAMETER = "rally.scenarios.roots";
    static final String DEFAULT_ROOT = "src/test/scenarios";
    static final String SUFFIX = ".scenario.xml";

    private final EngineDiscoveryRequest request;
    private final TestDescriptor engine;
    private final Set<Path> files = new LinkedHashSet<>();

    ScenarioDiscovery(EngineDiscoveryRequest request, TestDescriptor engine) {
        this.request = request;
        this.engine = engine;
    }

    void discover() {
        request.getSelectorsByType(ClasspathRootSelector.class).forEach(s -> addTree(Paths.get(s.getClasspathRoot())));
        request.getSelectorsByType(DirectorySelector.class).forEach(s -> addTree(s.getPath()));
        request.getSelectorsByType(FileSelector.class).forEach(s -> addFile(s.getPath()));
        request.getSelectorsByType(PackageSelector.class).forEach(s -> addResources(s.getPackageName().replace('.', '/')));
        request.getSelectorsByType(ClasspathResourceSelector.class).forEach(s -> addResources(s.getClasspathResourceName()));
        request.getSelectorsByType(UniqueIdSelector.class).forEach(s -> addUniqueId(s.getUniqueId()));
        addAll(engine, files);
        boolean marker = request.getSelectorsByType(ClassSelector.class).stream()
                .anyMatch(s -> s.getClassName().equals(RallyScenariosTest.class.getName()));
        if (marker) {
            addSuite();
        }
    }

    /** The scenarios under the configured roots, grouped under the marker class (for Surefire's reports). */
    private void addSuite() {
        Set<Path> selected = new LinkedHashSet<>(files);
        files.clear();
        configuredRoots().forEach(this::addTree);
        files.removeAll(selected);
        if (!files.isEmpty()) {
            SuiteDescriptor suite = new SuiteDescriptor(engine.getUniqueId(),
                    request.getConfigurationParameters().get(ROOTS_PARAMETER).orElse(DEFAULT_ROOT));
            addAll(suite, files);
            engine.addChild(suite);
        }
    }

    private static void addAll(TestDescriptor parent, Set<Path> scenarioFiles) {
        for (Path file : scenarioFiles) {
            parent.addChild(ScenarioDescriptor.of(parent.getUniqueId(), file));
        }
    }

    private List<Path> configuredRoots() {
        String roots = request.getConfigurationParameters().get(ROOTS_PARAMETER).orElse(DEFAULT_ROOT);
        List<Path> result = new ArrayList<>();
        for (String root : roots.split(",")) {
            if (!root.isBlank()) {
                result.add(Paths.get(root.trim()));
            }
        }
        return result;
    }

    private void addTree(Path root) {
        if (Files.isRegularFile(root)) {
            addFile(root);
            return;
        }
        if (!Files.isDirectory(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(p -> p.getFileName().toString().endsWith(SUFFIX))
                    .filter(p -> !isBuildOutput(root, p))
                    .sorted()
                    .forEach(this::addFile);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list scenarios under " + root, e);
        }
    }

    /** Skips copies in Maven's target/ when a project folder is searched. */
    private static boolean isBuildOutput(Path root, Path p) {
        for (Path part : root.relativize(p)) {
            if (part.toString().equals("target")) {
                return true;
            }
        }
        return false;
    }

    private void addFile(Path file) {
        if (file.getFileName().toString().endsWith(SUFFIX) && Files.isRegularFile(file)) {
            files.add(file.toAbsolutePath().normalize());
        }
    }

    private void addResources(String name) {
        try {
            ClassLoader loader = Thread.currentThread().getContextClassLoader();
            Enumeration<URL> urls = loader.getResources(name);
            while (urls.hasMoreElements()) {
                URL url = urls.nextElement();
                if ("file".equals(url.getProtocol())) {
                    addTree(Paths.get(url.toURI()));
                }
            }
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("cannot look up class path resource " + name, e);
        }
    }

    private void addUniqueId(UniqueId id) {
        if (!id.getEngineId().map(ScenarioTestEngine.ENGINE_ID::equals).orElse(false)) {
            return;
        }
        id.getSegments().stream().filter(s -> s.getType().equals(ScenarioDescriptor.SEGMENT_TYPE))
                .findFirst().ifPresent(s -> addFile(Paths.get(URI.create(s.getValue()))));
    }
}
