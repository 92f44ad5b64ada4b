package org.rallyworkbench.editor.board.file;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileWriterTest {

    @Test
    void savingKeepsTheOldVersionAsBak(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("a.board.xml");
        AtomicFileWriter.write(file, "one");
        AtomicFileWriter.write(file, "two");
        assertEquals("two", Files.readString(file));
        assertEquals("one", Files.readString(AtomicFileWriter.backupOf(file)));
        assertEquals("rw-r--r--", java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        try (var files = Files.list(dir)) {
            assertEquals(2, files.count(), "no temporary file left behind");
        }
    }
}
