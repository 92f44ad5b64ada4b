package org.rallyworkbench.engine.junit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.discovery.DirectorySelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/** A folder: every scenario in it and below it (Maven's target/ skipped). */
final class DirectoryResolver implements SelectorResolver {

    private final ScenarioFiles files;

    DirectoryResolver(ScenarioFiles files) {
        this.files = files;
    }

    @Override
    public Resolution resolve(DirectorySelector selector, Context context) {
        List<Path> found = ScenarioFiles.under(selector.getPath());
        files.preload(found);
        Set<DiscoverySelector> selectors = new LinkedHashSet<>();
        found.forEach(file -> selectors.add(selectFile(file.toFile())));
        return selectors.isEmpty() ? Resolution.unresolved() : Resolution.selectors(selectors);
    }
}
