package org.rallyworkbench.editor.issues;

import java.awt.BorderLayout;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.Collection;
import java.util.List;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.util.Lookup;
import org.openide.util.LookupEvent;
import org.openide.util.LookupListener;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;
import org.openide.util.Utilities;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.board.design.TileSelector;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.model.Board;

/**
 * The Issues window: what is wrong with the board in the active editor, updated as it changes. Checks
 * run off the event thread, latest board wins. Double-clicking an issue selects its tile.
 */
@TopComponent.Description(preferredID = "RallyIssuesTopComponent",
        iconBase = "org/rallyworkbench/editor/issues/issues16.png", persistenceType = TopComponent.PERSISTENCE_ALWAYS)
@TopComponent.Registration(mode = "output", openAtStartup = true, position = 200)
@ActionID(category = "Window", id = "org.rallyworkbench.editor.issues.IssuesTopComponent")
@ActionReference(path = "Menu/Window", position = 300)
@TopComponent.OpenActionRegistration(displayName = "#CTL_IssuesAction", preferredID = "RallyIssuesTopComponent")
@Messages({
    "CTL_IssuesAction=Issues",
    "CTL_IssuesTopComponent=Issues",
    "# {0} - number of issues",
    "LBL_IssueCount=Issues ({0})"
})
public final class IssuesTopComponent extends TopComponent implements LookupListener {

    private static final RequestProcessor CHECKS = new RequestProcessor("Board issues", 1, true);

    private final JList<Issue> list = new JList<>();
    private final BoardModel.Listener modelListener = m -> schedule();
    private final RequestProcessor.Task task = CHECKS.create(this::check);
    private Lookup.Result<BoardModel> models;
    private BoardModel model;
    private TileSelector selector;

    public IssuesTopComponent() {
        setName(Bundle.CTL_IssuesTopComponent());
        setLayout(new BorderLayout());
        add(new JScrollPane(list), BorderLayout.CENTER);
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                Issue issue = list.getSelectedValue();
                if (e.getClickCount() == 2 && issue != null && selector != null) {
                    issue.tile().ifPresent(selector::select);
                }
            }
        });
    }

    @Override
    protected void componentOpened() {
        models = Utilities.actionsGlobalContext().lookupResult(BoardModel.class);
        models.addLookupListener(this);
        resultChanged(null);
    }

    @Override
    protected void componentClosed() {
        models.removeLookupListener(this);
        follow(null, null);
    }

    /** Follows the board of the active editor; keeps the last one while another kind of window is active. */
    @Override
    public void resultChanged(LookupEvent ev) {
        Collection<? extends BoardModel> found = models.allInstances();
        if (!found.isEmpty()) {
            TileSelector s = Utilities.actionsGlobalContext().lookup(TileSelector.class);
            follow(found.iterator().next(), s != null ? s : selector);
        }
    }

    /** For tests and for the editor: watch this board. */
    public void follow(BoardModel newModel, TileSelector newSelector) {
        if (model == newModel) {
            selector = newSelector;
            return;
        }
        if (model != null) {
            model.removeListener(modelListener);
        }
        model = newModel;
        selector = newSelector;
        if (model != null) {
            model.addListener(modelListener);
        }
        schedule();
    }

    private void schedule() {
        task.schedule(150);
    }

    private void check() {
        BoardModel m = model;
        List<Issue> issues;
        if (m == null) {
            issues = List.of();
        } else if (m.unparsedText().isPresent()) {
            issues = BoardIssues.ofText(m.unparsedText().get(), m.problems());
        } else {
            Board board = m.board();
            issues = BoardIssues.of(board);
        }
        SwingUtilities.invokeLater(() -> {
            list.setListData(issues.toArray(Issue[]::new));
            setDisplayName(Bundle.LBL_IssueCount(issues.size()));
        });
    }

    /** For tests: the issues shown. */
    List<Issue> shown() {
        List<Issue> l = new java.util.ArrayList<>();
        for (int i = 0; i < list.getModel().getSize(); i++) {
            l.add(list.getModel().getElementAt(i));
        }
        return l;
    }
}
