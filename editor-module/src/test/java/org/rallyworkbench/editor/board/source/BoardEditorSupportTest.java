package org.rallyworkbench.editor.board.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rallyworkbench.editor.board.source.BoardSourceUndoTest.close;
import static org.rallyworkbench.editor.board.source.BoardSourceUndoTest.onEdt;
import static org.rallyworkbench.editor.board.source.BoardSourceUndoTest.opened;
import static org.rallyworkbench.editor.board.source.BoardSourceUndoTest.type;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.text.BadLocationException;
import javax.swing.text.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openide.cookies.EditorCookie;
import org.openide.cookies.SaveCookie;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.openide.text.DataEditorSupport;
import org.rallyworkbench.editor.board.file.AtomicFileWriter;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.file.MemoryBoards;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * The board's Source view is on the board file's own editor support, as the scenario's is: the support's document is
 * the file's text (comments and spacing included), the Design view's steps write into it, the data object's modified
 * state is the one the support reports, and saving writes the document's text as it stands.
 */
class BoardEditorSupportTest {

    private final Board original = Board.builder("Typed", 3, 3).pit(0, 0).build();

    @TempDir
    Path dir;

    @Test
    void theSourceViewEditsTheDocumentOfTheBoardsEditorSupport() throws Exception {
        String file = "<?xml version=\"1.0\"?>\n<!-- kept -->\n" + BoardXml.toXml(original).replaceFirst("^<\\?xml[^>]*>\n", "");
        BoardDataObject dob = boardIn(Files.writeString(dir.resolve("kept.board.xml"), file));
        EditorCookie cookie = dob.getLookup().lookup(EditorCookie.class);
        DataEditorSupport support = assertInstanceOf(DataEditorSupport.class, cookie, "a DataEditorSupport, as the scenario's");
        assertSame(support, dob.getLookup().lookup(DataEditorSupport.class));
        BoardSourceElement element = opened(dob);
        onEdt(() -> {
            assertSame(support.getDocument(), element.textPane().getDocument(), "the view shows the support's document");
            return null;
        });
        assertEquals(file, textOf(support.getDocument()), "the document is the file's text, comment and all");
        assertEquals(original, dob.model().board(), "and the board is read from it");
        close(element);
    }

    @Test
    void aCommentTypedInSourceIsInTheSavedFile() throws Exception {
        Path file = Files.writeString(dir.resolve("typed.board.xml"), BoardXml.toXml(original));
        BoardDataObject dob = boardIn(file);
        BoardSourceElement element = opened(dob);
        String shown = onEdt(element::text);
        int line2 = shown.indexOf('\n') + 1;
        onEdt(() -> {
            type(element, line2, "<!-- a note -->");
            return null;
        });
        assertTrue(dob.isModified(), "a comment changes the file, though not the board");
        assertTrue(dob.getLookup().lookup(EditorCookie.class).isModified(), "one modified state: the support says so too");
        assertFalse(dob.getPrimaryFile().isLocked(), "typing takes no file lock: the save takes it");
        onEdt(() -> {
            try {
                dob.getLookup().lookup(SaveCookie.class).save();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return null;
        });
        String saved = Files.readString(file);
        assertEquals(shown.substring(0, line2) + "<!-- a note -->" + shown.substring(line2), saved,
                "the text is saved as typed");
        assertEquals(BoardXml.toXml(original), Files.readString(AtomicFileWriter.backupOf(file)), "atomically, with a .bak");
        assertFalse(dob.isModified() || dob.model().isModified() || dob.getLookup().lookup(EditorCookie.class).isModified());
        assertEquals(null, dob.getLookup().lookup(SaveCookie.class), "nothing left to save");
        close(element);
    }

    /** With no Source view open, a Design step writes the board's XML into the document, as one step. */
    @Test
    void aDesignStepWritesTheDocumentAsOneUndoableEdit() throws Exception {
        BoardDataObject dob = MemoryBoards.open("design.board.xml", original);
        Document doc = dob.getLookup().lookup(EditorCookie.class).openDocument();
        Board painted = original.toBuilder().pit(2, 2).build();
        onEdt(() -> {
            dob.model().apply("Paint Pit", painted);
            return null;
        });
        assertEquals(BoardXml.toXml(painted), textOf(doc));
        assertTrue(dob.isModified());
        onEdt(() -> {
            dob.model().undoRedo().undo();
            return null;
        });
        assertEquals(BoardXml.toXml(original), textOf(doc), "one Undo takes the text back");
        assertFalse(dob.model().undoRedo().canUndo());
        assertFalse(dob.isModified(), "back to the file's text: not modified");
        assertNotNull(doc);
    }

    /** A Design step rewrites the part of the text the Source view's caret is in: the caret stays where it was. */
    @Test
    void aDesignStepLeavesTheSourceCaretWhereItWas() throws Exception {
        BoardDataObject dob = MemoryBoards.open("caret.board.xml", original);
        BoardSourceElement element = opened(dob);
        int at = onEdt(element::text).indexOf("<pit") + 8;     // in x="0"
        onEdt(() -> {
            element.textPane().setCaretPosition(at);
            dob.model().apply("Move Pit", Board.builder("Typed", 3, 3).pit(2, 2).build());
            return null;
        });
        assertEquals(at, (int) onEdt(() -> element.textPane().getCaretPosition()));
        close(element);
    }

    /** Another program rewrites the file of an unmodified board: the support reloads it, the board reads it. */
    @Test
    void anOutsideChangeIsReloadedThroughTheSupport() throws Exception {
        Path file = Files.writeString(dir.resolve("outside.board.xml"), BoardXml.toXml(original));
        BoardDataObject dob = boardIn(file);
        dob.model();
        Board changed = original.toBuilder().pit(1, 2).build();
        Files.writeString(file, BoardXml.toXml(changed));
        Files.setLastModifiedTime(file, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 5_000));
        dob.getPrimaryFile().refresh();
        long end = System.currentTimeMillis() + 10_000;
        while (!changed.equals(onEdt(() -> dob.model().board())) && System.currentTimeMillis() < end) {
            Thread.sleep(50);
        }
        assertEquals(changed, onEdt(() -> dob.model().board()), "the board follows the file");
        assertEquals(BoardXml.toXml(changed), textOf(dob.getLookup().lookup(EditorCookie.class).getDocument()));
        assertFalse(onEdt(() -> dob.model().isModified() || dob.model().undoRedo().canUndo()), "as just opened");
    }

    private static String textOf(Document doc) throws BadLocationException {
        return doc.getText(0, doc.getLength());
    }

    private static BoardDataObject boardIn(Path file) throws Exception {
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(file.getParent().toFile());
        return (BoardDataObject) DataObject.find(fs.findResource(file.getFileName().toString()));
    }
}
