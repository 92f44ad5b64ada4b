package org.rallyworkbench.engine.junit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.platform.engine.discovery.PackageSelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/**
 * A package: the scenarios in that folder of every class path entry and in its sub-folders (sub-packages), those
 * whose package passes the package filters.
 */
final class PackageResolver implements SelectorResolver {

    private final Predicate<String> packageFilter;
    private final ScenarioFiles files;

    PackageResolver(Predicate<String> packageFilter, ScenarioFiles files) {
        this.packageFilter = packageFilter;
        this.files = files;
    }

    @Override
    public Resolution resolve(PackageSelector selector, Context context) {
        String name = selector.getPackageName();
        List<Path> found = new ArrayList<>();
        for (Path folder : ClasspathFolders.of(name.replace('.', '/'))) {
            for (Path file : ScenarioFiles.under(folder)) {
                String sub = ScenarioFiles.packageOf(folder, file);
                String pkg = sub.isEmpty() ? name : name.isEmpty() ? sub : name + "." + sub;
                if (packageFilter.test(pkg)) {
                    found.add(file);
                }
            }
        }
        return files.selectEach(found);
    }
}
