package org.rallyworkbench.application;

import static org.rallyworkbench.application.EdtSteps.REPO;
import static org.rallyworkbench.application.EdtSteps.RESULTS_ID;
import static org.rallyworkbench.application.EdtSteps.onEdt;

import java.awt.Component;
import java.awt.Container;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.concurrent.Callable;
import javax.swing.Action;
import javax.swing.JEditorPane;
import javax.swing.SwingUtilities;
import javax.swing.text.Element;
import javax.swing.text.JTextComponent;
import junit.framework.Test;
import org.netbeans.junit.NbTestCase;
import org.openide.awt.Actions;
import org.openide.cookies.EditorCookie;
import org.openide.cookies.OpenCookie;
import org.openide.explorer.ExplorerManager;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.nodes.Node;
import org.openide.util.ContextAwareAction;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * The workbench on a real display (Xvfb in CI): open a scenario, run it, see its result in the Test Results window;
 * open a failing one and see the failure, in the results and in the replay.
 */
public class WorkbenchGuiTest extends NbTestCase {

    private static final String RUN_ID = "org.rallyworkbench.editor.scenario.run.RunScenarioAction";

    public WorkbenchGuiTest(String name) {
        super(name);
    }

    public static Test suite() {
        return EdtSteps.guiSuite(WorkbenchGuiTest.class);
    }

    public void testAPassingScenarioShowsItsResult() throws Exception {
        DataObject dob = open(copy(REPO.resolve("scenarios/movement/push-chain-into-pit.scenario.xml")));
        run(dob);
        Node result = waitForResult("push-chain-into-pit");
        assertTrue(result.getDisplayName(), result.getDisplayName().startsWith("PASS"));
    }

    public void testAFailingScenarioShowsItsFailure() throws Exception {
        DataObject dob = open(copy(REPO.resolve(
                "editor-module/src/test/resources/org/rallyworkbench/editor/scenario/run/failing-push.scenario.xml")));
        run(dob);
        Node result = waitForResult("failing-push");
        assertTrue(result.getDisplayName(), result.getDisplayName().startsWith("FAIL"));
        Node[] failures = onEdt(() -> result.getChildren().getNodes(true));
        assertTrue(Arrays.toString(failures), failures.length == 1
                && failures[0].getDisplayName().contains("line 15: expectation failed after register 1 of turn 1"));
        String replayMessage = waitFor(() -> onEdt(() -> {
            TopComponent editor = EdtSteps.editorOf(dob);
            JTextComponent text = editor == null ? null : (JTextComponent) find(editor, "replay.failure");
            return text == null || text.getText().isEmpty() ? null : text.getText();
        }));
        assertTrue(replayMessage, replayMessage.contains("red x: expected 4, actual 3"));

        // the file changes on disk (another editor): the open scenario reloads it
        Path file = FileUtil.toFile(dob.getPrimaryFile()).toPath();
        Files.writeString(file, Files.readString(file) + "<!-- changed elsewhere -->\n");
        dob.getPrimaryFile().refresh();
        EditorCookie editor = dob.getLookup().lookup(EditorCookie.class);
        waitFor(() -> onEdt(() -> {
            javax.swing.text.Document doc = editor.getDocument();
            return doc != null && doc.getText(0, doc.getLength()).contains("changed elsewhere") ? true : null;
        }));

        // double-clicking the failure opens the Source view at the failed expect (it stayed on line 1)
        onEdt(() -> {
            failures[0].getPreferredAction().actionPerformed(null);
            return null;
        });
        String caretLine = waitFor(() -> onEdt(() -> {
            JEditorPane[] panes = editor.getOpenedPanes();
            if (panes == null || panes.length == 0 || !panes[0].isShowing() || panes[0].getSelectedText() == null) {
                return null;
            }
            Element lines = panes[0].getDocument().getDefaultRootElement();
            return (lines.getElementIndex(panes[0].getCaretPosition()) + 1) + ": " + panes[0].getSelectedText();
        }));
        assertEquals("15: " + "    <expect after-register=\"1\">", caretLine);
    }

    private Path copy(Path source) throws IOException {
        Path target = getWorkDir().toPath().resolve(source.getFileName());
        return Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
    }

    private static DataObject open(Path file) throws Exception {
        DataObject dob = DataObject.find(FileUtil.toFileObject(FileUtil.normalizeFile(new File(file.toString()))));
        onEdt(() -> {
            dob.getLookup().lookup(OpenCookie.class).open();
            return null;
        });
        waitFor(() -> onEdt(() -> EdtSteps.editorOf(dob)));
        return dob;
    }

    private static void run(DataObject dob) throws Exception {
        onEdt(() -> {
            Action action = ((ContextAwareAction) Actions.forID("Run", RUN_ID)).createContextAwareInstance(dob.getLookup());
            assertTrue("Run Scenario is enabled for " + dob, action.isEnabled());
            action.actionPerformed(null);
            return null;
        });
    }

    private static Node waitForResult(String name) throws Exception {
        return waitFor(() -> onEdt(() -> {
            TopComponent tc = WindowManager.getDefault().findTopComponent(RESULTS_ID);
            if (!(tc instanceof ExplorerManager.Provider) || !tc.isOpened()) {
                return null;
            }
            for (Node n : ((ExplorerManager.Provider) tc).getExplorerManager().getRootContext().getChildren().getNodes()) {
                if (n.getDisplayName().contains("/" + name + " ")) {
                    return n;
                }
            }
            return null;
        }));
    }


    private static Component find(Container root, String name) {
        for (Component c : root.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container) {
                Component found = find((Container) c, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }


    private static <T> T waitFor(Callable<T> probe) throws Exception {
        return EdtSteps.waitFor(probe, 60, "the workbench");
    }
}
