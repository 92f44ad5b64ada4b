package org.rallyworkbench.editor.scenario.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The text a Run All fingerprints: a scenario file's UTF-8 text, or none when it is not readable as one. */
class SuiteRunTextTest {

    @Test
    void aScenarioFileGivesItsText(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("s.scenario.xml"), "<scenario>é</scenario>\n");
        assertEquals("<scenario>é</scenario>\n", SuiteRun.textOf(file));
    }

    @Test
    void aFolderAMissingFileOrBytesThatAreNotUtf8GiveNoText(@TempDir Path dir) throws Exception {
        Path bad = Files.write(dir.resolve("bad.scenario.xml"), new byte[] {'<', (byte) 0xC3, (byte) 0x28, '>'});
        assertNull(SuiteRun.textOf(bad));
        assertNull(SuiteRun.textOf(dir));
        assertNull(SuiteRun.textOf(dir.resolve("missing.scenario.xml")));
    }
}
