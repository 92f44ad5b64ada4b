package org.rallyworkbench.application;

import static org.rallyworkbench.application.EdtSteps.RESULTS_ID;
import static org.rallyworkbench.application.EdtSteps.RUN_ON_TOOLBAR;
import static org.rallyworkbench.application.EdtSteps.onEdt;

import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import javax.swing.AbstractButton;
import javax.swing.JFileChooser;
import javax.swing.JList;
import javax.swing.JMenuItem;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import junit.framework.Test;
import org.netbeans.junit.NbTestCase;
import org.openide.awt.Actions;
import org.openide.cookies.EditorCookie;
import org.openide.cookies.SaveCookie;
import org.openide.explorer.ExplorerManager;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.nodes.Node;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * The README's tour as a new user takes it, on a real display, without typing XML: File &gt; New Board… (from a
 * sample), File &gt; New Scenario… for it with two robots, in its Design view a turn, red's program from the card
 * picker and an expectation; Run Scenario shows the failure, Approve fixes the expectation, and Run All Scenarios…
 * on the folder passes. Every step waits for the component it needs (the machine may be loaded).
 */
public class NewUserTourGuiTest extends NbTestCase {


    public NewUserTourGuiTest(String name) {
        super(name);
    }

    public static Test suite() {
        return EdtSteps.guiSuite(NewUserTourGuiTest.class);
    }

