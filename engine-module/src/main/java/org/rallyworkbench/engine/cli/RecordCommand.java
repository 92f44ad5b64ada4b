package org.rallyworkbench.engine.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.scenario.Approval;
import org.rallyworkbench.engine.scenario.ScenarioException;
import org.rallyworkbench.engine.scenario.ScriptError;
import org.rallyworkbench.engine.xml.FileNames;

/** {@code rally run --record}: where the recorded copy goes, and never over the scenario unless asked. */
final class RecordCommand {

    private RecordCommand() {
    }

    static int record(Path scenario, Path output, boolean overwrite, PrintWriter out, PrintWriter err) {
        Path target = output != null ? output : defaultOutput(scenario);
        if (isSameFile(scenario, target) && !overwrite) {
            err.println("rally run --record: " + target + " is the scenario itself; add --overwrite to replace it");
            return RallyCli.EXIT_INVALID;
        }
        try {
            org.rallyworkbench.engine.io.OutputFiles.requireWritableKind(target);
            AtomicFiles.writeString(target, Approval.record(scenario));
        } catch (ScenarioException e) {
            e.errors().stream().map(ScriptError::toString).forEach(err::println);
            return 1;
        } catch (IOException e) {
            err.println("rally run --record: " + e.getMessage());
            return RallyCli.EXIT_INVALID;
        }
        out.println("recorded " + scenario + " -> " + target);
        return 0;
    }

    /** {@code NAME.scenario.xml} → {@code NAME.recorded.xml}, beside it (not picked up by verify until renamed). */
    static Path defaultOutput(Path scenario) {
        String base = FileNames.nameOf(scenario.getFileName().toString(), FileNames.SCENARIO_SUFFIX);
        return scenario.resolveSibling(base + ".recorded.xml");
    }

    private static boolean isSameFile(Path a, Path b) {
        try {
            return Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }
}
