package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Collects the problems of one file as a reader finds them, so that it reports them all at once: as a
 * {@link ReadResult}, or through the reader's exception. A file with thousands of mistakes (a map of 65,536
 * unknown tiles) lists the first {@link #MAX_LISTED} and then one line that counts the rest, at the place of
 * the first one left out: enough to start fixing, never a flood of lines or a heap of problems.
 */
public final class ProblemCollector {

    /** How many problems of one file are listed. */
    public static final int MAX_LISTED = 200;

    private final String file;
    private final List<Problem> problems = new ArrayList<>();
    private Problem lastAdded;
    private Problem firstLeftOut;
    private int leftOut;

    public ProblemCollector(String file) {
        this.file = file;
    }

    public String file() {
        return file;
    }

    public void add(int line, int column, String message) {
        add(new Problem(file, line, column, message));
    }

    public void add(Problem problem) {
        lastAdded = problem;
        if (problems.size() < MAX_LISTED) {
            problems.add(problem);
        } else if (leftOut++ == 0) {
            firstLeftOut = problem;
        }
    }

    public void addAll(ProblemCollector other) {
        other.problems.forEach(this::add);
        if (other.leftOut > 0) {
            if (leftOut == 0) {
                firstLeftOut = other.firstLeftOut;
            }
            leftOut += other.leftOut;
            lastAdded = other.lastAdded;
        }
    }

    /** The last problem added; only when not {@link #isEmpty()}. */
    public Problem last() {
        return lastAdded;
    }

    /** Replaces the last problem added (a reader that merges two reports of one mistake into one line). */
    public void replaceLast(Problem problem) {
        if (leftOut == 0) {
            problems.set(problems.size() - 1, problem);
        } else if (leftOut == 1) {
            firstLeftOut = problem;
        }
        lastAdded = problem;
    }

    public boolean isEmpty() {
        return problems.isEmpty();
    }

    /** The problems listed, and the line that counts those left out, if any were. */
    public List<Problem> problems() {
        if (leftOut == 0) {
            return List.copyOf(problems);
        }
        List<Problem> all = new ArrayList<>(problems);
        all.add(new Problem(firstLeftOut.file(), firstLeftOut.line(), firstLeftOut.column(), "… and " + leftOut
                + " more problems (only the first " + MAX_LISTED + " are listed)"));
        return all;
    }

    /** Failed with what was collected; only when not {@link #isEmpty()}. */
    public <T> ReadResult<T> failed() {
        return ReadResult.failed(problems());
    }

    /** Failed with what was collected, if anything was; else read, with the value {@code value} makes. */
    public <T> ReadResult<T> result(Supplier<T> value) {
        return problems.isEmpty() ? ReadResult.read(value.get()) : ReadResult.failed(problems());
    }
}
