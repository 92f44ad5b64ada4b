package org.rallyworkbench.engine.junit;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.xml.FormatException;
import org.rallyworkbench.engine.xml.ScenarioXml;

/** A scenario file read at discovery time: its specification, or the problems that kept it from loading. */
record ScenarioLoad(Optional<ScenarioSpec> spec, List<String> problems) {

    static ScenarioLoad from(Path file) {
        try {
            return new ScenarioLoad(Optional.of(ScenarioXml.read(file)), List.of());
        } catch (FormatException e) {
            return new ScenarioLoad(Optional.empty(), e.problems().stream().map(Object::toString).toList());
        }
    }

    /**
     * Whether the rotated and mirrored variants apply. A scenario whose outcome depends on compass
     * directions (such as R-START-2's search order) says so and runs only as written.
     */
    static boolean hasSymmetricVariants(ScenarioSpec spec) {
        return spec.symmetric();
    }
}
