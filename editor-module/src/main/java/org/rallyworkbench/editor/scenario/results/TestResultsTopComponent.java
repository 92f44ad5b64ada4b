package org.rallyworkbench.editor.scenario.results;

import java.awt.BorderLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.io.File;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JToggleButton;
import javax.swing.JToolBar;
import javax.swing.SwingUtilities;
import javax.swing.event.ChangeListener;
import org.openide.filesystems.FileChangeAdapter;
import org.openide.filesystems.FileChangeListener;
import org.openide.filesystems.FileEvent;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.explorer.ExplorerManager;
import org.openide.explorer.ExplorerUtils;
import org.openide.explorer.view.BeanTreeView;
import org.openide.nodes.AbstractNode;
import org.openide.nodes.Children;
import org.openide.nodes.Node;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * The Test Results window: the last suite run as a tree of passed, failed and invalid scenarios with their
 * messages and durations, by folder when they come from several, optionally the failed ones only. A result whose
 * file was edited, saved or approved since it ran is marked out of date until it runs again. Re-run failed, run
 * again and stop; double-click goes to the line of the failed {@code expect}.
 */
@TopComponent.Description(preferredID = TestResultsTopComponent.ID,
        iconBase = "org/rallyworkbench/editor/scenario/results/suite16.png",
        persistenceType = TopComponent.PERSISTENCE_NEVER)
@TopComponent.Registration(mode = "output", openAtStartup = false, position = 300)
@ActionID(category = "Window", id = "org.rallyworkbench.editor.scenario.results.TestResultsTopComponent")
@ActionReference(path = "Menu/Window", position = 350)
@TopComponent.OpenActionRegistration(displayName = "#CTL_TestResultsAction", preferredID = TestResultsTopComponent.ID)
@Messages({
    "CTL_TestResultsAction=Test Results",
    "CTL_TestResultsTopComponent=Test Results",
    "LBL_RerunFailed=Re-run Failed",
    "LBL_RunAgain=Run Again",
    "LBL_Stop=Stop",
    "LBL_NoRun=No scenarios run yet.",
    "# {0} - suite", "# {1} - summary",
    "LBL_Summary={0}: {1}",
    "# {0} - suite", "# {1} - summary",
    "LBL_SummaryRunning={0}: {1} … running",
    "# {0} - suite", "# {1} - summary",
    "LBL_SummaryCancelled={0}: {1} (stopped)",
    "LBL_FailedOnly=Failed Only",
    "TIP_FailedOnly=Show only the scenarios that did not pass",
    "# {0} - summary", "# {1} - total duration",
    "LBL_SummaryTimed={0} in {1}",
    "# {0} - summary", "# {1} - how many",
    "LBL_SummaryOutOfDate={0}; {1} out of date"
})
public final class TestResultsTopComponent extends TopComponent implements ExplorerManager.Provider {

    static final String ID = "RallyTestResultsTopComponent";

    private final ExplorerManager manager = new ExplorerManager();
    private final BeanTreeView tree = new BeanTreeView();
    private final JLabel summary = new JLabel(Bundle.LBL_NoRun());
    private final JButton rerunFailed = new JButton(Bundle.LBL_RerunFailed());
    private final JButton runAgain = new JButton(Bundle.LBL_RunAgain());
    private final JButton stop = new JButton(Bundle.LBL_Stop());
    private final JToggleButton failedOnly = new JToggleButton(Bundle.LBL_FailedOnly());
    private final ResultsModel model = new ResultsModel();
    private String suiteName = "";
    private SuiteRun running;
    private boolean busyNow;
    private boolean cancelledNow;
    /** Marks a result out of date when its file is saved or changed on disk. */
    private final FileChangeListener fileChanges = new FileChangeAdapter() {
        @Override
        public void fileChanged(FileEvent fe) {
            File f = FileUtil.toFile(fe.getFile());
            if (f != null) {
                String saved = SuiteRun.textOf(f.toPath());
                SwingUtilities.invokeLater(() -> markOutOfDate(f.toPath(), saved));
            }
        }
    };
    private final List<File> watched = new ArrayList<>();
    /** Marks a result out of date when its open document is first edited (the file becomes modified). */
    private final ChangeListener modifiedFiles = e -> SwingUtilities.invokeLater(this::checkModified);
    /** Marks a result out of date when its document, unsaved already when it ran, is edited again. */
    private final UnsavedDocumentEdits unsavedEdits = new UnsavedDocumentEdits(this::markOutOfDate);

