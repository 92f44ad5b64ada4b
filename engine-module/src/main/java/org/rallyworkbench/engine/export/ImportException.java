package org.rallyworkbench.engine.export;

import java.util.List;
import java.util.stream.Collectors;

/** A file could not be imported as a board; carries every problem found, not just the first. */
public final class ImportException extends Exception {

    private final List<ImportProblem> problems;

    public ImportException(List<ImportProblem> problems) {
        super(problems.stream().map(ImportProblem::toString).collect(Collectors.joining("\n")));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("an import exception needs at least one problem");
        }
        this.problems = List.copyOf(problems);
    }

    public List<ImportProblem> problems() {
        return problems;
    }
}
