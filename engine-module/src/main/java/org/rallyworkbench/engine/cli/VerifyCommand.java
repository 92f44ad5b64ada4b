package org.rallyworkbench.engine.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.scenario.Verdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code rally verify PATH…} (FORMATS.md): runs every {@code *.scenario.xml} under the paths, prints a line per
 * scenario ({@code PASS}, {@code FAIL} or {@code INVALID} and the file), the details of failures on stderr,
 * and {@code N passed, M failed} alone on the last line. Exit 0 when all pass, 1 when any failed or is invalid,
 * 2 for a usage error or when no scenario was found.
 */
@Command(name = "verify",
        description = {"Runs every *.scenario.xml under the given paths and checks its expectations.",
            "Exit code 0 when all pass, 1 when any failed or is invalid, 2 on usage errors or nothing found."})
final class VerifyCommand extends RallyCommand {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "scenario files or directories to search")
    List<Path> paths;

    @Override
    public Integer call() {
        List<Path> files;
        try {
            files = ScenarioFiles.find(paths);
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        }
        if (files.isEmpty()) {
            return refuse("no *" + ScenarioFiles.SUFFIX + " found under " + paths);
        }
        PrintWriter out = out();
        PrintWriter err = err();
        int passed = 0;
        int failed = 0;
        for (Path file : files) {
            Verdict v = ScenarioFiles.run(file);
            if (v.passed()) {
                passed++;
            } else {
                failed++;
                out.flush();
                err.print(v.report());
                err.flush();
            }
            out.println(v.headline());
        }
        out.println(passed + " passed, " + failed + " failed");
        return failed == 0 ? 0 : 1;
    }
}