    public TestResultsTopComponent() {
        setName(Bundle.CTL_TestResultsTopComponent());
        setLayout(new BorderLayout());
        tree.setRootVisible(false);
        add(tree, BorderLayout.CENTER);
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        bar.add(runAgain);
        bar.add(rerunFailed);
        bar.add(stop);
        bar.addSeparator();
        failedOnly.setToolTipText(Bundle.TIP_FailedOnly());
        failedOnly.setName("results.failedOnly");
        failedOnly.addActionListener(e -> {
            model.setFailedOnly(failedOnly.isSelected());
            refresh(busyNow, cancelledNow);
        });
        bar.add(failedOnly);
        bar.addSeparator();
        bar.add(summary);
        add(bar, BorderLayout.NORTH);
        runAgain.addActionListener(e -> run(suiteName, model.roots()));
        rerunFailed.addActionListener(e -> run(failedRunName(suiteName), failedFiles()));
        stop.addActionListener(e -> {
            if (running != null) {
                running.cancel();
            }
        });
        associateLookup(ExplorerUtils.createLookup(manager, getActionMap()));
        DataObject.getRegistry().addChangeListener(org.openide.util.WeakListeners.change(modifiedFiles,
                DataObject.getRegistry()));
        refresh(false, false);
    }

    /** {@code file} changed since its result was shown (an edit, a save, Approve): its result is out of date. */
    public static void fileChanged(Path file) {
        TopComponent tc = WindowManager.getDefault().findTopComponent(ID);
        if (tc instanceof TestResultsTopComponent results) {
            results.markOutOfDate(file);
        }
    }

    private void markOutOfDate(Path file) {
        markOutOfDate(file, null);
    }

    /** {@code file}'s text is now {@code text} (null: not known). */
    private void markOutOfDate(Path file, String text) {
        if (model.changed(file, text)) {
            refresh(busyNow, cancelledNow);
        }
    }

    private void checkModified() {
        for (DataObject dob : DataObject.getRegistry().getModifiedSet()) {
            File f = FileUtil.toFile(dob.getPrimaryFile());
            if (f != null) {
                markOutOfDate(f.toPath(), UnsavedDocumentEdits.textOf(dob));
            }
        }
    }

    /** Listens to the files of the results shown, and to no others. */
    private void watchFiles() {
        for (File f : watched) {
            FileUtil.removeFileChangeListener(fileChanges, f);
        }
        watched.clear();
        for (ResultEntry e : model.entries()) {
            File f = FileUtil.normalizeFile(e.file().toAbsolutePath().toFile());
            if (!watched.contains(f)) {
                FileUtil.addFileChangeListener(fileChanges, f);
                watched.add(f);
            }
        }
        unsavedEdits.watch(model.entries().stream().map(ResultEntry::file).toList());
    }

    @Override
    public ExplorerManager getExplorerManager() {
        return manager;
    }

    /** The window, opened and shown. Event thread only. */
    public static TestResultsTopComponent showWindow() {
        TopComponent tc = WindowManager.getDefault().findTopComponent(ID);
        TestResultsTopComponent results = tc instanceof TestResultsTopComponent r ? r : new TestResultsTopComponent();
        results.open();
        results.requestVisible();
        return results;
    }

    /** Runs every scenario under {@code suiteRoots} and shows the results as they come. Event thread only. */
    public static TestResultsTopComponent runSuite(String name, List<Path> suiteRoots) {
        TestResultsTopComponent results = showWindow();
        results.run(name, suiteRoots);
        return results;
    }

