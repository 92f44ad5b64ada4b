package org.rallyworkbench.editor.board.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;

class NewBoardsTest {

    @TempDir
    Path dir;

    @Test
    void aBlankBoardOfTheSizeAskedIsWrittenAndReadsBack() throws Exception {
        File file = NewBoards.create(new NewBoardSpec(" Arena ", 16, 9, Optional.empty(), dir.toFile()));
        assertEquals(dir.resolve("Arena.board.xml").toFile(), file);
        Board board = read(file);
        assertEquals("Arena", board.name());
        assertEquals(16, board.width());
        assertEquals(9, board.height());
        assertTrue(board.flags().isEmpty());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void aSampleIsCopiedUnderTheNewName() throws Exception {
        String sample = SampleBoards.defaultName(SampleBoards.names()).orElseThrow();
        File file = NewBoards.create(new NewBoardSpec("Mine", 1, 1, Optional.of(sample), dir.toFile()));
        Board board = read(file);
        Board original = BoardLoader.load(SampleBoards.text(sample), sample).asOptional().orElseThrow();
        assertEquals("Mine", board.name());
        assertEquals(original.toBuilder().name("Mine").build(), board);
    }

    @Test
    void problemsAreNamedAndAnExistingFileIsNeverOverwritten() throws Exception {
        assertEquals(Optional.of("Give the board a name."),
                new NewBoardSpec("  ", 12, 12, Optional.empty(), dir.toFile()).problem());
        assertTrue(new NewBoardSpec("a/b", 12, 12, Optional.empty(), dir.toFile()).problem().isPresent());
        assertTrue(new NewBoardSpec("big", 257, 12, Optional.empty(), dir.toFile()).problem().isPresent());
        assertTrue(new NewBoardSpec("x", 12, 12, Optional.empty(), dir.resolve("nowhere").toFile()).problem().isPresent());
        Files.writeString(dir.resolve("Taken.board.xml"), "mine");
        NewBoardSpec taken = new NewBoardSpec("Taken", 12, 12, Optional.empty(), dir.toFile());
        assertEquals(Optional.of("Taken.board.xml already exists."), taken.problem());
        assertThrows(IOException.class, () -> NewBoards.create(taken));
        assertEquals("mine", Files.readString(dir.resolve("Taken.board.xml")));
        assertFalse(new NewBoardSpec("ok", 256, 1, Optional.empty(), dir.toFile()).problem().isPresent());
    }

    private static Board read(File file) throws IOException {
        ReadResult<Board> r = BoardLoader.load(Files.readString(file.toPath()), file.getName());
        assertTrue(r.isRead(), r.toString());
        return ((ReadResult.Read<Board>) r).value();
    }
}
