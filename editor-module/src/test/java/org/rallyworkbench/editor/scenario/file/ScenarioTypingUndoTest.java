package org.rallyworkbench.editor.scenario.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JEditorPane;
import javax.swing.SwingUtilities;
import javax.swing.text.StyledDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openide.awt.UndoRedo;
import org.openide.cookies.EditorCookie;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.rallyworkbench.editor.text.Keys;
import org.rallyworkbench.engine.xml.Namespaces;

/**
 * Typing in a scenario's Source view: "abc" typed was three Undos (each character its own edit); now a run of
 * typing is one edit of the document's NetBeans undo manager, and a save still ends a run (Undo goes back to
 * the saved text, which is then not modified).
 */
class ScenarioTypingUndoTest {

    private static final String TEXT = "<scenario xmlns=\"" + Namespaces.SCENARIO + "\" name=\"s\">\n</scenario>\n";

    @Test
    void oneUndoTakesBackAWordTyped(@TempDir Path dir) throws Exception {
        ScenarioEditorSupport support = open(dir);
        UndoRedo.Manager undo = support.undoRedo();
        StyledDocument doc = support.openDocument();
        String[] after = new String[2];
        SwingUtilities.invokeAndWait(() -> {
            JEditorPane pane = pane(doc, TEXT.indexOf("\n") + 1);
            Keys.type(pane, "abc");
            assertEquals("Undo Typing", undo.getUndoPresentationName(), "as Edit > Undo names it");
            after[0] = pane.getText();
            undo.undo();
            after[1] = pane.getText();
            assertFalse(undo.canUndo(), "the three characters were one edit");
        });
        assertEquals(TEXT.replace("\n</", "\nabc</"), after[0]);
        assertEquals(TEXT, after[1]);
    }

    @Test
    void savingEndsTheRunOfTyping(@TempDir Path dir) throws Exception {
        ScenarioEditorSupport support = open(dir);
        UndoRedo.Manager undo = support.undoRedo();
        StyledDocument doc = support.openDocument();
        JEditorPane[] pane = new JEditorPane[1];
        SwingUtilities.invokeAndWait(() -> {
            pane[0] = pane(doc, TEXT.indexOf("\n") + 1);
            Keys.type(pane[0], "ab");
        });
        support.saveDocument();
        String[] after = new String[1];
        SwingUtilities.invokeAndWait(() -> {
            Keys.type(pane[0], "c");
            assertTrue(support.isModified());
            undo.undo();
            after[0] = pane[0].getText();
            assertFalse(support.isModified(), "back at the saved text");
        });
        assertEquals(TEXT.replace("\n</", "\nab</"), after[0]);
    }

    private static ScenarioEditorSupport open(Path dir) throws Exception {
        Files.writeString(dir.resolve("s.scenario.xml"), TEXT);
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(dir.toFile());
        DataObject dob = DataObject.find(fs.findResource("s.scenario.xml"));
        dob.getLookup().lookup(EditorCookie.class).openDocument();
        return dob.getLookup().lookup(ScenarioEditorSupport.class);
    }

    private static JEditorPane pane(StyledDocument doc, int caret) {
        JEditorPane pane = new JEditorPane();
        pane.setDocument(doc);
        pane.setCaretPosition(caret);
        return pane;
    }
}
