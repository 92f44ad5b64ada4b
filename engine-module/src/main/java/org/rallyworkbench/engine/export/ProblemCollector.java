package org.rallyworkbench.engine.export;

import java.util.ArrayList;
import java.util.List;
import org.rallyworkbench.engine.model.SourceLocation;

/** Collects the problems of one imported file, so an importer reports them all at once. */
public final class ProblemCollector {

    /** Problems kept per file: past this, one more line says how many were left out. */
    static final int MAX_PROBLEMS = 200;

    private final String file;
    private final List<ImportProblem> problems = new ArrayList<>();
    private int leftOut;

    public ProblemCollector(String file) {
        this.file = file;
    }

    public String file() {
        return file;
    }

    public void add(int line, int column, String message) {
        if (problems.size() < MAX_PROBLEMS) {
            problems.add(new ImportProblem(new SourceLocation(file, line, column), message));
        } else {
            leftOut++;
        }
    }

    public void addAll(ProblemCollector other) {
        for (ImportProblem p : other.problems) {
            if (problems.size() < MAX_PROBLEMS) {
                problems.add(p);
            } else {
                leftOut++;
            }
        }
        leftOut += other.leftOut;
    }

    public boolean isEmpty() {
        return problems.isEmpty();
    }

    /** Throws an {@link ImportException} with everything collected, if anything was. */
    public void throwIfAny() throws ImportException {
        if (!problems.isEmpty()) {
            List<ImportProblem> all = new ArrayList<>(problems);
            if (leftOut > 0) {
                ImportProblem last = problems.get(problems.size() - 1);
                all.add(new ImportProblem(last.location(), "... and " + leftOut + " more problems"));
            }
            throw new ImportException(all);
        }
    }
}
