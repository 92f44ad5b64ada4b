package org.rallyworkbench.editor.scenario.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import javax.swing.text.StyledDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openide.awt.UndoRedo;
import org.openide.cookies.EditorCookie;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.rallyworkbench.editor.scenario.file.EditorUndo;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;
import org.rallyworkbench.engine.scenario.Approval;

/** Approve in the Replay view: the engine's approval replaces the scenario's text as one edit, one Undo takes it back. */
class ApproveInEditorTest {

    @Test
    void approvingAFailedRunIsOneUndoableEditOfTheText(@TempDir Path dir) throws Exception {
        String text = ScenarioFixtures.failingPush();
        Files.writeString(dir.resolve("push.scenario.xml"), text);
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(dir.toFile());
        DataObject dob = DataObject.find(fs.findResource("push.scenario.xml"));
        ScenarioRun run = ScenarioFixtures.run(text, dir);
        String approved = Approval.approve(text, run.spec());
        assertNotEquals(text, approved, "the run failed: there is something to approve");
        UndoRedo undo = EditorUndo.of(dob);
        boolean[] changed = {false};
        SwingUtilities.invokeAndWait(() -> changed[0] = ApproveInEditor.approve(dob, undo, run));
        assertTrue(changed[0]);
        StyledDocument doc = dob.getLookup().lookup(EditorCookie.class).openDocument();
        assertEquals(approved, doc.getText(0, doc.getLength()));
        SwingUtilities.invokeAndWait(undo::undo);
        assertEquals(text, doc.getText(0, doc.getLength()), "one Undo takes the approval back");
    }
}
