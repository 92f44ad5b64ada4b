package org.rallyworkbench.editor.board.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The New Board wizard's step checks, without a display. */
class NewBoardValidationTest {

    private static final Predicate<File> WRITABLE = f -> true;
    private static final List<String> SAMPLES = List.of("a.board.xml", "b.board.xml");

    @TempDir
    Path dir;

    @Test
    void theFileNameFollowsTheBoardName() {
        assertEquals("Arena.board.xml", NewBoardValidation.fileName("  Arena "));
        assertEquals("", NewBoardValidation.fileName("   "));
        assertEquals("", NewBoardValidation.fileName(null));
    }

    @Test
    void stepOneWantsANameThatCanBeAFileName() {
        File folder = dir.toFile();
        assertEquals(Optional.of("Give the board a name."), NewBoardValidation.nameAndLocation(" ", folder, WRITABLE));
        assertEquals(Optional.of("Give the board a name."), NewBoardValidation.nameAndLocation(null, folder, WRITABLE));
        for (String bad : List.of("a/b", "a\\b", "a:b", "a*", "why?", "\"q\"", "<x>", "a|b", ".hidden")) {
            assertTrue(NewBoardValidation.nameAndLocation(bad, folder, WRITABLE).orElse("").startsWith("A name cannot"),
                    bad);
        }
        assertEquals(Optional.empty(), NewBoardValidation.nameAndLocation("Arena 2", folder, WRITABLE));
    }

    @Test
    void stepOneWantsAnExistingWritableFolder() {
        assertEquals(Optional.of("Choose an existing folder."),
                NewBoardValidation.nameAndLocation("x", dir.resolve("nowhere").toFile(), WRITABLE));
        assertEquals(Optional.of("Choose an existing folder."), NewBoardValidation.nameAndLocation("x", null, WRITABLE));
        assertEquals(Optional.of("Choose an existing folder."),
                NewBoardValidation.nameAndLocation("x", new File(""), WRITABLE));
        assertEquals(Optional.of("The folder " + dir.toFile().getPath() + " is not writable."),
                NewBoardValidation.nameAndLocation("x", dir.toFile(), f -> false));
    }

    @Test
    void stepOneRefusesAFileThatExists() throws Exception {
        Files.writeString(dir.resolve("Taken.board.xml"), "mine");
        assertEquals(Optional.of("Taken.board.xml already exists."),
                NewBoardValidation.nameAndLocation(" Taken ", dir.toFile(), WRITABLE));
        assertEquals(Optional.empty(), NewBoardValidation.nameAndLocation("Taken2", dir.toFile(), WRITABLE));
    }

    @Test
    void theNameIsCheckedBeforeTheFolder() {
        assertEquals(Optional.of("Give the board a name."),
                NewBoardValidation.nameAndLocation("", dir.resolve("nowhere").toFile(), f -> false));
    }

    @Test
    void stepTwoWantsABlankSizeFrom1To256() {
        String bad = "Width and height are whole numbers from 1 to 256.";
        assertEquals(Optional.empty(), NewBoardValidation.sizeAndStart(true, 1, 256, Optional.empty(), SAMPLES));
        assertEquals(Optional.empty(), NewBoardValidation.sizeAndStart(true, 12, 12, Optional.empty(), SAMPLES));
        assertEquals(Optional.of(bad), NewBoardValidation.sizeAndStart(true, 0, 12, Optional.empty(), SAMPLES));
        assertEquals(Optional.of(bad), NewBoardValidation.sizeAndStart(true, 12, 257, Optional.empty(), SAMPLES));
        assertEquals(Optional.of(bad), NewBoardValidation.sizeAndStart(true, null, 12, Optional.empty(), SAMPLES));
        assertEquals(Optional.of(bad), NewBoardValidation.sizeAndStart(true, 12, -3, Optional.empty(), SAMPLES));
    }

    @Test
    void stepTwoWantsOneOfTheSamplesOffered() {
        String missing = "Choose a sample to start from.";
        assertEquals(Optional.empty(), NewBoardValidation.sizeAndStart(false, null, null, Optional.of("b.board.xml"), SAMPLES));
        assertEquals(Optional.of(missing), NewBoardValidation.sizeAndStart(false, 12, 12, Optional.empty(), SAMPLES));
        assertEquals(Optional.of(missing),
                NewBoardValidation.sizeAndStart(false, 12, 12, Optional.of("other.board.xml"), SAMPLES));
    }

    @Test
    void sizesAreReadAsTyped() {
        assertEquals(Integer.valueOf(16), NewBoardValidation.parseSize(" 16 "));
        assertEquals(Integer.valueOf(300), NewBoardValidation.parseSize("300"));
        assertNull(NewBoardValidation.parseSize(""));
        assertNull(NewBoardValidation.parseSize("1,2"));
        assertNull(NewBoardValidation.parseSize(null));
    }

    @Test
    void theBundledSamplesAreOfferedAndPassStepTwo() {
        List<String> samples = SampleBoards.names();
        for (String s : samples) {
            assertEquals(Optional.empty(), NewBoardValidation.sizeAndStart(false, null, null, Optional.of(s), samples), s);
        }
    }

    @Test
    void writingANewFileNeverReplacesOneAndLeavesNoTemporaryFile() throws Exception {
        Path target = dir.resolve("Race.board.xml");
        NewBoards.writeNew(target, "first");
        assertEquals("first", Files.readString(target));
        assertThrows(FileAlreadyExistsException.class, () -> NewBoards.writeNew(target, "second"));
        assertEquals("first", Files.readString(target));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void theBadNameMessageShowsEachCharacterOnce() {
        // it showed two backslashes ("/ \\ :") and the wizard's message line dropped its '<'
        String message = NewBoardValidation.name("a/b").orElseThrow();
        assertTrue(message.contains(" \\ ") && !message.contains("\\\\") && !message.contains("<"), message);
    }
}
