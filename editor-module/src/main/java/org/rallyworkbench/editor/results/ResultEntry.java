package org.rallyworkbench.editor.results;

import java.nio.file.Path;
import java.util.Objects;
import org.rallyworkbench.engine.scenario.Verdict;

/** One scenario file and its verdict, as the Test Results window lists it. */
public record ResultEntry(Path file, Verdict verdict) {

    public ResultEntry {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(verdict, "verdict");
    }

    /** {@code folder/name}: the file name without {@code .scenario.xml}, after its folder's name, for the tree. */
    public String shortName() {
        String name = file.getFileName().toString();
        String base = name.endsWith(".scenario.xml") ? name.substring(0, name.length() - ".scenario.xml".length()) : name;
        Path folder = file.getParent() == null ? null : file.getParent().getFileName();
        return folder == null ? base : folder + "/" + base;
    }
}
