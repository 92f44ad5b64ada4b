package org.rallyworkbench.editor.scenario.design;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Font;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.event.DocumentListener;
import javax.swing.text.Document;
import org.netbeans.core.spi.multiview.MultiViewElement;
import org.openide.DialogDescriptor;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.UndoRedo;
import org.openide.cookies.EditorCookie;
import org.openide.filesystems.FileChangeAdapter;
import org.openide.filesystems.FileEvent;
import org.openide.loaders.DataObject;
import org.openide.nodes.Node;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.AbstractLookup;
import org.openide.util.lookup.InstanceContent;
import org.openide.util.lookup.Lookups;
import org.openide.util.lookup.ProxyLookup;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.scenario.file.EditorUndo;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioLoad;
import org.rallyworkbench.editor.scenario.file.ScenarioMimeResolver;
import org.rallyworkbench.editor.scenario.file.ScenarioText;
import org.rallyworkbench.editor.scenario.file.ScenarioViews;
import org.rallyworkbench.editor.scenario.run.RunScenarioAction;
import org.rallyworkbench.editor.text.TextChanges;
import org.rallyworkbench.editor.ui.ViewElement;
import org.rallyworkbench.editor.ui.WrappingRowLayout;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotSpec;
import org.rallyworkbench.engine.model.Problem;

/**
 * The Design tab: the scenario's board with its robots as they start (name, facing arrow, damage). Click a robot to
 * select it (its properties show in the Properties window), drag it to place it, rotate it, pick its program for a
 * turn from the deck. Every edit is written into the XML text as one undoable edit; the view re-reads the text as
 * it changes, so Design and Source stay in sync.
 */
@Messages({
    "LBL_Scenario_DESIGN=Design",
    "LBL_RotateLeft=⟲ Left", "LBL_RotateRight=Right ⟳", "LBL_Turn=Turn: ", "LBL_Program=Program…",
    "# {0} - turn number", "LBL_TurnN={0}", "LBL_NewTurn=new",
    "MSG_SelectRobot=Click a robot first, then pick its program.",
    "# {0} - robot", "# {1} - turn", "LBL_ProgramTitle=Program of {0} in turn {1}",
    "# {0} - scenario name", "# {1} - board name", "# {2} - number of robots", "# {3} - number of turns",
    "LBL_ScenarioSummary={0} — {1}, {2,choice,1#1 robot|1<{2} robots}, {3,choice,0#no turns|1#1 turn|1<{3} turns}",
    "# {0} - number of problems",
    "LBL_ScenarioProblems=This scenario cannot be read: {0,choice,1#1 problem|1<{0} problems}. Fix them in the Source view."
})
@MultiViewElement.Registration(displayName = "#LBL_Scenario_DESIGN", iconBase = ScenarioDataObject.ICON,
        mimeType = ScenarioMimeResolver.MIME, persistenceType = TopComponent.PERSISTENCE_NEVER,
        preferredID = ScenarioViews.DESIGN, position = 1000)
public final class ScenarioDesignElement extends ViewElement {

    private static final String CANVAS = "canvas";
    private static final String PROBLEMS = "problems";

    private final DataObject dataObject;
    private final Lookup lookup;
    private final CardLayout cards = new CardLayout();
    private final ScenarioCanvas canvas = new ScenarioCanvas();
    private final JLabel problemHeading = new JLabel();
    private final JList<Problem> problems = new JList<>();
    private final JLabel summary = new JLabel();
    private final FileChangeAdapter fileListener = new FileChangeAdapter() {
        @Override
        public void fileChanged(FileEvent fe) {
            SwingUtilities.invokeLater(ScenarioDesignElement.this::reload);
        }
    };
    private final InstanceContent selection = new InstanceContent();
    private final JComboBox<String> turnChoice = new JComboBox<>();
    private final Timer reloadLater = new Timer(300, e -> reload());
    private final DocumentListener textListener = TextChanges.listener(() -> reloadLater.restart());
    private Document listenedDocument;
    private ScenarioSpec spec;
    private String selected;

