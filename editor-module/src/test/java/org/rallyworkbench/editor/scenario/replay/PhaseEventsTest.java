package org.rallyworkbench.editor.scenario.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;
import org.rallyworkbench.engine.scenario.TraceWriter;

/**
 * The Replay's events list shows each phase's events exactly as {@code ./rally run} prints them: frame after frame,
 * its lines are the trace's lines without the headings.
 */
class PhaseEventsTest {

    @Test
    void theListsOfAllFramesAreTheTraceWithoutItsHeadings() throws Exception {
        List<Path> files = new ArrayList<>();
        for (String folder : List.of("options", "lasers", "movement")) {
            try (Stream<Path> s = Files.list(ScenarioFixtures.SUITE.resolve(folder))) {
                s.filter(p -> p.toString().endsWith(".scenario.xml")).sorted().forEach(files::add);
            }
        }
        int checked = 0;
        for (Path file : files) {
            ScenarioRun run = ScenarioFixtures.run(ScenarioFixtures.read(file), file.getParent());
            if (run.initial().isEmpty()) {
                continue;
            }
            List<String> shown = new ArrayList<>();
            Timeline t = ReplayRuns.timeline(run);
            for (Frame f : t.frames()) {
                shown.addAll(ReplaySidePanel.eventLines(f));
            }
            List<String> printed = TraceWriter.trace(run.verdict().events()).stream()
                    .filter(line -> line.startsWith("      ") || line.startsWith("    ") && !isHeading(line))
                    .map(String::trim).toList();
            assertEquals(printed, shown, file.toString());
            checked++;
        }
        assertEquals(true, checked >= 100, "scenarios checked: " + checked);
    }

    /** The trace's phase headings under a turn ("    Movement" under a register, "  Dealing" under the turn). */
    private static boolean isHeading(String line) {
        return !line.startsWith("      ") && line.startsWith("    ") && Character.isUpperCase(line.trim().charAt(0))
                && line.trim().chars().allMatch(c -> Character.isLetter(c) || c == ' ');
    }
}
