package org.rallyworkbench.editor.autosave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AutosaveStoreTest {

    @TempDir
    Path dir;

    @Test
    void writesReadsAndRemovesByThePathOfTheBoard() throws Exception {
        AutosaveStore store = new AutosaveStore(dir.resolve("var/autosave"));
        String a = "/home/u/boards/a.board.xml";
        String b = "/home/u/other/a.board.xml";
        assertEquals(Optional.empty(), store.read(a));
        store.write(a, "<board>A</board>\nsecond line");
        store.write(b, "<board>B</board>");
        assertEquals(Optional.of("<board>A</board>\nsecond line"), store.read(a));
        assertEquals(Optional.of("<board>B</board>"), store.read(b));
        store.write(a, "<board>A2</board>");
        assertEquals(Optional.of("<board>A2</board>"), store.read(a));
        assertEquals(2, store.entries().size());
        store.remove(a);
        assertEquals(Optional.empty(), store.read(a));
        assertEquals(List.of(new AutosaveStore.Entry(b, "<board>B</board>")), store.entries());
    }

    @Test
    void keysAreSafeFileNamesAndLeaveNoTemporaryFilesBehind() throws Exception {
        AutosaveStore store = new AutosaveStore(dir);
        String odd = "C:\\boards\\my board: \"x\"?.board.xml";
        store.write(odd, "text");
        assertEquals(Optional.of("text"), store.read(odd));
        try (var files = Files.list(dir)) {
            List<Path> all = files.toList();
            assertEquals(1, all.size(), all.toString());
            assertTrue(all.get(0).getFileName().toString().matches("[0-9a-f]{32}\\.autosave"));
        }
    }

    @Test
    void aMissingFolderHasNoEntriesAndRemovingNothingIsFine() throws Exception {
        AutosaveStore store = new AutosaveStore(dir.resolve("none"));
        assertTrue(store.entries().isEmpty());
        store.remove("/x.board.xml");
        assertFalse(Files.exists(dir.resolve("none")));
    }
}
