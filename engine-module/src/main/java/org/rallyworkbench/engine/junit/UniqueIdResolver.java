package org.rallyworkbench.engine.junit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import java.net.URI;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.UniqueIdSelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;
import org.rallyworkbench.engine.junit.ScenarioDescriptor.ExpectDescriptor;
import org.rallyworkbench.engine.junit.ScenarioDescriptor.VariantDescriptor;

/**
 * A unique id of this engine: the suite, a scenario, a variant or one expectation. The node is added under its
 * parent, which is resolved from the id's prefix without its other children, so one expectation's id runs that
 * expectation alone (its scenario or variant is still played for it). A scenario or variant selected itself
 * brings all its children.
 */
final class UniqueIdResolver implements SelectorResolver {

    private final UniqueId engineId;
    private final ScenarioFiles files;

    UniqueIdResolver(UniqueId engineId, ScenarioFiles files) {
        this.engineId = engineId;
        this.files = files;
    }

    @Override
    public Resolution resolve(UniqueIdSelector selector, Context context) {
        UniqueId id = selector.getUniqueId();
        if (!id.hasPrefix(engineId) || id.equals(engineId)) {
            return Resolution.unresolved();
        }
        UniqueId.Segment last = id.getLastSegment();
        UniqueId parent = id.removeLastSegment();
        return switch (last.getType()) {
            case SuiteDescriptor.SEGMENT_TYPE -> Resolution.selectors(Set.of(selectClass(RallyScenariosTest.class)));
            case ScenarioDescriptor.SEGMENT_TYPE -> scenario(parent, last.getValue(), context);
            case VariantDescriptor.SEGMENT_TYPE -> add(parent, context, p -> p instanceof ScenarioDescriptor s
                    ? s.variant(last.getValue()) : Optional.empty())
                    .map(v -> expanded(v, v::addAllChildren)).orElseGet(Resolution::unresolved);
            case ExpectDescriptor.SEGMENT_TYPE -> line(last.getValue()).flatMap(line -> add(parent, context,
                    p -> p instanceof ScenarioDescriptor s ? s.expect(line)
                            : p instanceof VariantDescriptor v ? v.expect(line) : Optional.empty()))
                    .map(e -> Resolution.match(Match.exact(e))).orElseGet(Resolution::unresolved);
            default -> Resolution.unresolved();
        };
    }

    private Resolution scenario(UniqueId parent, String uri, Context context) {
        Optional<Path> file = path(uri).filter(ScenarioFiles::isScenario);
        if (file.isEmpty()) {
            return Resolution.unresolved();
        }
        return add(parent, context, p -> Optional.of(ScenarioDescriptor.of(p.getUniqueId(), file.get(),
                files.load(file.get()))))
                .map(s -> expanded(s, s::addAllChildren)).orElseGet(Resolution::unresolved);
    }

    /** Adds the node under the engine, or under the node the parent id resolves to (not expanded). */
    private <T extends TestDescriptor> Optional<T> add(UniqueId parent, Context context,
            Function<TestDescriptor, Optional<T>> create) {
        return parent.equals(engineId) ? context.addToParent(create)
                : context.addToParent(() -> selectUniqueId(parent), create);
    }

    /**
     * The node; when it is itself selected (only then does the Platform expand a match), it gets all its children
     * at once. A node resolved only as the parent of one selected expectation stays without the others.
     */
    private static Resolution expanded(TestDescriptor node, Runnable addAllChildren) {
        return Resolution.match(Match.exact(node, () -> {
            addAllChildren.run();
            return Set.of();
        }));
    }

    private static Optional<Path> path(String uri) {
        try {
            return Optional.of(ScenarioFiles.normalise(Paths.get(URI.create(uri))));
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return Optional.empty();
        }
    }

    private static Optional<Integer> line(String value) {
        try {
            return Optional.of(Integer.parseInt(value));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
