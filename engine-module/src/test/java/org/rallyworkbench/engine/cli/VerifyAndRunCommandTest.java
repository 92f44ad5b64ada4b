package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Exit codes and output shape of {@code verify} and {@code run} (FORMATS.md). */
class VerifyAndRunCommandTest {

    /** One robot moves one step east, and the expectation after register 1 says so (on line 6). */
    static final String PASSING = CommandLineContractTest.PASSING;

    static RallyRun rally(String... args) {
        return RallyRun.of(args);
    }

    @Test
    void verifyPassesFailsAndReportsNothingFound(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("a.scenario.xml"), PASSING);
        RallyRun ok = rally("verify", dir.toString());
        assertEquals(0, ok.code(), ok.err());
        String[] lines = ok.out().split("\n");
        assertEquals("1 passed, 0 failed", lines[lines.length - 1]);

        Files.writeString(dir.resolve("b.scenario.xml"), PASSING.replace("x=\"2\"", "x=\"3\""));
        RallyRun bad = rally("verify", dir.toString());
        assertEquals(1, bad.code());
        assertTrue(bad.out().endsWith("1 passed, 1 failed\n"), bad.out());
        assertTrue(bad.err().contains("b.scenario.xml:6:"), bad.err());
        assertTrue(bad.err().contains("red x: expected 3, actual 2"), bad.err());

        Path empty = Files.createDirectory(dir.resolve("empty"));
        assertEquals(2, rally("verify", empty.toString()).code());
        assertEquals(2, rally("verify", dir.resolve("missing").toString()).code());
        assertEquals(2, rally("verify").code());
    }

    @Test
    void runPrintsTheTraceOrTheXmlLog(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("a.scenario.xml");
        Files.writeString(f, PASSING);
        RallyRun trace = rally("run", f.toString());
        assertEquals(0, trace.code());
        assertTrue(trace.out().contains("red moves E from (1,1) to (2,1)"), trace.out());
        RallyRun xml = rally("run", "--xml", f.toString());
        assertEquals(0, xml.code());
        assertTrue(xml.out().contains("<moved turn=\"1\" register=\"1\" phase=\"movement\" robot=\"red\" dir=\"E\""),
                xml.out());
        assertEquals(2, rally("run", dir.resolve("none.scenario.xml").toString()).code());
    }

    @Test
    void aScenarioWithoutExpectationsIsReportedUncheckedNeverPassed(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("a.scenario.xml");
        Files.writeString(f, PASSING.replaceAll("(?s)<expect.*?</expect>", ""));
        RallyRun run = rally("run", f.toString());
        assertEquals(1, run.code(), run.out());
        assertTrue(run.out().contains("red moves E from (1,1) to (2,1)"), run.out());
        assertTrue(run.out().contains("UNCHECKED " + f + " (ok): no expectations"), run.out());
        assertTrue(!run.out().contains("PASS"), run.out());
        RallyRun verify = rally("verify", dir.toString());
        assertEquals(1, verify.code(), verify.out());
        assertTrue(verify.out().endsWith("0 passed, 1 failed\n"), verify.out());
        assertTrue(verify.err().contains("no expectations"), verify.err());
    }
}
