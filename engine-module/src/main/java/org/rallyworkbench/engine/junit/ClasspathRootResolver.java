package org.rallyworkbench.engine.junit;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.function.Predicate;
import org.junit.platform.engine.discovery.ClasspathRootSelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/** A class path root: every scenario below it whose folder, read as a package, passes the package filters. */
final class ClasspathRootResolver implements SelectorResolver {

    private final Predicate<String> packageFilter;
    private final ScenarioFiles files;

    ClasspathRootResolver(Predicate<String> packageFilter, ScenarioFiles files) {
        this.packageFilter = packageFilter;
        this.files = files;
    }

    @Override
    public Resolution resolve(ClasspathRootSelector selector, Context context) {
        Path root = Paths.get(selector.getClasspathRoot());
        List<Path> found = ScenarioFiles.under(root).stream()
                .filter(file -> packageFilter.test(ScenarioFiles.packageOf(root, file))).toList();
        return files.selectEach(found);
    }
}