    /**
     * Shows results already known (a single scenario run from its editor). A scenario already listed is updated in
     * place (and current again); otherwise the window shows these alone. Event thread only.
     */
    public static void showResults(String name, List<Path> suiteRoots, List<ResultEntry> known) {
        TestResultsTopComponent results = showWindow();
        boolean listed = !results.busyNow && !known.isEmpty() && known.stream().allMatch(e -> results.model.has(e.file()));
        if (!listed) {
            results.suiteName = name;
            results.model.start(suiteRoots);
        }
        known.forEach(results.model::add);
        results.refresh(false, false);
    }

    void run(String name, List<Path> suiteRoots) {
        if (running != null) {
            running.cancel();
        }
        suiteName = name;
        model.start(suiteRoots);
        refresh(true, false);
        SuiteRun[] self = new SuiteRun[1];
        self[0] = SuiteRun.start(name, model.roots(), entry -> {
            if (running == self[0]) {
                model.add(entry);
                refresh(true, false);
            }
        }, cancelled -> {
            if (running == self[0]) {
                running = null;
                refresh(false, cancelled);
            }
        });
        running = self[0];
    }

    /** The name of a re-run of a suite's failures: "(failed)" once, however often failures are re-run. */
    static String failedRunName(String suite) {
        String failed = " (failed)";
        return suite.endsWith(failed) ? suite : suite + failed;
    }

    private List<Path> failedFiles() {
        return model.entries().stream().filter(e -> !e.verdict().passed()).map(ResultEntry::file).toList();
    }

    private void refresh(boolean busy, boolean cancelled) {
        busyNow = busy;
        cancelledNow = cancelled;
        List<ResultEntry> entries = model.entries();
        SuiteSummary s = SuiteSummary.of(entries);
        String counts = Bundle.LBL_SummaryTimed(s.text(), ResultNodes.duration(model.total()));
        long stale = entries.stream().filter(model::isOutOfDate).count();
        if (stale > 0) {
            counts = Bundle.LBL_SummaryOutOfDate(counts, stale);
        }
        String text = entries.isEmpty() && !busy && model.roots().isEmpty() ? Bundle.LBL_NoRun()
                : busy ? Bundle.LBL_SummaryRunning(suiteName, counts)
                : cancelled ? Bundle.LBL_SummaryCancelled(suiteName, counts)
                : Bundle.LBL_Summary(suiteName, counts);
        summary.setText(text);
        stop.setEnabled(busy);
        runAgain.setEnabled(!busy && !model.roots().isEmpty());
        rerunFailed.setEnabled(!busy && s.failed() + s.invalid() + s.unchecked() > 0);
        manager.setRootContext(new AbstractNode(ResultNodes.results(model)));
        if (!busy) {
            watchFiles();
            SwingUtilities.invokeLater(this::expandFailures);
        }
    }

    /**
     * Opens the results that did not pass and the folders that hold them; a folder whose results all passed stays
     * closed (its line says so), so that a suite of hundreds of passes reads as its folders.
     */
    private void expandFailures() {
        for (Node n : manager.getRootContext().getChildren().getNodes()) {
            boolean folder = !(n instanceof ResultNodes.SourceNode);
            if (folder && opens(n)) {
                tree.expandNode(n);
            }
            for (Node r : folder ? n.getChildren().getNodes() : new Node[] {n}) {
                if (!passed(r) && r.getChildren() != Children.LEAF) {
                    tree.expandNode(r);
                }
            }
        }
    }

    /** Whether the tree opens {@code folder}: when one of its results did not pass. */
    static boolean opens(Node folder) {
        for (Node r : folder.getChildren().getNodes()) {
            if (!passed(r)) {
                return true;
            }
        }
        return false;
    }

    private static boolean passed(Node result) {
        return result.getDisplayName().startsWith(Bundle.LBL_PASS());
    }

    /** For tests: the results shown now. */
    public List<ResultEntry> entries() {
        return model.entries();
    }

    /** For tests: shows the model again, as a file event does. */
    void refreshForTests() {
        refresh(busyNow, cancelledNow);
    }

    /** For tests: what the window shows, out-of-date marks and folders included. */
    ResultsModel model() {
        return model;
    }

    /** For tests: whether a suite is still running. */
    public boolean busy() {
        return running != null;
    }

    /** For tests: the summary line. */
    public String summaryText() {
        return summary.getText();
    }
}
