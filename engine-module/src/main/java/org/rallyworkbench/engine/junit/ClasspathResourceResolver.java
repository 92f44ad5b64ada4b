package org.rallyworkbench.engine.junit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.discovery.ClasspathResourceSelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/** A class path resource: the folder or file it names on disk, with the selector's line if it has one. */
final class ClasspathResourceResolver implements SelectorResolver {

    @Override
    public Resolution resolve(ClasspathResourceSelector selector, Context context) {
        Set<DiscoverySelector> found = new LinkedHashSet<>();
        for (Path path : ClasspathFolders.of(selector.getClasspathResourceName())) {
            if (Files.isDirectory(path)) {
                found.add(selectDirectory(path.toFile()));
            } else if (ScenarioFiles.isScenario(path)) {
                found.add(selector.getPosition().map(p -> selectFile(path.toFile(), p))
                        .orElseGet(() -> selectFile(path.toFile())));
            }
        }
        return found.isEmpty() ? Resolution.unresolved() : Resolution.selectors(found);
    }
}
