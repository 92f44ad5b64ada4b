package org.rallyworkbench.engine.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.xml.FormatValidator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code rally validate FILE…}: checks boards and scenarios against the XSDs and the rules of FORMATS.md. A
 * scenario that passes those checks is also played (its expectations are not checked) for the rules only playing
 * shows: more cards than unlocked registers in a later turn is an error too.
 */
@Command(name = "validate",
        mixinStandardHelpOptions = true,
        description = {"Checks board and scenario files against the schemas and the rules of FORMATS.md.",
            "Prints each problem as FILE:LINE:COLUMN: message on stderr.",
            "Exit code 0 when all files are valid, 2 otherwise."})
final class ValidateCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "*.board.xml or *.scenario.xml files")
    List<Path> files;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean allValid = true;
        for (Path file : files) {
            List<?> problems = FormatValidator.validate(file);
            if (problems.isEmpty() && FormatValidator.isScenario(file)) {
                problems = ScenarioFiles.scriptErrors(file);
            }
            if (problems.isEmpty()) {
                out.println(file + ": ok");
            } else {
                allValid = false;
                problems.forEach(err::println);
            }
        }
        return allValid ? 0 : RallyCli.EXIT_INVALID;
    }
}
