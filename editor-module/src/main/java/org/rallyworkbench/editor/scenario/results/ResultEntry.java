package org.rallyworkbench.editor.scenario.results;

import java.nio.file.Path;
import java.util.Objects;
import org.rallyworkbench.engine.scenario.Verdict;
import org.rallyworkbench.engine.xml.FileNames;

/** One scenario file and its verdict, as the Test Results window lists it. */
public record ResultEntry(Path file, Verdict verdict) {

    public ResultEntry {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(verdict, "verdict");
    }

    /** {@code folder/name}: the file name without {@code .scenario.xml}, after its folder's name, for the tree. */
    public String shortName() {
        String base = FileNames.nameOf(file.getFileName().toString(), FileNames.SCENARIO_SUFFIX);
        Path folder = file.getParent() == null ? null : file.getParent().getFileName();
        return folder == null ? base : folder + "/" + base;
    }
}
