package org.rallyworkbench.editor.scenario.results;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import org.rallyworkbench.engine.scenario.Verdict;
import org.rallyworkbench.engine.xml.FileNames;

/** One scenario file, its verdict and how long its run took, as the Test Results window lists it. */
public record ResultEntry(Path file, Verdict verdict, Duration duration) {

    public ResultEntry {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(duration, "duration");
    }

    /** A result whose run was not timed. */
    public ResultEntry(Path file, Verdict verdict) {
        this(file, verdict, Duration.ZERO);
    }

    /** {@code folder/name}: the file name without {@code .scenario.xml}, after its folder's name, for the tree. */
    public String shortName() {
        String base = FileNames.nameOf(file.getFileName().toString(), FileNames.SCENARIO_SUFFIX);
        Path folder = file.getParent() == null ? null : file.getParent().getFileName();
        return folder == null ? base : folder + "/" + base;
    }
}
