package org.rallyworkbench.engine.cli;

import java.nio.file.Path;
import java.util.List;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.xml.FormatValidator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code rally validate FILE…}: checks boards and scenarios against the XSDs and the rules of FORMATS.md. A
 * scenario that passes those checks is also played (its expectations are not checked) for the rules only playing
 * shows: more cards than unlocked registers in a later turn is an error too.
 */
@Command(name = "validate",
        description = {"Checks board and scenario files against the schemas and the rules of FORMATS.md.",
            "Prints each problem as FILE:LINE:COLUMN: message on stderr.",
            "Exit code 0 when all files are valid, 2 otherwise."})
final class ValidateCommand extends RallyCommand {

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "*.board.xml or *.scenario.xml files")
    List<Path> files;

    @Override
    public Integer call() {
        boolean allValid = true;
        for (Path file : files) {
            List<?> problems = FormatValidator.validate(file);
            if (problems.isEmpty() && FormatValidator.isScenario(file)) {
                problems = ScenarioFiles.scriptErrors(file);
            }
            if (problems.isEmpty()) {
                out().println(file + ": ok");
            } else {
                allValid = false;
                refuse(problems);
            }
        }
        return allValid ? 0 : RallyCli.EXIT_INVALID;
    }
}
