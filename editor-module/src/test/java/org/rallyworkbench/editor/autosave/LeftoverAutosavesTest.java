package org.rallyworkbench.editor.autosave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LeftoverAutosavesTest {

    @TempDir
    Path dir;

    @Test
    void offersBoardsWhoseAutosaveDiffersAndDropsOnesThatEqualTheFile() throws Exception {
        AutosaveStore store = new AutosaveStore(dir.resolve("autosave"));
        Path changed = Files.writeString(dir.resolve("b.board.xml"), "saved");
        Path same = Files.writeString(dir.resolve("a.board.xml"), "same");
        Path changed2 = Files.writeString(dir.resolve("c.board.xml"), "saved");
        Path gone = dir.resolve("gone.board.xml");
        store.write(changed.toString(), "unsaved");
        store.write(changed2.toString(), "unsaved too");
        store.write(same.toString(), "same");
        store.write(gone.toString(), "orphan");
        store.write("memory://x/d.board.xml", "in memory");

        assertEquals(List.of(changed, changed2), LeftoverAutosaves.boardsToRecover(store));
        assertTrue(store.read(same.toString()).isEmpty(), "nothing to recover: removed");
        assertEquals("orphan", store.read(gone.toString()).orElseThrow(), "file gone: kept");
        assertEquals("in memory", store.read("memory://x/d.board.xml").orElseThrow());
        assertEquals("unsaved", store.read(changed.toString()).orElseThrow(), "offered, not yet decided");
    }

    @Test
    void noFolderNoBoards() {
        assertEquals(List.of(), LeftoverAutosaves.boardsToRecover(new AutosaveStore(dir.resolve("none"))));
    }
}
