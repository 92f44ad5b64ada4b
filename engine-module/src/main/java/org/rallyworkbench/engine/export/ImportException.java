package org.rallyworkbench.engine.export;

import java.util.List;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;
import java.util.stream.Collectors;

/** A file could not be imported as a board; carries every problem found, not just the first. */
public final class ImportException extends Exception {

    private final List<Problem> problems;

    public ImportException(List<Problem> problems) {
        super(problems.stream().map(Problem::toString).collect(Collectors.joining("\n")));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("an import exception needs at least one problem");
        }
        this.problems = List.copyOf(problems);
    }

    /** The problems as a failed {@link ReadResult}. */
    public <T> ReadResult<T> result() {
        return ReadResult.failed(problems);
    }

    public List<Problem> problems() {
        return problems;
    }
}
