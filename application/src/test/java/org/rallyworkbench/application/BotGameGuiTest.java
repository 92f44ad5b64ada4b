package org.rallyworkbench.application;

import static org.rallyworkbench.application.EdtSteps.REPO;
import static org.rallyworkbench.application.EdtSteps.RESULTS_ID;
import static org.rallyworkbench.application.EdtSteps.onEdt;

import java.awt.Component;
import java.awt.Container;
import java.awt.Window;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.SwingUtilities;
import junit.framework.Test;
import org.netbeans.core.api.multiview.MultiViewHandler;
import org.netbeans.core.api.multiview.MultiViews;
import org.netbeans.junit.NbTestCase;
import org.openide.cookies.OpenCookie;
import org.openide.explorer.ExplorerManager;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.nodes.Node;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * Play a Bot Game… on a board's Design view toolbar, in the real workbench on a display: its dialog's OK (greedy
 * bots, seed 1) writes a scenario beside the board, which opens in its Replay view and passes in Test Results (its
 * expectations are the game's outcome).
 */
public class BotGameGuiTest extends NbTestCase {

    private static final String REPLAY = "rally.scenario.replay";

    public BotGameGuiTest(String name) {
        super(name);
    }

    public static Test suite() {
        return EdtSteps.guiSuite(BotGameGuiTest.class);
    }

    public void testPlayABotGameOpensItsScenarioInTheReplayViewAndItPasses() throws Exception {
        Path folder = Files.createDirectories(getWorkDir().toPath().resolve("bots"));
        try (Stream<Path> old = Files.list(folder)) {
            for (Path p : old.toList()) {
                Files.delete(p);    // a run without `clean` must not find last run's scenario (a new name is taken)
            }
        }
        Path board = Files.copy(REPO.resolve("scenarios/boards/gearbox-press.board.xml"), folder.resolve("gearbox-press.board.xml"));
        DataObject boardFile = DataObject.find(FileUtil.toFileObject(FileUtil.normalizeFile(board.toFile())));
        waitFor(() -> onEdt(() -> WindowManager.getDefault().getMainWindow().isShowing() ? true : null));
        onEdt(() -> {
            boardFile.getLookup().lookup(OpenCookie.class).open();
            return null;
        });
        TopComponent design = waitFor(() -> onEdt(() -> {
            TopComponent tc = TopComponent.getRegistry().getOpened().stream()
                    .filter(t -> t.getLookup().lookup(DataObject.class) == boardFile).findFirst().orElse(null);
            if (tc != null && !tc.isShowing()) {
                tc.requestActive();     // its Design view, toolbar included, in front
            }
            return tc != null && tc.isShowing() ? tc : null;
        }));
        System.out.println("opened: " + design.getName() + " showing " + onEdt(design::isShowing));
        AbstractButton play = waitFor(() -> onEdt(() -> (AbstractButton) first(design,
                c -> c instanceof AbstractButton b && "Play a Bot Game…".equals(b.getText()))));   // perhaps in the overflow
        SwingUtilities.invokeLater(play::doClick);
        JDialog dialog = waitFor(() -> onEdt(() -> (JDialog) Arrays.stream(Window.getWindows())
                .filter(w -> w instanceof JDialog && w.isShowing()).findFirst().orElse(null)));
        AbstractButton ok = waitFor(() -> onEdt(() -> (AbstractButton) first(dialog,
                c -> c instanceof AbstractButton b && "OK".equals(b.getText()) && b.isShowing())));
        SwingUtilities.invokeLater(ok::doClick);

        Path scenario = folder.resolve("gearbox-press-greedy-bot-game-seed-1.scenario.xml");
        waitFor(() -> Files.exists(scenario) ? true : null);
        String text = Files.readString(scenario);
        assertTrue(text, text.contains("<robot name=\"red\"") && text.contains("<robot name=\"black\"")
                && text.contains("<turn>") && text.contains("<expect>"));
        DataObject written = DataObject.find(FileUtil.toFileObject(FileUtil.normalizeFile(new File(scenario.toString()))));
        String view = waitFor(() -> onEdt(() -> {
            TopComponent tc = editorShowing(written);
            MultiViewHandler handler = tc == null ? null : MultiViews.findMultiViewHandler(tc);
            return handler != null && REPLAY.equals(handler.getSelectedPerspective().preferredID()) ? REPLAY : null;
        }));
        assertEquals(REPLAY, view);
        Node result = waitFor(() -> onEdt(() -> {
            TopComponent tc = WindowManager.getDefault().findTopComponent(RESULTS_ID);
            if (!(tc instanceof ExplorerManager.Provider p) || !tc.isOpened()) {
                return null;
            }
            return Arrays.stream(p.getExplorerManager().getRootContext().getChildren().getNodes())
                    .filter(n -> n.getDisplayName().contains("gearbox-press-greedy-bot-game-seed-1")).findFirst().orElse(null);
        }));
        assertTrue(result.getDisplayName(), result.getDisplayName().startsWith("PASS"));
    }

    private static TopComponent editorShowing(DataObject dob) {
        return TopComponent.getRegistry().getOpened().stream()
                .filter(tc -> tc.getLookup().lookup(DataObject.class) == dob && tc.isShowing()).findFirst().orElse(null);
    }

    /** The first component under {@code root}, depth first, that passes {@code test}. */
    private static Component first(Container root, java.util.function.Predicate<Component> test) {
        return Arrays.stream(root.getComponents())
                .map(c -> test.test(c) ? c : c instanceof Container k ? first(k, test) : null)
                .filter(Objects::nonNull).findFirst().orElse(null);
    }

    private static <T> T waitFor(Callable<T> probe) throws Exception {
        return EdtSteps.waitFor(probe, 120, "Play a Bot Game");
    }
}
