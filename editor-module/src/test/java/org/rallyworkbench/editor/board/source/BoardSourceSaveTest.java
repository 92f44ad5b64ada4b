package org.rallyworkbench.editor.board.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rallyworkbench.editor.board.source.BoardSourceUndoTest.close;
import static org.rallyworkbench.editor.board.source.BoardSourceUndoTest.onEdt;
import static org.rallyworkbench.editor.board.source.BoardSourceUndoTest.opened;
import static org.rallyworkbench.editor.board.source.BoardSourceUndoTest.type;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openide.cookies.SaveCookie;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.rallyworkbench.editor.autosave.AutosaveStore;
import org.rallyworkbench.editor.autosave.BoardAutosaver;
import org.rallyworkbench.editor.board.file.AtomicFileWriter;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * What is typed in the board's Source view is saved and autosaved at once, without waiting for the pause after
 * which the board follows the text: the board is modified from the first key, Save writes the typed text (atomically,
 * keeping a {@code .bak}), and an autosave holds it.
 */
class BoardSourceSaveTest {

    private final Board original = Board.builder("Typed", 3, 3).pit(0, 0).build();

    @TempDir
    Path dir;

    @Test
    void saveRightAfterTypingWritesWhatWasTyped() throws Exception {
        Path file = Files.writeString(dir.resolve("typed.board.xml"), BoardXml.toXml(original));
        BoardDataObject dob = boardIn(file);
        BoardSourceElement element = typedInName(dob, "abc");
        assertTrue(dob.isModified(), "modified from the first key typed");
        SaveCookie save = dob.getLookup().lookup(SaveCookie.class);
        assertNotNull(save, "and so it can be saved");
        onEdt(() -> {
            try {
                save.save();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return null;
        });
        assertTrue(Files.readString(file).contains("name=\"Typedabc\""), Files.readString(file));
        assertEquals(BoardXml.toXml(original), Files.readString(AtomicFileWriter.backupOf(file)));
        assertTrue(!dob.isModified() && !dob.model().isModified(), "saved");
        close(element);
    }

    /** Save All saves from a background thread: the typed text is read on the event thread first. */
    @Test
    void saveAllFromAnotherThreadWritesWhatWasTyped() throws Exception {
        Path file = Files.writeString(dir.resolve("typed.board.xml"), BoardXml.toXml(original));
        BoardDataObject dob = boardIn(file);
        BoardSourceElement element = typedInName(dob, "xyz");
        dob.save();                                   // this test's thread, not the event thread
        assertTrue(Files.readString(file).contains("name=\"Typedxyz\""), Files.readString(file));
        close(element);
    }

    @Test
    void typingIsAutosaved() throws Exception {
        BoardDataObject dob = boardIn(Files.writeString(dir.resolve("typed.board.xml"), BoardXml.toXml(original)));
        AutosaveStore store = new AutosaveStore(dir.resolve("autosave"));
        onEdt(() -> {
            new BoardAutosaver(store, dob.model(), () -> "key", 50).install();
            return null;
        });
        BoardSourceElement element = typedInName(dob, "abc");
        long end = System.currentTimeMillis() + 10_000;
        Optional<String> saved = store.read("key");
        while ((saved.isEmpty() || !saved.get().contains("Typedabc")) && System.currentTimeMillis() < end) {
            Thread.sleep(20);
            saved = store.read("key");
        }
        assertTrue(saved.isPresent() && saved.get().contains("name=\"Typedabc\""), "autosaved: " + saved);
        close(element);
    }

    /** Opens the Source view of {@code dob} and types {@code chars} at the end of the board's name. */
    private static BoardSourceElement typedInName(BoardDataObject dob, String chars) throws Exception {
        BoardSourceElement element = opened(dob);
        String shown = onEdt(element::text);
        onEdt(() -> {
            type(element, shown.indexOf("Typed\"") + 5, chars);
            return null;
        });
        return element;
    }

    private static BoardDataObject boardIn(Path file) throws Exception {
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(file.getParent().toFile());
        return (BoardDataObject) DataObject.find(fs.findResource(file.getFileName().toString()));
    }
}
