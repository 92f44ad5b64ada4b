package org.rallyworkbench.engine.junit;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.scenario.ScenarioTransform;

/**
 * A scenario file as discovery reads it: its spec (or every problem with it) and, for a symmetric scenario, the spec
 * of each rotated and mirrored variant, in {@link #VARIANTS} order. Both are made together, so that a file read ahead
 * on another thread brings its variants with it.
 */
record ScenarioRead(ReadResult<ScenarioSpec> result, Map<BoardTransform, ScenarioSpec> variants) {

    static final List<BoardTransform> VARIANTS = List.of(BoardTransform.ROTATE_90, BoardTransform.ROTATE_180,
            BoardTransform.ROTATE_270, BoardTransform.MIRROR);

    static ScenarioRead of(ReadResult<ScenarioSpec> result) {
        Map<BoardTransform, ScenarioSpec> variants = new LinkedHashMap<>();
        // a scenario whose outcome depends on compass directions (R-START-2's search order) runs only as written
        result.asOptional().filter(ScenarioSpec::symmetric).ifPresent(spec -> VARIANTS
                .forEach(t -> variants.put(t, ScenarioTransform.apply(t, spec))));
        return new ScenarioRead(result, Collections.unmodifiableMap(variants));
    }
}