    public ScenarioDesignElement(Lookup context) {
        super(null);
        dataObject = context.lookup(DataObject.class);
        reloadLater.setRepeats(false);
        lookup = new ProxyLookup(Lookups.fixed(dataObject), new AbstractLookup(selection));
        selection.set(List.of(dataObject.getNodeDelegate()), null);
        setLayout(cards);
        add(new JScrollPane(canvas), CANVAS);
        JPanel problemPanel = new JPanel(new BorderLayout(0, 8));
        problemPanel.setBorder(BorderFactory.createEmptyBorder(12, 12, 12, 12));
        problemHeading.setFont(problemHeading.getFont().deriveFont(Font.BOLD));
        problems.setFont(new Font(Font.MONOSPACED, Font.PLAIN, problems.getFont().getSize()));
        problemPanel.add(problemHeading, BorderLayout.NORTH);
        problemPanel.add(new JScrollPane(problems), BorderLayout.CENTER);
        add(problemPanel, PROBLEMS);
        WrappingRowLayout.install(toolbar());     // wraps, never cuts off
        toolbar().add(RunScenarioAction.button(dataObject.getLookup()));
        toolbar().addSeparator();
        toolbar().add(button(Bundle.LBL_RotateLeft(), e -> rotate(false)));
        toolbar().add(button(Bundle.LBL_RotateRight(), e -> rotate(true)));
        toolbar().addSeparator();
        toolbar().add(new JLabel(Bundle.LBL_Turn()));
        turnChoice.setPrototypeDisplayValue(Bundle.LBL_NewTurn() + "  ");
        turnChoice.setMaximumSize(turnChoice.getPreferredSize());
        toolbar().add(turnChoice);
        toolbar().add(button(Bundle.LBL_Program(), e -> pickProgram()));
        toolbar().addSeparator();
        toolbar().add(summary);
        new DesignMouse(canvas, this::robotAt, this::select, this::preview, this::place).install();
    }

    private static JButton button(String text, java.awt.event.ActionListener action) {
        JButton b = new JButton(text);
        b.addActionListener(action);
        return b;
    }

    private Optional<String> robotAt(Position p) {
        return spec == null ? Optional.empty()
                : spec.robots().stream().filter(r -> r.position().equals(p)).map(RobotSpec::name).findFirst();
    }

    private Optional<RobotSpec> selectedRobot() {
        return spec == null || selected == null ? Optional.empty()
                : spec.robots().stream().filter(r -> r.name().equals(selected)).findFirst();
    }

    /** Selects a robot (null: none): it is ringed, and its properties show in the Properties window. */
    private void select(String name) {
        selected = name;
        canvas.setSelected(name);
        Optional<RobotSpec> robot = selectedRobot();
        Node node = robot.<Node>map(r -> new RobotNode(dataObject, r)).orElse(dataObject.getNodeDelegate());
        selection.set(List.of(node), null);
        callback().ifPresent(c -> c.getTopComponent().setActivatedNodes(new Node[] {node}));
    }

    private void preview(String robot, Position at) {
        if (spec == null) {
            return;
        }
        canvas.show(spec.board(), spec.robots().stream().map(r -> r.name().equals(robot)
                ? new Sprite(r.name(), at.x(), at.y(), r.facing().ordinal(), r.damage(), false)
                : sprite(r)).toList(), List.of(), false);
    }

    private void place(String robot, Position at) {
        if (!TextEdits.apply(dataObject, text -> ScenarioEdits.setRobotAttribute(
                ScenarioEdits.setRobotAttribute(text, robot, "x", String.valueOf(at.x())), robot, "y",
                String.valueOf(at.y())))) {
            reload();
        }
    }

    private void rotate(boolean clockwise) {
        selectedRobot().ifPresent(r -> TextEdits.apply(dataObject, text -> ScenarioEdits.setRobotAttribute(text,
                r.name(), "facing", (clockwise ? r.facing().right() : r.facing().left()).name())));
    }

