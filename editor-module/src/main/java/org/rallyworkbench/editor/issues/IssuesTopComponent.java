package org.rallyworkbench.editor.issues;

import java.awt.BorderLayout;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.beans.PropertyChangeEvent;
import java.beans.PropertyChangeListener;
import java.io.File;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.text.Document;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.cookies.EditorCookie;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.ui.ActiveDocument;

/**
 * The Issues window: what is wrong with the active document (a board or a scenario; the one selected in the editor
 * area while a tool window has the focus), updated as it changes, and which document that is. Checks run off the
 * event thread, latest state wins. Double-click, Enter or the right-click menu goes to an issue's tile or line.
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
    "LBL_IssueCount=Issues ({0})",
    "LBL_NoDocument=No board or scenario is open.",
    "# {0} - file name", "LBL_Checking={0}: checking…",
    "# {0} - file name", "LBL_NoIssues={0}: no issues",
    "# {0} - file name", "# {1} - errors", "# {2} - warnings",
    "LBL_IssuesOf={0}: {1,choice,0#no errors|1#1 error|1<{1} errors}, {2,choice,0#no warnings|1#1 warning|1<{2} warnings}",
    "CTL_GoToTile=Go to Tile",
    "CTL_GoToLine=Go to Line"
})
public final class IssuesTopComponent extends TopComponent {

    private static final RequestProcessor CHECKS = new RequestProcessor("Board issues", 1, true);

    private final IssuesTable table = new IssuesTable();
    private final JLabel header = new JLabel(Bundle.LBL_NoDocument());
    private final RequestProcessor.Task task = CHECKS.create(this::check);
    private final BoardModel.Listener modelListener = m -> schedule();
    private final PropertyChangeListener documentChanges = e -> schedule();
    private final DocumentListener textChanges = new DocumentListener() {
        @Override
        public void insertUpdate(DocumentEvent e) {
            schedule();
        }

        @Override
        public void removeUpdate(DocumentEvent e) {
            schedule();
        }

        @Override
        public void changedUpdate(DocumentEvent e) {
        }
    };
    private final PropertyChangeListener activation = e -> {
        if (TopComponent.Registry.PROP_ACTIVATED.equals(e.getPropertyName())
                || TopComponent.Registry.PROP_TC_CLOSED.equals(e.getPropertyName())
                || TopComponent.Registry.PROP_TC_OPENED.equals(e.getPropertyName())) {
            SwingUtilities.invokeLater(this::followActive);
        }
    };
    private DataObject document;
    private BoardModel model;
    private Document text;

    public IssuesTopComponent() {
        setName(Bundle.CTL_IssuesTopComponent());
        setLayout(new BorderLayout());
        header.setBorder(BorderFactory.createEmptyBorder(3, 6, 3, 6));
        add(header, BorderLayout.NORTH);
        add(new JScrollPane(table), BorderLayout.CENTER);
        table.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && SwingUtilities.isLeftMouseButton(e)) {
                    goTo(table.issueAt(table.rowAtPoint(e.getPoint())));
                }
            }

            @Override
            public void mousePressed(MouseEvent e) {
                popup(e);
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                popup(e);
            }
        });
        table.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT)
                .put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "rally.goToIssue");
        table.getActionMap().put("rally.goToIssue", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                goTo(table.issueAt(table.getSelectedRow()));
            }
        });
    }

    @Override
    protected void componentOpened() {
        TopComponent.getRegistry().addPropertyChangeListener(activation);
        followActive();
    }

    @Override
    protected void componentClosed() {
        TopComponent.getRegistry().removePropertyChangeListener(activation);
        follow(null);
    }

    /** Follows the active document; while a tool window is active, the document selected in the editor area. */
    private void followActive() {
        DataObject active = ActiveDocument.dataObject().orElse(null);
        if (active != null || noDocumentOpen()) {
            follow(active);
        }
    }

    private static boolean noDocumentOpen() {
        return TopComponent.getRegistry().getOpened().stream()
                .noneMatch(tc -> tc.getLookup().lookup(DataObject.class) != null);
    }

    /** For tests and for the window: show the issues of {@code newDocument} (null: none). Event thread. */
    void follow(DataObject newDocument) {
        if (newDocument == document) {
            return;
        }
        unwatch();
        document = newDocument;
        watch();
        header.setText(document == null ? Bundle.LBL_NoDocument() : Bundle.LBL_Checking(name(document)));
        header.setIcon(document == null ? null : new javax.swing.ImageIcon(
                document.getNodeDelegate().getIcon(java.beans.BeanInfo.ICON_COLOR_16x16)));
        setToolTipText(document == null ? null : path(document));
        schedule();
    }

    private void watch() {
        if (document == null) {
            return;
        }
        document.addPropertyChangeListener(documentChanges);
        if (document instanceof BoardDataObject board) {
            model = board.model();
            model.addListener(modelListener);
        } else {
            EditorCookie editor = document.getLookup().lookup(EditorCookie.class);
            text = editor == null ? null : editor.getDocument();
            if (text != null) {
                text.addDocumentListener(textChanges);
            }
        }
    }

    private void unwatch() {
        if (document != null) {
            document.removePropertyChangeListener(documentChanges);
        }
        if (model != null) {
            model.removeListener(modelListener);
            model = null;
        }
        if (text != null) {
            text.removeDocumentListener(textChanges);
            text = null;
        }
    }

    private void schedule() {
        task.schedule(150);
    }

    private void check() {
        DataObject d = document;
        List<Issue> issues = d == null ? List.of() : DocumentIssues.of(d);
        SwingUtilities.invokeLater(() -> {
            if (d != document) {
                return;     // another document came meanwhile: its own check follows
            }
            table.show(issues);
            setDisplayName(Bundle.LBL_IssueCount(issues.size()));
            if (d != null) {
                long errors = issues.stream().filter(Issue::error).count();
                header.setText(issues.isEmpty() ? Bundle.LBL_NoIssues(name(d))
                        : Bundle.LBL_IssuesOf(name(d), errors, issues.size() - errors));
            }
        });
    }

    private void popup(MouseEvent e) {
        if (!e.isPopupTrigger()) {
            return;
        }
        int row = table.rowAtPoint(e.getPoint());
        if (row >= 0) {
            table.setRowSelectionInterval(row, row);
        }
        Issue issue = table.issueAt(row);
        if (issue != null) {
            menu(issue).show(table, e.getX(), e.getY());
        }
    }

    /** The right-click menu of an issue: go to its tile (Design view) or line (Source view). */
    JPopupMenu menu(Issue issue) {
        JPopupMenu menu = new JPopupMenu();
        JMenuItem tile = new JMenuItem(Bundle.CTL_GoToTile());
        tile.setEnabled(issue.tile().isPresent() && document instanceof BoardDataObject);
        tile.addActionListener(e -> IssueNavigation.toTile(document, issue.tile().orElseThrow()));
        menu.add(tile);
        JMenuItem line = new JMenuItem(Bundle.CTL_GoToLine());
        line.setEnabled(issue.line() > 0);
        line.addActionListener(e -> IssueNavigation.toLine(document, issue.line(), issue.column()));
        menu.add(line);
        return menu;
    }

    private void goTo(Issue issue) {
        if (issue == null || document == null) {
            return;
        }
        if (issue.tile().isPresent() && document instanceof BoardDataObject) {
            IssueNavigation.toTile(document, issue.tile().get());
        } else if (issue.line() > 0) {
            IssueNavigation.toLine(document, issue.line(), issue.column());
        }
    }

    private static String name(DataObject d) {
        return d.getPrimaryFile().getNameExt();
    }

    private static String path(DataObject d) {
        File f = FileUtil.toFile(d.getPrimaryFile());
        return f == null ? d.getPrimaryFile().getPath() : f.getPath();
    }

    /** For tests: the issues shown, in the model's order. */
    List<Issue> shown() {
        return table.issues();
    }

    /** For tests: the line above the table that names the document. */
    String headerText() {
        return header.getText();
    }

    /** For tests: the table. */
    IssuesTable table() {
        return table;
    }
}
