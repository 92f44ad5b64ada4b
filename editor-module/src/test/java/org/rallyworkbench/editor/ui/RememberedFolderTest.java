package org.rallyworkbench.editor.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Import Board and Run All Scenarios start in the folder last used, or near the open file, not in home. */
class RememberedFolderTest {

    @TempDir
    Path dir;

    @Test
    void theRememberedFolderComesFirst() throws IOException {
        File last = Files.createDirectory(dir.resolve("last")).toFile();
        File board = Files.createDirectory(dir.resolve("boards")).toFile();
        assertEquals(last, RememberedFolder.firstFolder(last.getPath(), board));
    }

    @Test
    void withoutOneTheOpenFilesFolderIsUsedNotHome() throws IOException {
        File board = Files.createDirectory(dir.resolve("boards")).toFile();
        assertEquals(board, RememberedFolder.firstFolder(null, null, board));
        assertEquals(board, RememberedFolder.firstFolder(dir.resolve("deleted").toString(), board),
                "a remembered folder that is gone is skipped");
    }

    @Test
    void withNothingNearbyItIsTheHomeFolder() {
        assertEquals(new File(System.getProperty("user.home")),
                RememberedFolder.firstFolder(null, (File) null, dir.resolve("missing").toFile()));
    }
}
