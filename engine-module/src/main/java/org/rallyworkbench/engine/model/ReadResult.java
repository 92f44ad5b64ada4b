package org.rallyworkbench.engine.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * What reading one file gave: the value ({@link Read}), or every problem that kept it from being read, each
 * with its file, line and column ({@link Failed}, never empty). What every reader of the project returns and
 * every user of a reader (the command line, the JUnit engine, the editors) consumes, so that a file's problems
 * are reported the same way everywhere.
 */
public sealed interface ReadResult<T> {

    /** The file was read. */
    record Read<T>(T value) implements ReadResult<T> {
        public Read {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public List<Problem> problems() {
            return List.of();
        }
    }

    /** The file could not be read; at least one problem, in file order. */
    record Failed<T>(List<Problem> problems) implements ReadResult<T> {
        public Failed {
            problems = List.copyOf(problems);
            if (problems.isEmpty()) {
                throw new IllegalArgumentException("a failed read needs at least one problem");
            }
        }
    }

    static <T> ReadResult<T> read(T value) {
        return new Read<>(value);
    }

    static <T> ReadResult<T> failed(List<Problem> problems) {
        return new Failed<>(problems);
    }

    static <T> ReadResult<T> failed(Problem problem) {
        return new Failed<>(List.of(problem));
    }

    /** Every problem found; empty when the file was read. */
    List<Problem> problems();

    /** The value, when the file was read. */
    default Optional<T> asOptional() {
        return this instanceof Read<T> r ? Optional.of(r.value()) : Optional.empty();
    }

    default boolean isRead() {
        return this instanceof Read;
    }

    /** The value made from this one by {@code f}; the same problems when this one failed. */
    default <U> ReadResult<U> map(Function<? super T, ? extends U> f) {
        return this instanceof Read<T> r ? new Read<>(f.apply(r.value())) : new Failed<>(problems());
    }

    /** The value, or the exception {@code toException} makes of the problems. */
    default <E extends Exception> T orElseThrow(Function<List<Problem>, E> toException) throws E {
        if (this instanceof Read<T> r) {
            return r.value();
        }
        throw toException.apply(problems());
    }
}
