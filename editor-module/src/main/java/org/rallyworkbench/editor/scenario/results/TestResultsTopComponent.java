package org.rallyworkbench.editor.scenario.results;

import java.awt.BorderLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JToolBar;
import javax.swing.SwingUtilities;
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
 * messages. Re-run failed, run again and stop; double-click goes to the line of the failed {@code expect}.
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
    "LBL_SummaryCancelled={0}: {1} (stopped)"
})
public final class TestResultsTopComponent extends TopComponent implements ExplorerManager.Provider {

    static final String ID = "RallyTestResultsTopComponent";

    private final ExplorerManager manager = new ExplorerManager();
    private final BeanTreeView tree = new BeanTreeView();
    private final JLabel summary = new JLabel(Bundle.LBL_NoRun());
    private final JButton rerunFailed = new JButton(Bundle.LBL_RerunFailed());
    private final JButton runAgain = new JButton(Bundle.LBL_RunAgain());
    private final JButton stop = new JButton(Bundle.LBL_Stop());
    private final List<ResultEntry> entries = new ArrayList<>();
    private String suiteName = "";
    private List<Path> roots = List.of();
    private SuiteRun running;

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
        bar.add(summary);
        add(bar, BorderLayout.NORTH);
        runAgain.addActionListener(e -> run(suiteName, roots));
        rerunFailed.addActionListener(e -> run(failedRunName(suiteName), failedFiles()));
        stop.addActionListener(e -> {
            if (running != null) {
                running.cancel();
            }
        });
        associateLookup(ExplorerUtils.createLookup(manager, getActionMap()));
        refresh(false, false);
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

    /** Shows results already known (a single scenario run from its editor). Event thread only. */
    public static void showResults(String name, List<Path> suiteRoots, List<ResultEntry> known) {
        TestResultsTopComponent results = showWindow();
        results.suiteName = name;
        results.roots = List.copyOf(suiteRoots);
        results.entries.clear();
        results.entries.addAll(known);
        results.refresh(false, false);
    }

    void run(String name, List<Path> suiteRoots) {
        if (running != null) {
            running.cancel();
        }
        suiteName = name;
        roots = List.copyOf(suiteRoots);
        entries.clear();
        refresh(true, false);
        SuiteRun[] self = new SuiteRun[1];
        self[0] = SuiteRun.start(name, roots, entry -> {
            if (running == self[0]) {
                entries.add(entry);
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
        return entries.stream().filter(e -> !e.verdict().passed()).map(ResultEntry::file).toList();
    }

    private void refresh(boolean busy, boolean cancelled) {
        SuiteSummary s = SuiteSummary.of(entries);
        String text = entries.isEmpty() && !busy && roots.isEmpty() ? Bundle.LBL_NoRun()
                : busy ? Bundle.LBL_SummaryRunning(suiteName, s.text())
                : cancelled ? Bundle.LBL_SummaryCancelled(suiteName, s.text())
                : Bundle.LBL_Summary(suiteName, s.text());
        summary.setText(text);
        stop.setEnabled(busy);
        runAgain.setEnabled(!busy && !roots.isEmpty());
        rerunFailed.setEnabled(!busy && s.failed() + s.invalid() > 0);
        // failures first, like the IDE's JUnit results, then in file order
        List<ResultEntry> sorted = new ArrayList<>(entries);
        sorted.sort((a, b) -> Boolean.compare(a.verdict().passed(), b.verdict().passed()));
        AbstractNode root = new AbstractNode(ResultNodes.results(sorted));
        manager.setRootContext(root);
        if (!busy) {
            SwingUtilities.invokeLater(this::expandFailures);
        }
    }

    private void expandFailures() {
        for (Node n : manager.getRootContext().getChildren().getNodes()) {
            if (n.getChildren() != Children.LEAF && !n.getDisplayName().startsWith("PASS")) {
                tree.expandNode(n);
            }
        }
    }

    /** For tests: the results shown now. */
    public List<ResultEntry> entries() {
        return List.copyOf(entries);
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
