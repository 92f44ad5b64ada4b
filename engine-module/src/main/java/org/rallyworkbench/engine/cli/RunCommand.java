package org.rallyworkbench.engine.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.rallyworkbench.engine.scenario.EventXmlWriter;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.scenario.TraceWriter;
import org.rallyworkbench.engine.scenario.Verdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code rally run SCENARIO} (FORMATS.md): prints the trace of a scenario, register by register and phase by
 * phase, then its verdict; {@code --xml} prints the event log as XML instead (the verdict goes to stderr).
 * Exit codes as {@code verify}. {@code --record} writes the actual outcome as expectations into a copy instead.
 */
@Command(name = "run",
        description = {"Runs one scenario and prints what happens: every register and phase with its events.",
            "Exit code 0 when its expectations hold, 1 when one fails or the scenario is invalid, 2 on usage errors."})
final class RunCommand extends RallyCommand {

    @Parameters(arity = "1", paramLabel = "SCENARIO", description = "a *.scenario.xml file")
    Path file;

    @Option(names = "--xml", description = "print the event log as XML (namespace urn:rally-workbench:events:1)")
    boolean xml;

    @Option(names = "--record", description = {"write a copy of the scenario whose expect elements are the actual "
            + "outcome (approval style): after each turn, every robot's state and the winners.",
        "The copy goes to -o, by default NAME.recorded.xml beside the scenario; the scenario itself is only "
            + "overwritten with --overwrite."})
    boolean record;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "where --record writes the copy")
    Path output;

    @Option(names = "--overwrite", description = "let --record replace the scenario file itself")
    boolean overwrite;

    @Override
    public Integer call() {
        if (!Files.isRegularFile(file)) {
            return refuse(Files.isDirectory(file) ? file + ": is a directory; name a scenario file"
                    : Files.exists(file) ? file + ": is not a regular file (a FIFO, device or socket)"
                    : "no such file: " + file);
        }
        PrintWriter out = out();
        PrintWriter err = err();
        if (record) {
            return RecordCommand.record(file, output, overwrite, out, err);
        }
        Verdict v = ScenarioFiles.run(file);
        if (xml) {
            out.print(EventXmlWriter.write(v.scenario(), v.events()));
            out.flush();
            if (!v.passed()) {
                err.print(v.report());
            }
        } else {
            TraceWriter.trace(v.events()).forEach(out::println);
            out.println();
            out.print(v.report());
        }
        return v.passed() ? 0 : 1;
    }
}
