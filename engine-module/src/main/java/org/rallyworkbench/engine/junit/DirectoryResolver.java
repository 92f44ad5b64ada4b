package org.rallyworkbench.engine.junit;

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
        return files.selectEach(ScenarioFiles.under(selector.getPath()));
    }
}
