package org.rallyworkbench.engine.junit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.xml.ScenarioXml;

/**
 * The scenario files of one discovery: which files are scenarios, the ones under a folder, and each file read once
 * however many selectors (the file, its expectations' unique ids, a line) reach it.
 */
final class ScenarioFiles {

    static final String SUFFIX = ".scenario.xml";

    private final Map<Path, ReadResult<ScenarioSpec>> loads = new ConcurrentHashMap<>();

    /** The file read (or its problems), the first time it is asked for. */
    ReadResult<ScenarioSpec> load(Path file) {
        return loads.computeIfAbsent(file, ScenarioXml::load);
    }

    static boolean isScenario(Path file) {
        return file.getFileName() != null && file.getFileName().toString().endsWith(SUFFIX)
                && Files.isRegularFile(file);
    }

    static Path normalise(Path file) {
        return file.toAbsolutePath().normalize();
    }

    /** The scenarios under {@code root} in path order (the file itself if it is one), skipping Maven's target/. */
    static List<Path> under(Path root) {
        if (isScenario(root)) {
            return List.of(normalise(root));
        }
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(ScenarioFiles::isScenario).filter(p -> !isBuildOutput(root, p))
                    .map(ScenarioFiles::normalise).sorted().toList();
        } catch (IOException | UncheckedIOException e) {
            throw new IllegalStateException("cannot list scenarios under " + root + ": " + e.getMessage(), e);
        }
    }

    /** The "package" of a scenario below a class path root: its folder relative to the root, with dots. */
    static String packageOf(Path root, Path file) {
        Path folder = normalise(root).relativize(file).getParent();
        return folder == null ? "" : folder.toString().replace(root.getFileSystem().getSeparator(), ".");
    }

    /** Skips copies in Maven's target/ when a project folder is searched. */
    private static boolean isBuildOutput(Path root, Path p) {
        for (Path part : root.relativize(p)) {
            if (part.toString().equals("target")) {
                return true;
            }
        }
        return false;
    }
}
