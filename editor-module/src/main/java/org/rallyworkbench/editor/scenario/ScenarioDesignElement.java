package org.rallyworkbench.editor.scenario;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Font;
import java.util.List;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JToolBar;
import javax.swing.SwingUtilities;
import org.netbeans.core.spi.multiview.CloseOperationState;
import org.netbeans.core.spi.multiview.MultiViewElement;
import org.netbeans.core.spi.multiview.MultiViewElementCallback;
import org.openide.awt.UndoRedo;
import org.openide.filesystems.FileChangeAdapter;
import org.openide.filesystems.FileEvent;
import org.openide.loaders.DataObject;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.scenario.picture.ScenarioCanvas;
import org.rallyworkbench.editor.scenario.picture.Sprite;
import org.rallyworkbench.editor.scenario.run.RunScenarioAction;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.xml.Problem;

/**
 * The Design tab: the scenario's board with its robots as they start (name, facing arrow, damage). It re-reads the
 * scenario from the Source tab's text whenever it is shown and when the file changes on disk.
 */
@Messages({
    "LBL_Scenario_DESIGN=Design",
    "# {0} - scenario name", "# {1} - board name", "# {2} - number of robots", "# {3} - number of turns",
    "LBL_ScenarioSummary={0} — {1}, {2,choice,1#1 robot|1<{2} robots}, {3,choice,0#no turns|1#1 turn|1<{3} turns}",
    "# {0} - number of problems",
    "LBL_ScenarioProblems=This scenario cannot be read: {0,choice,1#1 problem|1<{0} problems}. Fix them in the Source view."
})
@MultiViewElement.Registration(displayName = "#LBL_Scenario_DESIGN", iconBase = ScenarioDataObject.ICON,
        mimeType = ScenarioMimeResolver.MIME, persistenceType = TopComponent.PERSISTENCE_NEVER,
        preferredID = ScenarioViews.DESIGN, position = 1000)
public final class ScenarioDesignElement extends JPanel implements MultiViewElement {

    private static final String CANVAS = "canvas";
    private static final String PROBLEMS = "problems";

    private final DataObject dataObject;
    private final Lookup lookup;
    private final CardLayout cards = new CardLayout();
    private final ScenarioCanvas canvas = new ScenarioCanvas();
    private final JLabel problemHeading = new JLabel();
    private final JList<Problem> problems = new JList<>();
    private final JToolBar toolbar = new JToolBar();
    private final JLabel summary = new JLabel();
    private final FileChangeAdapter fileListener = new FileChangeAdapter() {
        @Override
        public void fileChanged(FileEvent fe) {
            SwingUtilities.invokeLater(ScenarioDesignElement.this::reload);
        }
    };
    private MultiViewElementCallback callback;

    public ScenarioDesignElement(Lookup context) {
        dataObject = context.lookup(DataObject.class);
        lookup = dataObject.getNodeDelegate().getLookup();
        setLayout(cards);
        add(new JScrollPane(canvas), CANVAS);
        JPanel problemPanel = new JPanel(new BorderLayout(0, 8));
        problemPanel.setBorder(BorderFactory.createEmptyBorder(12, 12, 12, 12));
        problemHeading.setFont(problemHeading.getFont().deriveFont(Font.BOLD));
        problems.setFont(new Font(Font.MONOSPACED, Font.PLAIN, problems.getFont().getSize()));
        problemPanel.add(problemHeading, BorderLayout.NORTH);
        problemPanel.add(new JScrollPane(problems), BorderLayout.CENTER);
        add(problemPanel, PROBLEMS);
        toolbar.setFloatable(false);
        toolbar.add(RunScenarioAction.button(lookup));
        toolbar.addSeparator();
        toolbar.add(summary);
    }

    void reload() {
        ScenarioLoad load = ScenarioText.load(dataObject);
        if (load instanceof ScenarioLoad.Loaded loaded) {
            show(loaded.spec());
        } else if (load instanceof ScenarioLoad.Failed failed) {
            problemHeading.setText(Bundle.LBL_ScenarioProblems(failed.problems().size()));
            problems.setListData(failed.problems().toArray(Problem[]::new));
            summary.setText(" ");
            cards.show(this, PROBLEMS);
        }
    }

    private void show(ScenarioSpec spec) {
        canvas.show(spec.board(), sprites(spec), List.of(), false);
        summary.setText(Bundle.LBL_ScenarioSummary(spec.name(), spec.board().name(), spec.robots().size(),
                spec.turns().size()));
        summary.setToolTipText(spec.description().isEmpty() ? null : spec.description());
        cards.show(this, CANVAS);
    }

    static List<Sprite> sprites(ScenarioSpec spec) {
        return spec.robots().stream().map(r -> new Sprite(r.name(), r.position().x(), r.position().y(),
                r.facing().ordinal(), r.damage(), false)).toList();
    }

    @Override
    public JComponent getVisualRepresentation() {
        return this;
    }

    @Override
    public JComponent getToolbarRepresentation() {
        return toolbar;
    }

    @Override
    public Action[] getActions() {
        return callback == null ? new Action[0] : callback.createDefaultActions();
    }

    @Override
    public Lookup getLookup() {
        return lookup;
    }

    @Override
    public void componentOpened() {
        dataObject.getPrimaryFile().addFileChangeListener(fileListener);
    }

    @Override
    public void componentClosed() {
        dataObject.getPrimaryFile().removeFileChangeListener(fileListener);
    }

    @Override
    public void componentShowing() {
        if (callback != null) {
            callback.updateTitle(dataObject.getPrimaryFile().getNameExt());
        }
        reload();
    }

    @Override
    public void componentHidden() {
    }

    @Override
    public void componentActivated() {
    }

    @Override
    public void componentDeactivated() {
    }

    @Override
    public UndoRedo getUndoRedo() {
        return UndoRedo.NONE;
    }

    @Override
    public void setMultiViewCallback(MultiViewElementCallback callback) {
        this.callback = callback;
    }

    @Override
    public CloseOperationState canCloseElement() {
        return CloseOperationState.STATE_OK;
    }
}
