package org.rallyworkbench.editor.scenario.file;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.xml.FormatException;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.xml.ScenarioXml;

/** What reading a scenario's text gave: the scenario, or every problem that kept it from being read. */
public sealed interface ScenarioLoad {

    record Loaded(ScenarioSpec spec) implements ScenarioLoad {
    }

    record Failed(List<Problem> problems) implements ScenarioLoad {
        public Failed {
            problems = List.copyOf(problems);
        }
    }

    /** Reads {@code text} with the engine's validating reader; board references resolve against {@code baseDirectory}. */
    public static ScenarioLoad of(String text, String sourceName, Path baseDirectory) {
        try {
            return new Loaded(ScenarioXml.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                    sourceName, baseDirectory));
        } catch (FormatException e) {
            return new Failed(e.problems());
        } catch (RuntimeException e) {
            String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return new Failed(List.of(new Problem(sourceName, 0, 0, message)));
        }
    }
}