    /** The card picker for the selected robot's program in the chosen turn (or a new turn). */
    private void pickProgram() {
        Optional<RobotSpec> robot = selectedRobot();
        if (robot.isEmpty() || spec == null) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.MSG_SelectRobot()));
            return;
        }
        int turnCount = spec.turns().size();
        int turn = Math.max(1, turnChoice.getSelectedIndex() + 1);
        boolean newTurn = turn > turnCount;
        String name = robot.get().name();
        List<Card> current = newTurn ? List.of() : spec.turns().get(turn - 1).programs().stream()
                .filter(p -> p.robot().equals(name)).flatMap(p -> p.cards().stream()).toList();
        Set<Card> others = newTurn ? Set.of() : spec.turns().get(turn - 1).programs().stream()
                .filter(p -> !p.robot().equals(name)).flatMap(p -> p.cards().stream()).collect(Collectors.toSet());
        CardPicker picker = new CardPicker(current, others);
        DialogDescriptor dd = new DialogDescriptor(picker, Bundle.LBL_ProgramTitle(name, turn));
        if (DialogDisplayer.getDefault().notify(dd) != DialogDescriptor.OK_OPTION) {
            return;
        }
        String cards = String.join(" ", picker.program().stream().map(Card::toString).toList());
        TextEdits.apply(dataObject, text -> ScenarioEdits.setProgram(newTurn ? ScenarioEdits.addTurn(text) : text,
                turn, name, cards));
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

    private void show(ScenarioSpec newSpec) {
        spec = newSpec;
        canvas.show(spec.board(), sprites(spec), List.of(), false);
        int chosen = turnChoice.getSelectedIndex();
        turnChoice.removeAllItems();
        for (int i = 1; i <= spec.turns().size(); i++) {
            turnChoice.addItem(Bundle.LBL_TurnN(i));
        }
        turnChoice.addItem(Bundle.LBL_NewTurn());
        turnChoice.setSelectedIndex(Math.max(0, Math.min(chosen, turnChoice.getItemCount() - 1)));
        if (selected != null && selectedRobot().isEmpty()) {
            select(null);
        } else if (selected != null) {
            select(selected);
        }
        summary.setText(Bundle.LBL_ScenarioSummary(spec.name(), spec.board().name(), spec.robots().size(),
                spec.turns().size()));
        summary.setToolTipText(spec.description().isEmpty() ? null : spec.description());
        cards.show(this, CANVAS);
    }

    static List<Sprite> sprites(ScenarioSpec spec) {
        return spec.robots().stream().map(ScenarioDesignElement::sprite).toList();
    }

    private static Sprite sprite(RobotSpec r) {
        return new Sprite(r.name(), r.position().x(), r.position().y(), r.facing().ordinal(), r.damage(), false);
    }

    @Override
    public Lookup getLookup() {
        return lookup;
    }

    @Override
    public void componentOpened() {
        dataObject.getPrimaryFile().addFileChangeListener(fileListener);
        listenToText();
    }

    @Override
    public void componentClosed() {
        dataObject.getPrimaryFile().removeFileChangeListener(fileListener);
        if (listenedDocument != null) {
            listenedDocument.removeDocumentListener(textListener);
            listenedDocument = null;
        }
        reloadLater.stop();
    }

    /** Follows the Source text as it is typed, so the Design view stays in sync. */
    private void listenToText() {
        EditorCookie editor = dataObject.getLookup().lookup(EditorCookie.class);
        if (editor == null || listenedDocument != null) {
            return;
        }
        try {
            listenedDocument = editor.openDocument();
            listenedDocument.addDocumentListener(textListener);
        } catch (IOException e) {
            // the file cannot be read: reload() shows why
        }
    }

    @Override
    public void componentShowing() {
        callback().ifPresent(c -> c.updateTitle(dataObject.getPrimaryFile().getNameExt()));
        reload();
    }

    @Override
    public UndoRedo getUndoRedo() {
        return EditorUndo.of(dataObject);
    }

}
