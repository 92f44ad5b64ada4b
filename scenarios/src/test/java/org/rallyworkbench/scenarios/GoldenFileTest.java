package org.rallyworkbench.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A golden file equals the text it was written from; any other text is compared by XMLUnit, with a report. */
class GoldenFileTest {

    private static final String EVENTS = "<events>\n  <moved turn=\"1\" register=\"1\" robot=\"red\" x=\"2\"/>\n</events>\n";

    @TempDir
    Path folder;

    @Test
    void theTextItWasWrittenFromHasNoDifferences() throws IOException {
        GoldenFile golden = new GoldenFile(folder.resolve("a.events.xml"));
        golden.write(EVENTS);
        assertEquals(Optional.empty(), golden.differences(EVENTS));
    }

    @Test
    void otherWhitespaceIsNoDifferenceButAnotherValueIsReportedWithItsEvent() throws IOException {
        GoldenFile golden = new GoldenFile(folder.resolve("a.events.xml"));
        golden.write(EVENTS);
        assertEquals(Optional.empty(), golden.differences(EVENTS.replace("\n  ", "\n    ")));
        String report = golden.differences(EVENTS.replace("x=\"2\"", "x=\"3\"")).orElseThrow();
        assertTrue(report.contains("1 difference"), report);
        assertTrue(report.contains("golden: <moved turn=\"1\" register=\"1\" robot=\"red\" x=\"2\"/>"), report);
        assertTrue(report.contains("now:    <moved turn=\"1\" register=\"1\" robot=\"red\" x=\"3\"/>"), report);
    }
}
