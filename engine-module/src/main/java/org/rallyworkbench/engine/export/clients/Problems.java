package org.rallyworkbench.engine.export.clients;

import java.util.ArrayList;
import java.util.List;
import org.rallyworkbench.engine.xml.FormatException;
import org.rallyworkbench.engine.model.Problem;

/** The problems of one client file, collected so a reader reports them all at once. */
public final class Problems {

    private final String file;
    private final List<Problem> problems = new ArrayList<>();

    public Problems(String file) {
        this.file = file;
    }

    public String file() {
        return file;
    }

    public void add(int line, int column, String message) {
        problems.add(new Problem(file, line, column, message));
    }

    public boolean isEmpty() {
        return problems.isEmpty();
    }

    public void throwIfAny() throws FormatException {
        if (!problems.isEmpty()) {
            throw new FormatException(problems);
        }
    }

    /** Throws now with this one problem added (for problems after which nothing more can be read). */
    public FormatException fail(int line, int column, String message) {
        add(line, column, message);
        return new FormatException(problems);
    }
}
