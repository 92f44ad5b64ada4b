package org.rallyworkbench.engine.scenario;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.xml.ScenarioXml;

/** Finding, loading and running scenario files ({@code *.scenario.xml}). */
public final class ScenarioFiles {

    /** The file name suffix of scenarios (FORMATS.md). */
    public static final String SUFFIX = ".scenario.xml";

    private ScenarioFiles() { }

    /**
     * Every {@code *.scenario.xml} under the paths, in path order (a file named directly is taken whatever its
     * name), each once even when several paths reach it. Throws {@link IllegalArgumentException} for a path that
     * does not exist.
     */
    public static List<Path> find(List<Path> paths) {
        Map<Path, Path> found = new LinkedHashMap<>();      // the same file, however written -> as first reached
        for (Path p : paths) {
            if (Files.isRegularFile(p)) {
                found.putIfAbsent(p.toAbsolutePath().normalize(), p);
            } else if (Files.isDirectory(p)) {
                try (Stream<Path> walk = Files.walk(p)) {
                    walk.filter(Files::isRegularFile).filter(f -> f.getFileName().toString().endsWith(SUFFIX))
                            .sorted().forEach(f -> found.putIfAbsent(f.toAbsolutePath().normalize(), f));
                } catch (IOException | UncheckedIOException e) {
                    throw new IllegalArgumentException(p + ": a folder under it cannot be read (permission denied?)");
                }
            } else if (Files.exists(p)) {
                throw new IllegalArgumentException(p + ": is not a regular file (a FIFO, device or socket)");
            } else {
                throw new IllegalArgumentException("no such file or directory: " + p);
            }
        }
        return List.copyOf(found.values());
    }

    /** Reads a scenario; format problems become script errors with file, line and column. */
    public static ScenarioSpec load(Path file) throws ScenarioException {
        return ScenarioXml.load(file).orElseThrow(problems -> new ScenarioException(
                problems.stream().map(p -> new ScriptError(p.location(), p.message())).toList()));
    }

    /**
     * The mistakes of a valid scenario file that only playing it shows, in file order: FORMATS.md makes more cards
     * than unlocked registers an error, and how many registers are unlocked in a later turn depends on the damage
     * taken before it (R-PROG-1). Empty when the scenario can be played to its end.
     */
    public static List<ScriptError> scriptErrors(Path file) {
        Verdict v = run(file);
        return v.outcome() == Verdict.Outcome.INVALID ? v.errors() : List.of();
    }

    /** Loads and runs a scenario file; a file that cannot be read gives an INVALID verdict. */
    public static Verdict run(Path file) {
        try {
            return new ScenarioRunner().run(load(file));
        } catch (ScenarioException e) {
            return new Verdict("", file.toString(), Verdict.Outcome.INVALID, List.of(), e.errors(), List.of());
        }
    }
}
