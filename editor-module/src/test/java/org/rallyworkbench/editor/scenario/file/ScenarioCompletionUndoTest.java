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
import org.openide.filesystems.FileObject;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.rallyworkbench.editor.text.completion.CompletionController;
import org.rallyworkbench.editor.text.completion.SchemaVocabulary;
import org.rallyworkbench.editor.text.completion.XmlCompletion;
import org.rallyworkbench.engine.xml.Namespaces;

/**
 * Completion in a scenario's own editor document: an insertion that removes what was typed and writes the value
 * is one edit of the document's NetBeans undo manager, as typing is; one Undo restores the text.
 */
class ScenarioCompletionUndoTest {

    @Test
    void oneUndoTakesACompletionBack(@TempDir Path dir) throws Exception {
        String text = "<scenario xmlns=\"" + Namespaces.SCENARIO + "\" name=\"s\">\n"
                + "  <robot name=\"red\" x=\"1\" y=\"1\" facing=\"e\"/>\n</scenario>\n";
        Files.writeString(dir.resolve("s.scenario.xml"), text);
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(dir.toFile());
        FileObject fo = fs.findResource("s.scenario.xml");
        DataObject dob = DataObject.find(fo);
        ScenarioEditorSupport support = dob.getLookup().lookup(ScenarioEditorSupport.class);
        StyledDocument doc = dob.getLookup().lookup(EditorCookie.class).openDocument();
        UndoRedo.Manager undo = support.undoRedo();
        String[] after = new String[2];
        SwingUtilities.invokeAndWait(() -> {
            JEditorPane pane = new JEditorPane();
            pane.setDocument(doc);
            CompletionController controller = XmlCompletion.install(pane, SchemaVocabulary::scenarios,
                    support.completionEdits());
            pane.setCaretPosition(text.indexOf("e\"/>") + 1);
            assertTrue(controller.open());
            controller.select(controller.items().stream().map(i -> i.label()).toList().indexOf("E"));
            controller.accept();
            after[0] = pane.getText();
            assertTrue(undo.canUndo());
            undo.undo();
            after[1] = pane.getText();
            assertFalse(undo.canUndo(), "the removal of 'e' and the insertion of 'E' were one edit");
        });
        assertEquals(text.replace("facing=\"e\"", "facing=\"E\""), after[0]);
        assertEquals(text, after[1]);
    }
}
