package org.rallyworkbench.engine.director;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;

/**
 * A game-state or submissions file that cannot be used. Carries every problem found, in file order; the message is
 * one problem a line, each {@code FILE:LINE:COLUMN: message}.
 */
public final class DirectorFileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient List<Problem> problems;

    public DirectorFileException(List<Problem> problems) {
        this(problems, null);
    }

    public DirectorFileException(Problem problem, Throwable cause) {
        this(List.of(problem), cause);
    }

    private DirectorFileException(List<Problem> problems, Throwable cause) {
        super(problems.stream().map(Problem::toString).collect(Collectors.joining("\n")), cause);
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a DirectorFileException needs at least one problem");
        }
        this.problems = List.copyOf(problems);
    }

    /** Every problem found. Never empty. */
    public List<Problem> problems() {
        return problems;
    }

    /** A reader of one director file that throws its problems. */
    interface Reader<T> {
        T read(Path file) throws DirectorFileException;
    }

    /** What {@code reader} reads from {@code file}, or its problems, as a {@link ReadResult}. */
    static <T> ReadResult<T> load(Path file, Reader<T> reader) {
        try {
            return ReadResult.read(reader.read(file));
        } catch (DirectorFileException e) {
            return ReadResult.failed(e.problems);
        }
    }
}
