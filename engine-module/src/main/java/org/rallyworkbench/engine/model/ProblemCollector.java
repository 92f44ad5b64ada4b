package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Collects the problems of one file as a reader finds them, so that it reports them all at once: as a
 * {@link ReadResult}, or through the reader's exception.
 */
public final class ProblemCollector {

    private final String file;
    private final List<Problem> problems = new ArrayList<>();

    public ProblemCollector(String file) {
        this.file = file;
    }

    public String file() {
        return file;
    }

    public void add(int line, int column, String message) {
        problems.add(new Problem(file, line, column, message));
    }

    public void add(Problem problem) {
        problems.add(problem);
    }

    public void addAll(ProblemCollector other) {
        problems.addAll(other.problems);
    }

    /** The last problem added; only when not {@link #isEmpty()}. */
    public Problem last() {
        return problems.get(problems.size() - 1);
    }

    /** Replaces the last problem added (a reader that merges two reports of one mistake into one line). */
    public void replaceLast(Problem problem) {
        problems.set(problems.size() - 1, problem);
    }

    public boolean isEmpty() {
        return problems.isEmpty();
    }

    public List<Problem> problems() {
        return List.copyOf(problems);
    }

    /** Failed with what was collected; only when not {@link #isEmpty()}. */
    public <T> ReadResult<T> failed() {
        return ReadResult.failed(problems);
    }

    /** Failed with what was collected, if anything was; else read, with the value {@code value} makes. */
    public <T> ReadResult<T> result(Supplier<T> value) {
        return problems.isEmpty() ? ReadResult.read(value.get()) : ReadResult.failed(problems);
    }
}
