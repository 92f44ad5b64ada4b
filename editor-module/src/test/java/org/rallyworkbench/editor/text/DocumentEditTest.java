package org.rallyworkbench.editor.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import javax.swing.text.DefaultStyledDocument;
import javax.swing.undo.UndoableEdit;
import org.junit.jupiter.api.Test;
import org.openide.awt.UndoRedo;
import org.openide.text.CloneableEditorSupport;
import org.rallyworkbench.editor.scenario.design.ScenarioEdits;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;

/**
 * An edit from the Design view reaches the editor's undo manager inside one commit group (which the editor's
 * manager folds into one undoable edit), and replaces only the part of the text that changed.
 */
class DocumentEditTest {

    /** Records what reaches the undo manager. */
    private static final class Recording extends UndoRedo.Manager {
        final List<UndoableEdit> seen = new ArrayList<>();

        @Override
        public synchronized boolean addEdit(UndoableEdit anEdit) {
            seen.add(anEdit);
            return super.addEdit(anEdit);
        }
    }

    @Test
    void anEditIsOneCommitGroupOfTheSmallestChange() throws Exception {
        String text = ScenarioFixtures.failingPush();
        DefaultStyledDocument doc = new DefaultStyledDocument();
        doc.insertString(0, text, null);
        Recording undo = new Recording();
        doc.addUndoableEditListener(undo);
        String moved = ScenarioEdits.setRobotAttribute(text, "red", "x", "6");
        DocumentEdit.replace(doc, undo, text, moved);
        assertEquals(moved, doc.getText(0, doc.getLength()));
        assertEquals(4, undo.seen.size(), "begin, remove \"1\", insert \"6\", end");
        assertSame(CloneableEditorSupport.BEGIN_COMMIT_GROUP, undo.seen.get(0));
        assertSame(CloneableEditorSupport.END_COMMIT_GROUP, undo.seen.get(3));
    }

    @Test
    void approvingAndUndoingRestoresTheText() throws Exception {
        String text = ScenarioFixtures.failingPush();
        DefaultStyledDocument doc = new DefaultStyledDocument();
        doc.insertString(0, text, null);
        UndoRedo.Manager undo = new UndoRedo.Manager();
        doc.addUndoableEditListener(undo);
        String approved = text.replace("x=\"4\" y=\"2\" facing=\"E\"/>\n      <robot name=\"blue\"",
                "x=\"3\" y=\"2\" facing=\"E\"/>\n      <robot name=\"blue\"");
        DocumentEdit.replace(doc, undo, text, approved);
        while (undo.canUndo()) {
            undo.undo();
        }
        assertEquals(text, doc.getText(0, doc.getLength()));
    }
}
