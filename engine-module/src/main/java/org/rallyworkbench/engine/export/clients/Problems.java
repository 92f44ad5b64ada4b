package org.rallyworkbench.engine.export.clients;

import org.rallyworkbench.engine.model.ProblemCollector;
import org.rallyworkbench.engine.xml.FormatException;

/**
 * The problems of one client file, collected so a reader reports them all at once (the first
 * {@link ProblemCollector#MAX_LISTED}, then a count of the rest).
 */
public final class Problems {

    private final ProblemCollector problems;

    public Problems(String file) {
        this.problems = new ProblemCollector(file);
    }

    public String file() {
        return problems.file();
    }

    public void add(int line, int column, String message) {
        problems.add(line, column, message);
    }

    public boolean isEmpty() {
        return problems.isEmpty();
    }

    public void throwIfAny() throws FormatException {
        if (!problems.isEmpty()) {
            throw new FormatException(problems.problems());
        }
    }

    /** Throws now with this one problem added (for problems after which nothing more can be read). */
    public FormatException fail(int line, int column, String message) {
        add(line, column, message);
        return new FormatException(problems.problems());
    }
}
