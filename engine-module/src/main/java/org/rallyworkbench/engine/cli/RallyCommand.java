package org.rallyworkbench.engine.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What every {@code rally} command shares: the standard help options (picocli reads a superclass's
 * {@code @Command} attributes and {@code @Spec} field for each subclass), the streams picocli gives it, and the
 * two ways a command refuses its input with exit code 2 (FORMATS.md).
 */
@Command(mixinStandardHelpOptions = true)
abstract class RallyCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    /** Standard output as picocli was given it ({@link RallyCli#execute}'s {@code out}). */
    final PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** Standard error as picocli was given it. */
    final PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /** Prints {@code rally COMMAND: message} on stderr and returns exit code 2. */
    final int refuse(String message) {
        err().println(spec.qualifiedName() + ": " + message);
        return RallyCli.EXIT_INVALID;
    }

    /** Prints each problem (already naming file, line and column) on its own line of stderr; returns exit code 2. */
    final int refuse(List<?> problems) {
        problems.forEach(err()::println);
        return RallyCli.EXIT_INVALID;
    }

    /** For a command that only groups others: prints its usage on stderr and fails, as a script lacks a word. */
    final int usageAndRefuse() {
        spec.commandLine().usage(err());
        return RallyCli.EXIT_INVALID;
    }
}
