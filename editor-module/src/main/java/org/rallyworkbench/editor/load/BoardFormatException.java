package org.rallyworkbench.editor.load;

import java.util.List;

/** Temporary: stands in for the engine's {@code xml.FormatException} until branch xml lands. */
final class BoardFormatException extends Exception {

    private final List<Problem> problems;

    BoardFormatException(List<Problem> problems) {
        super(problems.isEmpty() ? "invalid board" : problems.get(0).toString());
        this.problems = List.copyOf(problems);
    }

    List<Problem> problems() {
        return problems;
    }
}
