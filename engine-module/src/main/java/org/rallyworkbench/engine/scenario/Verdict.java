package org.rallyworkbench.engine.scenario;

import java.util.List;
import java.util.Set;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.SourceLocation;

/**
 * The outcome of running a scenario: passed, failed (with each failing expectation), invalid (with the
 * script errors), or unchecked (it ran, but has no {@code expect} to check: never counted as passed).
 * {@code events} is the whole event log of the run, for traces; {@code checked} holds the
 * locations of the expectations that were actually checked (a script error stops the run before the rest).
 */
public record Verdict(String scenario, String file, Outcome outcome, List<Failure> failures,
                      List<ScriptError> errors, List<GameEvent> events, Set<SourceLocation> checked) {

    public enum Outcome { PASSED, FAILED, INVALID, NO_EXPECTATIONS }

    /** What a scenario without any {@code expect} reports instead of passing. */
    public static final String NO_EXPECTATIONS_MESSAGE =
            "no expectations: nothing was checked (add an <expect>, or Approve the run in the Replay)";

    public Verdict {
        failures = List.copyOf(failures);
        errors = List.copyOf(errors);
        events = List.copyOf(events);
        checked = Set.copyOf(checked);
    }

    /** A verdict that does not say which expectations were checked (none, for an unreadable file). */
    public Verdict(String scenario, String file, Outcome outcome, List<Failure> failures,
                   List<ScriptError> errors, List<GameEvent> events) {
        this(scenario, file, outcome, failures, errors, events, Set.of());
    }

    public boolean passed() { return outcome == Outcome.PASSED; }

    /**
     * A failing {@code expect}: where it is written, when it was checked, each differing attribute, and the
     * events of the register that produced the state.
     */
    public record Failure(SourceLocation location, String when, List<Difference> differences,
                          List<GameEvent> events) {
        public Failure {
            differences = List.copyOf(differences);
            events = List.copyOf(events);
        }

        /** {@code FILE:LINE:COLUMN: expectation failed WHEN}, each difference, then the register's events. */
        public String report(String indent) {
            StringBuilder sb = new StringBuilder();
            sb.append(indent).append(location).append(": expectation failed ").append(when).append('\n');
            for (Difference d : differences) {
                sb.append(indent).append("  ").append(d).append('\n');
            }
            if (!events.isEmpty()) {
                sb.append(indent).append("  events:\n");
                for (String line : TraceWriter.lines(events)) {
                    sb.append(indent).append("    ").append(line).append('\n');
                }
            }
            return sb.toString();
        }
    }

    /** One attribute that differs: {@code robot} is the robot's name, or empty for a winner check. */
    public record Difference(String robot, String attribute, String expected, String actual) {
        @Override
        public String toString() {
            return (robot.isEmpty() ? "" : robot + " ") + attribute + ": expected " + expected + ", actual " + actual;
        }
    }

    /** The full human-readable report: a headline, then each failure or error with its details. */
    public String report() {
        StringBuilder sb = new StringBuilder();
        sb.append(headline()).append('\n');
        if (outcome == Outcome.NO_EXPECTATIONS) {
            sb.append("  ").append(NO_EXPECTATIONS_MESSAGE).append('\n');
        }
        for (ScriptError e : errors) {
            sb.append("  ").append(e).append('\n');
        }
        for (Failure f : failures) {
            sb.append(f.report("  "));
        }
        return sb.toString();
    }

    /** {@code PASS file (name)}, {@code FAIL …}, {@code INVALID …} or {@code UNCHECKED … : no expectations}. */
    public String headline() {
        String word = switch (outcome) {
            case PASSED -> "PASS";
            case FAILED -> "FAIL";
            case INVALID -> "INVALID";
            case NO_EXPECTATIONS -> "UNCHECKED";
        };
        return word + " " + file + (scenario.isEmpty() ? "" : " (" + scenario + ")")
                + (outcome == Outcome.NO_EXPECTATIONS ? ": no expectations" : "");
    }
}
