package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A board or scenario file that cannot be used: unreadable, malformed, not valid against its schema, or
 * breaking a semantic rule of FORMATS.md. Carries every problem found, in file order.
 */
public final class FormatException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient List<Problem> problems;

    public FormatException(List<Problem> problems) {
        super(problems.stream().map(Problem::toString).collect(Collectors.joining("\n")));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a FormatException needs at least one problem");
        }
        this.problems = List.copyOf(problems);
    }

    public FormatException(Problem problem) {
        this(List.of(problem));
    }

    /** The problems as a failed {@link ReadResult}, for readers that return one. */
    public <T> ReadResult<T> result() {
        return ReadResult.failed(problems);
    }

    /** Every problem found, each printing as {@code FILE:LINE:COLUMN: message}. Never empty. */
    public List<Problem> problems() {
        return problems;
    }
}
