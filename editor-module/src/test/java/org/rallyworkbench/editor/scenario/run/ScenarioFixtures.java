package org.rallyworkbench.editor.scenario.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.editor.scenario.file.ScenarioText;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;

/** Scenario texts for the tests: the repository's suite and a deliberately failing one. */
public final class ScenarioFixtures {

    public static final Path SUITE = Path.of("..", "scenarios");

    private ScenarioFixtures() {
    }

    public static String failingPush() {
        try (InputStream in = ScenarioFixtures.class.getResourceAsStream("failing-push.scenario.xml")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static ScenarioSpec spec(String text, Path dir) {
        ReadResult<ScenarioSpec> load = ScenarioText.read(text, "test.scenario.xml", dir);
        if (load instanceof ReadResult.Failed<ScenarioSpec> failed) {
            throw new AssertionError(failed.problems().toString());
        }
        return ((ReadResult.Read<ScenarioSpec>) load).value();
    }

    public static ScenarioRun run(String text, Path dir) {
        return ScenarioExecution.run(text, spec(text, dir));
    }
}
