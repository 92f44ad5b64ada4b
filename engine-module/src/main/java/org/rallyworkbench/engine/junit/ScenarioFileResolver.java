package org.rallyworkbench.engine.junit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.FilePosition;
import org.junit.platform.engine.discovery.FileSelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/**
 * A scenario file: the whole scenario, or, when the selector's line lies inside an {@code <expect>} (its start tag,
 * its body or its end tag), only that expectation (played in its scenario, without the other expectations or the
 * variants). Both become the unique id they stand for, which {@link UniqueIdResolver} turns into descriptors. A file
 * the marker class also selects in the same request gets its id under the suite, so it is reported once.
 */
final class ScenarioFileResolver implements SelectorResolver {

    private final UniqueId engineId;
    private final ScenarioFiles files;
    private final Supplier<Set<Path>> suite;

    /** {@code suite}: the files the marker class selects in this request (asked for at most once). */
    ScenarioFileResolver(UniqueId engineId, ScenarioFiles files, Supplier<Set<Path>> suite) {
        this.engineId = engineId;
        this.files = files;
        this.suite = suite;
    }

    @Override
    public Resolution resolve(FileSelector selector, Context context) {
        Path file = ScenarioFiles.normalise(selector.getPath());
        if (!ScenarioFiles.isScenario(file)) {
            return Resolution.unresolved();
        }
        UniqueId parent = suite.get().contains(file) ? SuiteDescriptor.idUnder(engineId) : engineId;
        UniqueId scenario = parent.append(ScenarioDescriptor.SEGMENT_TYPE, file.toUri().toString());
        UniqueId selected = selector.getPosition().map(FilePosition::getLine)
                .flatMap(line -> expectAt(file, line))
                .map(start -> ScenarioDescriptor.ExpectDescriptor.idOf(scenario, start))
                .orElse(scenario);
        return Resolution.selectors(Set.of(selectUniqueId(selected)));
    }

    /** The start line of the expectation {@code line} lies in, if the file reads and it lies in one. */
    private Optional<Integer> expectAt(Path file, int line) {
        Optional<List<Integer>> starts = files.load(file).result().asOptional().map(ScenarioDescriptor::expectLines);
        if (starts.isEmpty() || starts.get().isEmpty()) {
            return Optional.empty();
        }
        if (starts.get().contains(line)) {
            return Optional.of(line);
        }
        try {
            return ExpectSpans.expectAt(Files.readAllLines(file, StandardCharsets.UTF_8), starts.get(), line);
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();    // read a moment ago; if it is gone now, the whole scenario reports it
        }
    }
}