    public void testANewUserMakesRunsAndApprovesAScenarioWithoutTypingXml() throws Exception {
        // A fresh folder: a second run without `clean` would find last run's board, and the wizard never overwrites.
        Path folder = getWorkDir().toPath().resolve("tour");
        if (Files.exists(folder)) {
            try (java.util.stream.Stream<Path> old = Files.walk(folder)) {
                for (Path p : old.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Files.createDirectories(folder);

        // File > New Board…: name and folder, then a sample
        later(() -> Actions.forID("File", "org.rallyworkbench.editor.board.file.NewBoardAction").actionPerformed(null));
        Window boardWizard = waitFor(() -> onEdt(() -> window(w -> button(w, "Next >") != null)));
        onEdt(() -> {
            JTextField[] fields = editableFields(boardWizard);
            fields[0].setText("Tour Board");
            fields[1].setText(folder.toString());
            return null;
        });
        click(boardWizard, "Next >");
        waitFor(() -> onEdt(() -> button(boardWizard, "From a sample:")));
        click(boardWizard, "From a sample:");
        click(boardWizard, "Finish");
        Path board = folder.resolve("Tour Board.board.xml");
        waitFor(() -> Files.isRegularFile(board) && onEdt(() -> editorOf(board)) != null ? true : null);
        java.util.regex.Matcher start = java.util.regex.Pattern.compile(
                "<start x=\"(\\d+)\" y=\"(\\d+)\" number=\"1\"").matcher(Files.readString(board));
        assertTrue("the sample has a start 1", start.find());
        int redX = Integer.parseInt(start.group(1));
        int redY = Integer.parseInt(start.group(2));

        // File > New Scenario…: it starts in the board's folder with the board chosen
        later(() -> Actions.forID("File", "org.rallyworkbench.editor.scenario.create.NewScenarioAction")
                .actionPerformed(null));
        Window wizard = waitFor(() -> onEdt(() -> window(w -> named(w, "newScenario.name") != null)));
        onEdt(() -> {
            assertEquals(folder.toFile(), new File(((JTextField) named(wizard, "newScenario.folder")).getText()));
            ((JTextField) named(wizard, "newScenario.name")).setText("tour");
            return null;
        });
        click(wizard, "Next >");
        waitFor(() -> onEdt(() -> named(wizard, "newScenario.boardFile") != null
                && named(wizard, "newScenario.boardFile").isShowing() ? true : null));
        onEdt(() -> {
            assertEquals(board.toFile(), new File(((JTextField) named(wizard, "newScenario.boardFile")).getText()));
            assertEquals(2, ((JSpinner) named(wizard, "newScenario.robots")).getValue());
            return null;
        });
        click(wizard, "Finish");
        Path scenario = folder.resolve("tour.scenario.xml");
        TopComponent editor = waitFor(() -> Files.isRegularFile(scenario) ? onEdt(() -> editorOf(scenario)) : null);
        DataObject dob = DataObject.find(FileUtil.toFileObject(scenario.toFile()));
        EditorCookie text = dob.getLookup().lookup(EditorCookie.class);

        // Design: a turn, red selected and programmed from the deck, an expectation after the turn
        // the editor's classes live in its module: the canvas is reached by name and reflection
        Component canvas = waitFor(() -> onEdt(() -> {
            Component c = find(editor, x -> x.getClass().getSimpleName().equals("ScenarioCanvas"));
            return c != null && c.isShowing()
                    && ((Optional<?>) c.getClass().getMethod("board").invoke(c)).isPresent() ? c : null;
        }));
        onEdt(() -> {
            ((AbstractButton) named(editor, "design.AddTurn")).doClick();
            return null;
        });
        waitFor(() -> onEdt(() -> document(text).contains("<program robot=\"blue\" cards=\"\"/>") ? true : null));
        onEdt(() -> {
            Class<?> position = canvas.getClass().getClassLoader().loadClass("org.rallyworkbench.engine.model.Position");
            Point at = (Point) canvas.getClass().getMethod("centreOf", position)
                    .invoke(canvas, position.getConstructor(int.class, int.class).newInstance(redX, redY));
            for (int id : new int[] {MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED}) {
                canvas.dispatchEvent(new MouseEvent(canvas, id, System.currentTimeMillis(), InputEvent.BUTTON1_DOWN_MASK,
                        at.x, at.y, 1, false, MouseEvent.BUTTON1));
            }
            return null;
        });
        waitFor(() -> onEdt(() -> activatedNode(editor, "red")));
        later(() -> ((AbstractButton) named(editor, "design.Program")).doClick());
        Window picker = waitFor(() -> onEdt(() -> window(w -> button(w, "Add ▶") != null)));
        onEdt(() -> {
            ((JList<?>) ofClass(picker, JList.class)).setSelectedIndex(0);     // move3@840, the deck's first
            return null;
        });
        click(picker, "Add ▶");
        click(picker, "OK");
        waitFor(() -> onEdt(() -> document(text).contains("<program robot=\"red\" cards=\"move3@840\"/>") ? true : null));
        onEdt(() -> {
            ((AbstractButton) named(editor, "design.addExpectation")).doClick();
            return null;
        });
        JMenuItem afterTurn = waitFor(() -> onEdt(() -> {
            for (Window w : Window.getWindows()) {
                Component c = find(w, x -> x instanceof JMenuItem m && m.isShowing() && "After turn 1".equals(m.getText()));
                if (c != null) {
                    return (JMenuItem) c;
                }
            }
            return null;
        }));
        onEdt(() -> {
            afterTurn.doClick();
            return null;
        });
        waitFor(() -> onEdt(() -> document(text).contains("<expect>\n    <robot name=\"red\" x=\"" + redX
                + "\" y=\"" + redY + "\"") ? true : null));
        save(dob);

        // Run Scenario on the main toolbar (it acts on the last active document): red has moved, the expectation fails
        javax.swing.Action run = FileUtil.getConfigObject(RUN_ON_TOOLBAR, javax.swing.Action.class);
        waitFor(() -> onEdt(() -> run.isEnabled() ? true : null));
        onEdt(() -> {
            run.actionPerformed(null);
            return null;
        });
        assertTrue(waitForResult("tour", "FAIL").getDisplayName().startsWith("FAIL"));

        // Approve in the Replay writes the actual outcome; saved, Run All Scenarios… on the folder passes
        AbstractButton approve = waitFor(() -> onEdt(() -> {
            AbstractButton b = button(editor, "Approve");
            return b != null && b.isShowing() && b.isEnabled() ? b : null;
        }));
        String before = onEdt(() -> document(text));
        later(approve::doClick);
        waitFor(() -> onEdt(() -> document(text).equals(before) ? null : true));
        save(dob);
        later(() -> Actions.forID("Run", "org.rallyworkbench.editor.scenario.results.RunAllScenariosAction")
                .actionPerformed(null));
        JFileChooser chooser = waitFor(() -> onEdt(() -> {
            for (Window w : Window.getWindows()) {
                Component c = ofClass(w, JFileChooser.class);
                if (c != null && c.isShowing()) {
                    return (JFileChooser) c;
                }
            }
            return null;
        }));
        onEdt(() -> {
            assertEquals("it starts at the active document's folder", folder.toFile().getCanonicalFile(),
                    chooser.getSelectedFile().getCanonicalFile());
            chooser.approveSelection();
            return null;
        });
        assertTrue(waitForResult("tour", "PASS").getDisplayName().startsWith("PASS"));
    }

    private static void save(DataObject dob) throws Exception {
        onEdt(() -> {
            SaveCookie save = dob.getLookup().lookup(SaveCookie.class);
            if (save != null) {
                save.save();
            }
            return null;
        });
        waitFor(() -> dob.isModified() ? null : true);
    }

    private static String document(EditorCookie editor) throws Exception {
        javax.swing.text.Document doc = editor.openDocument();
        return doc.getText(0, doc.getLength());
    }

    private static Boolean activatedNode(TopComponent tc, String name) {
        Node[] nodes = tc.getActivatedNodes();
        return nodes != null && nodes.length == 1 && name.equals(nodes[0].getName()) ? true : null;
    }

    private static Node waitForResult(String name, String word) throws Exception {
        return waitFor(() -> onEdt(() -> {
            TopComponent tc = WindowManager.getDefault().findTopComponent(RESULTS_ID);
            if (!(tc instanceof ExplorerManager.Provider) || !tc.isOpened()) {
                return null;
            }
            for (Node n : ((ExplorerManager.Provider) tc).getExplorerManager().getRootContext().getChildren().getNodes()) {
                if (n.getDisplayName().contains("/" + name + " ") && n.getDisplayName().startsWith(word)) {
                    return n;
                }
            }
            return null;
        }));
    }

    private static TopComponent editorOf(Path file) throws Exception {
        DataObject dob = DataObject.find(FileUtil.toFileObject(FileUtil.normalizeFile(file.toFile())));
        for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
            if (tc.getLookup().lookup(DataObject.class) == dob && tc.isShowing()) {
                return tc;
            }
        }
        return null;
    }

    private static Window window(Predicate<Window> test) {
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && test.test(w)) {
                return w;
            }
        }
        return null;
    }

