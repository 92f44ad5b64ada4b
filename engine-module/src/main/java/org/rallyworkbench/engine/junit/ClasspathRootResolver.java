package org.rallyworkbench.engine.junit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.discovery.ClasspathRootSelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/** A class path root: every scenario below it whose folder, read as a package, passes the package filters. */
final class ClasspathRootResolver implements SelectorResolver {

    private final Predicate<String> packageFilter;

    ClasspathRootResolver(Predicate<String> packageFilter) {
        this.packageFilter = packageFilter;
    }

    @Override
    public Resolution resolve(ClasspathRootSelector selector, Context context) {
        Path root = Paths.get(selector.getClasspathRoot());
        Set<DiscoverySelector> files = new LinkedHashSet<>();
        for (Path file : ScenarioFiles.under(root)) {
            if (packageFilter.test(ScenarioFiles.packageOf(root, file))) {
                files.add(selectFile(file.toFile()));
            }
        }
        return files.isEmpty() ? Resolution.unresolved() : Resolution.selectors(files);
    }
}
