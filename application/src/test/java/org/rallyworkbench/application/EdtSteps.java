package org.rallyworkbench.application;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import javax.swing.SwingUtilities;
import junit.framework.Test;
import junit.framework.TestSuite;
import org.netbeans.junit.NbModuleSuite;
import org.netbeans.junit.NbTestCase;

/**
 * What the in-process GUI tests share: their suite on a display, work on the event thread, waiting for a state
 * (never for a time), and the repository and ids they look for.
 */
final class EdtSteps {

    /** The repository: the application module's parent folder (its scenarios/ and boards). */
    static final Path REPO = Path.of(System.getProperty("user.dir")).getParent();
    /** The Test Results window's id in the window system. */
    static final String RESULTS_ID = "RallyTestResultsTopComponent";
    /** Run Scenario on the main toolbar (it runs the last active document). */
    static final String RUN_ON_TOOLBAR = "Actions/Run/org-rallyworkbench-editor-ui-RunScenarioOnLastDocument.instance";

    private EdtSteps() {
    }

    /** Runs {@code work} on the event dispatch thread and gives its result, or throws what it threw. */
    static <T> T onEdt(Callable<T> work) throws Exception {
        Object[] result = new Object[1];
        Exception[] failure = new Exception[1];
        SwingUtilities.invokeAndWait(() -> {
            try {
                result[0] = work.call();
            } catch (Exception e) {
                failure[0] = e;
            }
        });
        if (failure[0] != null) {
            throw failure[0];
        }
        @SuppressWarnings("unchecked")
        T t = (T) result[0];
        return t;
    }

    /** Polls every 100 ms until {@code probe} gives a value; fails naming {@code what} after {@code seconds}. */
    static <T> T waitFor(Callable<T> probe, int seconds, String what) throws Exception {
        for (int i = 0; i < seconds * 10; i++) {
            T value = probe.call();
            if (value != null) {
                return value;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("timed out after " + seconds + " s waiting for " + what);
    }

    /** The first component under {@code root}, depth first, that passes {@code test}; null if none. Event thread. */
    static java.awt.Component find(java.awt.Container root, java.util.function.Predicate<java.awt.Component> test) {
        for (java.awt.Component c : root.getComponents()) {
            if (test.test(c)) {
                return c;
            }
            if (c instanceof java.awt.Container k) {
                java.awt.Component found = find(k, test);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The opened editor window of {@code dob}, or null. Event thread. */
    static org.openide.windows.TopComponent editorOf(org.openide.loaders.DataObject dob) {
        for (org.openide.windows.TopComponent tc : org.openide.windows.TopComponent.getRegistry().getOpened()) {
            if (tc.getLookup().lookup(org.openide.loaders.DataObject.class) == dob) {
                return tc;
            }
        }
        return null;
    }

    /**
     * The suite of a GUI test class: the real module system with our modules and the window system on a display
     * (Xvfb if none is set), failing on any SEVERE log; a skipped suite that says why when there is no display.
     */
    static Test guiSuite(Class<? extends NbTestCase> tests) {
        Optional<String> noDisplay = XvfbDisplay.ensure();
        String name = tests.getSimpleName();
        if (noDisplay.isPresent()) {
            System.err.println(name + " skipped: " + noDisplay.get());
            return new TestSuite(name + " (skipped: " + noDisplay.get() + ")");
        }
        return NbModuleSuite.createConfiguration(tests)
                .gui(true)
                .clusters(".*")
                .enableModules("org.rallyworkbench.*|org.netbeans.core.windows|org.netbeans.core.multiview"
                        + "|org.netbeans.modules.progress.ui|org.netbeans.swing.tabcontrol|org.netbeans.core.ui")
                .failOnMessage(Level.SEVERE)
                .suite();
    }
}
