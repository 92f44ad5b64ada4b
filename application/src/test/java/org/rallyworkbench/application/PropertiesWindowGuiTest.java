package org.rallyworkbench.application;

import static org.rallyworkbench.application.EdtSteps.REPO;
import static org.rallyworkbench.application.EdtSteps.RUN_ON_TOOLBAR;
import static org.rallyworkbench.application.EdtSteps.onEdt;

import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javax.imageio.ImageIO;
import javax.swing.Action;
import javax.swing.JEditorPane;
import junit.framework.Test;
import org.netbeans.core.api.multiview.MultiViewHandler;
import org.netbeans.core.api.multiview.MultiViewPerspective;
import org.netbeans.core.api.multiview.MultiViews;
import org.netbeans.junit.NbTestCase;
import org.openide.cookies.EditorCookie;
import org.openide.cookies.OpenCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.nodes.Node;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * Issue 18, "Properties and the card picker": Window > IDE Tools > Properties (and Ctrl+Shift+7) opens the
 * Properties window on a scenario, wide enough to read, showing the robot selected in the Design view and, in the
 * Source view, the robot under the caret. While it has the focus, the main toolbar's Run Scenario and Analyze Board
 * act on the last active document.
 */
public class PropertiesWindowGuiTest extends NbTestCase {

    private static final String PROPERTIES_ACTION =
            "Actions/Window/org-netbeans-core-windows-actions-GlobalPropertiesAction.instance";

    private static final String ANALYZE_ON_TOOLBAR = "Actions/Run/org-rallyworkbench-editor-ui-AnalyzeBoardOnLastDocument.instance";

    public PropertiesWindowGuiTest(String name) {
        super(name);
    }

    public static Test suite() {
        return EdtSteps.guiSuite(PropertiesWindowGuiTest.class);
    }

