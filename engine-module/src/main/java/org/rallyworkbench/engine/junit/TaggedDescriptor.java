package org.rallyworkbench.engine.junit;

import java.util.Set;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;

/**
 * A scenario, variant or expectation node: carries its scenario's rule tags, and remembers whether a filter
 * removed children from it (so that a scenario or variant a filter emptied can prune itself).
 */
abstract class TaggedDescriptor extends AbstractTestDescriptor {

    private final Set<TestTag> tags;
    private volatile boolean filtered;

    TaggedDescriptor(UniqueId id, String displayName, TestSource source, Set<TestTag> tags) {
        super(id, displayName, source);
        this.tags = tags;
    }

    @Override
    public final Set<TestTag> getTags() {
        return tags;
    }

    @Override
    public void removeChild(TestDescriptor child) {
        filtered = true;
        super.removeChild(child);
    }

    /** Whether a child was removed after discovery (by a post-discovery filter). */
    final boolean filtered() {
        return filtered;
    }
}
