package org.rallyworkbench.engine.export;

import java.util.ArrayList;
import java.util.List;
import org.rallyworkbench.engine.model.SourceLocation;

/** Collects the problems of one imported file, so an importer reports them all at once. */
final class ProblemCollector {

    private final String file;
    private final List<ImportProblem> problems = new ArrayList<>();

    ProblemCollector(String file) {
        this.file = file;
    }

    String file() {
        return file;
    }

    void add(int line, int column, String message) {
        problems.add(new ImportProblem(new SourceLocation(file, line, column), message));
    }

    void addAll(ProblemCollector other) {
        problems.addAll(other.problems);
    }

    boolean isEmpty() {
        return problems.isEmpty();
    }

    /** Throws an {@link ImportException} with everything collected, if anything was. */
    void throwIfAny() throws ImportException {
        if (!problems.isEmpty()) {
            throw new ImportException(problems);
        }
    }
}