    public void testPropertiesShowTheSelectedRobotAndTheRobotUnderTheCaret() throws Exception {
        FileObject shortcut = FileUtil.getConfigFile("Shortcuts/DS-7.shadow");
        assertNotNull("Ctrl+Shift+7 is bound", shortcut);
        assertEquals(PROPERTIES_ACTION, shortcut.getAttribute("originalFile"));
        assertNotNull("Window > IDE Tools > Properties", FileUtil.getConfigFile(
                "Menu/Window/Tools/org-netbeans-core-windows-actions-GlobalPropertiesAction.shadow"));

        Path file = Files.copy(REPO.resolve("editor-module/src/test/resources/org/rallyworkbench/editor/scenario/run/"
                + "failing-push.scenario.xml"), getWorkDir().toPath().resolve("failing-push.scenario.xml"),
                StandardCopyOption.REPLACE_EXISTING);
        DataObject dob = DataObject.find(FileUtil.toFileObject(FileUtil.normalizeFile(new File(file.toString()))));
        onEdt(() -> {
            dob.getLookup().lookup(OpenCookie.class).open();
            return null;
        });
        TopComponent editor = waitFor(() -> onEdt(() -> EdtSteps.editorOf(dob)));
        show(editor, "rally.scenario.design");
        // the editor's classes are not visible to this test's class loader: the canvas is reached reflectively
        Component canvas = waitFor(() -> onEdt(() -> {
            Component c = find(editor, "ScenarioCanvas");
            if (c == null || !c.isShowing()) {
                editor.requestActive();
            }
            return c != null && c.isShowing() && c.getWidth() > 0 ? c : null;
        }));
        onEdt(() -> {
            ClassLoader loader = canvas.getClass().getClassLoader();
            Class<?> position = Class.forName("org.rallyworkbench.engine.model.Position", true, loader);
            Object tile = position.getConstructor(int.class, int.class).newInstance(1, 2);
            Point red = (Point) canvas.getClass().getMethod("centreOf", position).invoke(canvas, tile);
            long now = System.currentTimeMillis();
            canvas.dispatchEvent(new MouseEvent(canvas, MouseEvent.MOUSE_PRESSED, now, MouseEvent.BUTTON1_DOWN_MASK,
                    red.x, red.y, 1, false, MouseEvent.BUTTON1));
            canvas.dispatchEvent(new MouseEvent(canvas, MouseEvent.MOUSE_RELEASED, now, 0, red.x, red.y, 1, false,
                    MouseEvent.BUTTON1));
            return null;
        });
        waitFor(() -> onEdt(() -> named(editor.getActivatedNodes(), "red")));

        onEdt(() -> {
            Action open = FileUtil.getConfigObject(PROPERTIES_ACTION, Action.class);
            open.actionPerformed(null);
            return null;
        });
        TopComponent properties = waitFor(() -> onEdt(() -> {
            TopComponent tc = WindowManager.getDefault().findTopComponent("properties");
            return tc != null && tc.isOpened() && tc.isShowing() ? tc : null;
        }));
        // issue 18: while a tool window has the focus, the main toolbar's Run Scenario acts on the last document
        onEdt(() -> {
            properties.requestActive();
            return null;
        });
        waitFor(() -> onEdt(() -> TopComponent.getRegistry().getActivated() == properties ? true : null));
        Action run = FileUtil.getConfigObject(RUN_ON_TOOLBAR, Action.class);
        waitFor(() -> onEdt(() -> run.isEnabled() ? true : null));
        onEdt(() -> {
            editor.requestActive();
            return null;
        });
        waitFor(() -> onEdt(() -> properties.getName() != null && properties.getName().contains("red") ? true : null));
        int width = onEdt(properties::getWidth);
        shoot("properties-window-design.png");
        // the platform's mode gave it about 340 px of this 1280 px screen, which cut a robot's "Holds" list
        assertTrue("the Properties window is wide enough to read its values: " + width, width >= 400);

        show(editor, "rally.scenario.source");
        JEditorPane pane = waitFor(() -> onEdt(() -> {
            JEditorPane[] panes = dob.getLookup().lookup(EditorCookie.class).getOpenedPanes();
            return panes != null && panes.length > 0 && panes[0].isShowing() ? panes[0] : null;
        }));
        onEdt(() -> {
            String text = pane.getDocument().getText(0, pane.getDocument().getLength());
            pane.requestFocusInWindow();
            pane.setCaretPosition(text.indexOf("<robot name=\"blue\"") + 8);
            return null;
        });
        waitFor(() -> onEdt(() -> named(editor.getActivatedNodes(), "blue")));
        waitFor(() -> onEdt(() -> properties.getName() != null && properties.getName().contains("blue") ? true : null));
        shoot("properties-window-source.png");

        // the start-up sample board in front, then the Properties window focused: Analyze acts on the board
        TopComponent board = waitFor(() -> onEdt(() -> {
            for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
                DataObject d = tc.getLookup().lookup(DataObject.class);
                if (d != null && d.getPrimaryFile().getNameExt().endsWith(".board.xml")) {
                    return tc;
                }
            }
            return null;
        }));
        onEdt(() -> {
            board.requestActive();
            return null;
        });
        Action analyze = FileUtil.getConfigObject(ANALYZE_ON_TOOLBAR, Action.class);
        waitFor(() -> onEdt(() -> analyze.isEnabled() ? true : null));
        onEdt(() -> {
            properties.requestActive();
            return null;
        });
        waitFor(() -> onEdt(() -> TopComponent.getRegistry().getActivated() == properties ? true : null));
        assertTrue("Analyze Board stays enabled while Properties has the focus", onEdt(analyze::isEnabled));
        assertFalse("a board is not a scenario to run", onEdt(run::isEnabled));
    }

    private static Boolean named(Node[] nodes, String name) {
        return nodes != null && nodes.length == 1 && name.equals(nodes[0].getName()) ? true : null;
    }

    private void show(TopComponent editor, String preferredId) throws Exception {
        onEdt(() -> {
            editor.requestActive();             // the start-up sample board may have opened in front of it
            MultiViewHandler handler = MultiViews.findMultiViewHandler(editor);
            for (MultiViewPerspective p : handler.getPerspectives()) {
                if (p.preferredID().equals(preferredId)) {
                    handler.requestActive(p);
                }
            }
            return null;
        });
    }

    private void shoot(String name) throws Exception {
        Thread.sleep(500);
        Path dir = Path.of(System.getProperty("user.dir"), "target", "gui-screens");
        Files.createDirectories(dir);
        Rectangle screen = new Rectangle(java.awt.Toolkit.getDefaultToolkit().getScreenSize());
        ImageIO.write(new java.awt.Robot().createScreenCapture(screen), "png", dir.resolve(name).toFile());
    }


    private static Component find(Container root, String simpleName) {
        return EdtSteps.find(root, c -> c.getClass().getSimpleName().equals(simpleName));
    }

    private <T> T waitFor(java.util.concurrent.Callable<T> probe) throws Exception {
        try {
            return EdtSteps.waitFor(probe, 40, "the workbench");
        } catch (AssertionError e) {
            shoot("properties-window-failed.png");
            throw e;
        }
    }
}
