package org.rallyworkbench.scenarios;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.rallyworkbench.engine.junit.ScenarioTestEngine;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.xml.FormatException;
import org.rallyworkbench.engine.xml.ScenarioXml;

/** The scenario files of the suite (this module's folder, build output left out) and the rule ids they cover. */
final class SuiteFiles {

    private SuiteFiles() {
    }

    /** The module folder: the working directory under Surefire, {@code scenarios/} from the repository root. */
    static Path root() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isRegularFile(here.resolve("rule-ids.txt")) ? here : here.resolve("scenarios");
    }

    static List<Path> scenarios() {
        Path root = root();
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.getFileName().toString().endsWith(".scenario.xml"))
                    .filter(p -> !root.relativize(p).startsWith("target"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Each scenario file (relative to the suite root, with /) and the rule ids in its {@code covers}: read once a test
     * run (the coverage tests and the coverage table each ask for it; reading every file is most of their time), on
     * every core when the suite runs in parallel.
     */
    static synchronized Map<String, List<String>> covers() {
        if (covers == null) {
            Stream<Path> files = scenarios().stream();
            if (Boolean.getBoolean(ScenarioTestEngine.PARALLEL_ENABLED)) {
                files = files.parallel();
            }
            Map<String, List<String>> read = new LinkedHashMap<>();
            files.map(file -> Map.entry(name(file), coversOf(file))).toList()     // in path order
                    .forEach(entry -> read.put(entry.getKey(), entry.getValue()));
            covers = Collections.unmodifiableMap(read);
        }
        return covers;
    }

    private static Map<String, List<String>> covers;

    static List<String> coversOf(Path file) {
        try {
            return ScenarioXml.read(file).covers();
        } catch (FormatException e) {
            return List.of();
        }
    }

    static String name(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        Path root = root().normalize();
        return (abs.startsWith(root) ? root.relativize(abs) : abs).toString().replace('\\', '/');
    }

    static ScenarioSpec read(Path file) throws FormatException {
        return ScenarioXml.read(file);
    }
}
