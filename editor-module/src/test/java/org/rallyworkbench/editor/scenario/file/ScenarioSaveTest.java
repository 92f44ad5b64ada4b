package org.rallyworkbench.editor.scenario.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import javax.swing.text.StyledDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openide.cookies.EditorCookie;
import org.openide.cookies.SaveCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.rallyworkbench.editor.board.file.AtomicFileWriter;
import org.rallyworkbench.editor.board.file.AtomicSaveStream;
import org.rallyworkbench.engine.io.AtomicFiles;

/** Saving a scenario: atomic, the old version kept as {@code .bak}; a save that fails leaves the file whole. */
class ScenarioSaveTest {

    private static final String OLD = "<scenario name=\"old\"/>\n";
    private static final String NEW = "<scenario name=\"new\"/>\n";

    @Test
    void aCompleteSaveReplacesTheFileAndKeepsABackup(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("s.scenario.xml"), OLD);
        int[] refreshed = {0};
        try (AtomicSaveStream out = new AtomicSaveStream(file, () -> refreshed[0]++)) {
            out.write(NEW.getBytes(StandardCharsets.UTF_8));
        }
        assertEquals(NEW, Files.readString(file));
        assertEquals(OLD, Files.readString(AtomicFileWriter.backupOf(file)));
        assertEquals(1, refreshed[0]);
        assertEquals(2, fileCount(dir), "no temporary file left behind");
    }

    /** The write that the save stream's close makes fails half-way: the old file is untouched. */
    @Test
    void aWriteThatFailsMidwayLeavesTheOldFileWhole(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("s.scenario.xml"), OLD);
        assertThrows(IOException.class, () -> AtomicFiles.write(file, out -> {
            out.write("<scenario na".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full mid-save");
        }));
        assertEquals(OLD, Files.readString(file));
        assertEquals(1, fileCount(dir), "no temporary file left behind");
    }

    /** Keeping the backup fails (a directory is in its way): nothing is written, the old file is untouched. */
    @Test
    void aSaveThatCannotKeepItsBackupLeavesTheOldFileWhole(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("s.scenario.xml"), OLD);
        Path blocker = Files.createDirectory(AtomicFileWriter.backupOf(file));
        Files.writeString(blocker.resolve("x"), "");
        AtomicSaveStream out = new AtomicSaveStream(file, () -> { });
        out.write(NEW.getBytes(StandardCharsets.UTF_8));
        assertThrows(IOException.class, out::close);
        assertEquals(OLD, Files.readString(file));
        assertEquals(2, fileCount(dir), "the file and the blocking directory, no temporary file");
    }

    @Test
    void savingTheEditorDocumentGoesThroughTheAtomicWriter(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("s.scenario.xml"), OLD);
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(dir.toFile());
        FileObject fo = fs.findResource("s.scenario.xml");
        DataObject dob = DataObject.find(fo);
        assertInstanceOf(ScenarioDataObject.class, dob);
        ScenarioEditorSupport support = dob.getLookup().lookup(ScenarioEditorSupport.class);
        assertNotNull(support);
        assertSame(support.undoRedo(), EditorUndo.of(dob), "the views share the document's undo manager");

        StyledDocument doc = dob.getLookup().lookup(EditorCookie.class).openDocument();
        doc.remove(0, doc.getLength());
        doc.insertString(0, NEW, null);
        SaveCookie save = dob.getLookup().lookup(SaveCookie.class);
        assertNotNull(save, "a modified scenario can be saved");
        save.save();

        assertEquals(NEW, Files.readString(file));
        assertEquals(OLD, Files.readString(AtomicFileWriter.backupOf(file)));
        assertEquals(null, dob.getLookup().lookup(SaveCookie.class), "saved: nothing left to save");
    }

    private static long fileCount(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.count();
        }
    }
}
