package org.rallyworkbench.engine.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code ./rally}: the command line of the workbench. Exit codes follow FORMATS.md; whatever goes wrong,
 * the user sees a one-line message and exit code 2, never a stack trace.
 */
@Command(name = "rally",
        versionProvider = RallyVersion.class,
        description = "Robot-rally board and rules workbench: validate, verify and run boards and scenarios.",
        // Register a new command by adding its class here, one per line.
        subcommands = {
            ValidateCommand.class,
            VerifyCommand.class,
            RunCommand.class,
            TurnCommand.class,
            ExportCommand.class,
            ImportCommand.class,
            ShowCommand.class,
            BenchCommand.class,
            AnalyzeCommand.class,
            CommandLine.HelpCommand.class,
        })
public final class RallyCli extends RallyCommand {

    /** Exit code for invalid input, usage errors and failures (FORMATS.md). */
    public static final int EXIT_INVALID = 2;

    public static void main(String[] args) {
        // A command line never opens a window: drawing PNGs and tiles must not need (or try) an X server.
        System.setProperty("java.awt.headless", "true");
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        int code = execute(out, err, args);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Runs the command line in-process (for tests and embedding); returns the exit code. */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        try {
            CommandLine commandLine = new CommandLine(new RallyCli());
            ClientFormatRun.describeFormats(commandLine);
            commandLine.setOut(out);
            commandLine.setErr(err);
            commandLine.registerConverter(java.nio.file.Path.class, RallyCli::path);
            commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> {
                cmd.getErr().println("rally " + cmd.getCommandName() + ": " + describe(e));
                return EXIT_INVALID;
            });
            return commandLine.execute(args);
        } catch (RuntimeException | Error e) {
            err.println("rally: " + describe(e));
            return EXIT_INVALID;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** Without a command: show what there is, and fail (a script calling us without one has a bug). */
    @Override
    public Integer call() {
        return usageAndRefuse();
    }

    /** A path from the command line; one this system cannot name (bytes that are not UTF-8) is refused. */
    private static java.nio.file.Path path(String text) {
        try {
            return java.nio.file.Path.of(text);
        } catch (java.nio.file.InvalidPathException e) {
            throw new CommandLine.TypeConversionException("'" + text + "' is not a path this system can open"
                    + " (a name with bytes that are not valid in its encoding?); rename the file");
        }
    }

    /** The message for the user: never a Java class name, a stack trace or a JVM error's wording. */
    static String describe(Throwable e) {
        if (e instanceof OutOfMemoryError) {
            return "the input needs more memory than this command may use; it is far larger than a board";
        }
        if (e instanceof StackOverflowError) {
            return "the input is nested too deeply";
        }
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return "an internal error; please report the command that caused it";
        }
        // "java.nio.file.AccessDeniedException: /x" and the like: keep what follows the class name.
        return message.replaceAll("\\b(?:java|javax|jdk|sun|com|org)\\.[\\w.$]+(?:Exception|Error)(?::\\s*)?", "")
                .strip();
    }
}
