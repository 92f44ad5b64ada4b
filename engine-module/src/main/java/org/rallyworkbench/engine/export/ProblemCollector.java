package org.rallyworkbench.engine.export;

import java.util.ArrayList;
import java.util.List;
import org.rallyworkbench.engine.model.SourceLocation;

/** Collects the problems of one imported file, so an importer reports them all at once. */
public final class ProblemCollector {

    private final String file;
    private final List<ImportProblem> problems = new ArrayList<>();

    public ProblemCollector(String file) {
        this.file = file;
    }

    public String file() {
        return file;
    }

    public void add(int line, int column, String message) {
        problems.add(new ImportProblem(new SourceLocation(file, line, column), message));
    }

    public void addAll(ProblemCollector other) {
        problems.addAll(other.problems);
    }

    public boolean isEmpty() {
        return problems.isEmpty();
    }

    /** Throws an {@link ImportException} with everything collected, if anything was. */
    public void throwIfAny() throws ImportException {
        if (!problems.isEmpty()) {
            throw new ImportException(problems);
        }
    }
}