    private static JTextField[] editableFields(Container root) {
        java.util.List<JTextField> out = new java.util.ArrayList<>();
        collect(root, out);
        return out.toArray(JTextField[]::new);
    }

    private static void collect(Container root, java.util.List<JTextField> out) {
        for (Component c : root.getComponents()) {
            if (c instanceof JTextField f && f.isEditable() && f.isShowing() && !(f.getParent() instanceof JSpinner.DefaultEditor)) {
                out.add(f);
            }
            if (c instanceof Container k) {
                collect(k, out);
            }
        }
    }

    /** Clicks the showing, enabled button with that text, once it is there. */
    private static void click(Container root, String text) throws Exception {
        AbstractButton b = waitFor(() -> onEdt(() -> {
            AbstractButton found = button(root, text);
            return found != null && found.isShowing() && found.isEnabled() ? found : null;
        }));
        later(b::doClick);
    }

    private static AbstractButton button(Container root, String text) {
        return (AbstractButton) find(root, c -> c instanceof AbstractButton b && text.equals(b.getText()) && b.isShowing());
    }

    private static Component named(Container root, String name) {
        return find(root, c -> name.equals(c.getName()));
    }

    private static Component ofClass(Container root, Class<?> type) {
        return find(root, type::isInstance);
    }

    private static Component find(Container root, Predicate<Component> test) {
        return EdtSteps.find(root, test);
    }

    private static void later(Runnable r) {
        SwingUtilities.invokeLater(r);
    }


    private static <T> T waitFor(Callable<T> probe) throws Exception {
        return EdtSteps.waitFor(probe, 120, "a step of the tour");
    }
}
