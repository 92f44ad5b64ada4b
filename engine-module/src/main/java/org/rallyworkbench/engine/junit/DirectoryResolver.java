package org.rallyworkbench.engine.junit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.discovery.DirectorySelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/** A folder: every scenario in it and below it (Maven's target/ skipped). */
final class DirectoryResolver implements SelectorResolver {

    @Override
    public Resolution resolve(DirectorySelector selector, Context context) {
        Set<DiscoverySelector> files = new LinkedHashSet<>();
        ScenarioFiles.under(selector.getPath()).forEach(file -> files.add(selectFile(file.toFile())));
        return files.isEmpty() ? Resolution.unresolved() : Resolution.selectors(files);
    }
}
