package org.rallyworkbench.editor.scenario.design;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Font;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.netbeans.core.spi.multiview.MultiViewElement;
import org.openide.DialogDescriptor;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.cookies.EditorCookie;
import org.openide.filesystems.FileChangeAdapter;
import org.openide.filesystems.FileEvent;
import org.openide.nodes.Node;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.AbstractLookup;
import org.openide.util.lookup.InstanceContent;
import org.openide.util.lookup.Lookups;
import org.openide.util.lookup.ProxyLookup;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioMimeResolver;
import org.rallyworkbench.editor.scenario.file.ScenarioText;
import org.rallyworkbench.editor.scenario.file.ScenarioViews;
import org.rallyworkbench.editor.scenario.run.RunScenarioAction;
import org.rallyworkbench.editor.scenario.run.ScenarioViewElement;
import org.rallyworkbench.editor.text.FollowText;
import org.rallyworkbench.editor.ui.WrappingRowLayout;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotSpec;

/**
 * The Design tab: the scenario's board with its robots as they start (name, facing arrow, damage). Click a robot to
 * select it (its properties show in the Properties window), drag it to place it, rotate it, pick its program for a
 * turn from the deck. Every edit is written into the XML text as one undoable edit; the view re-reads the text as
 * it changes, so Design and Source stay in sync.
 */
@Messages({
    "LBL_Scenario_DESIGN=Design",
    "LBL_RotateLeft=⟲ Left", "LBL_RotateRight=Right ⟳", "LBL_Turn=Turn: ", "LBL_Program=Program…",
    "LBL_AddRobot=Add Robot", "TIP_AddRobot=Click a free tile to place a new robot there",
    "LBL_RemoveRobot=Remove Robot", "LBL_RenameRobot=Rename…", "LBL_AddTurn=Add Turn", "LBL_RemoveTurn=Remove Turn",
    "LBL_AddExpectation=Add Expectation ▾",
    "TIP_AddExpectation=Expect the selected robot's actual state after a register or after the chosen turn",
    "# {0} - register", "# {1} - turn", "LBL_AfterRegister=After register {0} of turn {1}",
    "# {0} - turn", "LBL_AfterTurn=After turn {0}",
    "# {0} - robot", "LBL_RenameTitle=Rename {0}", "LBL_NewName=New name:",
    "# {0} - turn", "LBL_ExpectationsOf=Expectations of turn {0}",
    "MSG_AddTurnFirst=Add a turn first (Add Turn), then expect what happens in it.",
    "# {0} - robot", "MSG_NeverThere={0} is not in the game any more at that point (the game had ended).",
    "# {0} - turn number", "LBL_TurnN={0}", "LBL_NewTurn=new",
    "MSG_SelectRobot=Click a robot first, then pick its program.",
    "MSG_SelectRobotFirst=Click a robot first.",
    "# {0} - robot", "# {1} - turn", "LBL_ProgramTitle=Program of {0} in turn {1}",
    "# {0} - scenario name", "# {1} - board name", "# {2} - number of robots", "# {3} - number of turns",
    "LBL_ScenarioSummary={0} — {1}, {2,choice,1#1 robot|1<{2} robots}, {3,choice,0#no turns|1#1 turn|1<{3} turns}",
    "# {0} - number of problems",
    "# {0} - x", "LBL_ExpectedX=x={0}", "# {0} - y", "LBL_ExpectedY=y={0}",
    "# {0} - facing", "LBL_ExpectedFacing=facing {0}", "# {0} - damage", "LBL_ExpectedDamage=damage {0}",
    "# {0} - lives", "LBL_ExpectedLives=lives {0}", "LBL_ExpectedDestroyed=destroyed",
    "LBL_ExpectedNotDestroyed=not destroyed", "# {0} - options", "LBL_ExpectedHolds=holds {0}",
    "LBL_ScenarioProblems=This scenario cannot be read: {0,choice,1#1 problem|1<{0} problems}. Fix them in the Source view."
})
@MultiViewElement.Registration(displayName = "#LBL_Scenario_DESIGN", iconBase = ScenarioDataObject.ICON,
        mimeType = ScenarioMimeResolver.MIME, persistenceType = TopComponent.PERSISTENCE_NEVER,
        preferredID = ScenarioViews.DESIGN, position = 1000)
public final class ScenarioDesignElement extends ScenarioViewElement {

    private static final String CANVAS = "canvas";
    private static final String PROBLEMS = "problems";

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
    private final JList<ExpectationItem> expectations = new JList<>();
    private final JLabel expectationsTitle = new JLabel();
    private boolean listing;
    private final javax.swing.JToggleButton addRobot = new javax.swing.JToggleButton(Bundle.LBL_AddRobot());
    private final FollowText sourceText = new FollowText(300, this::reload);
    private ScenarioSpec spec;
    private String selected;

    public ScenarioDesignElement(Lookup context) {
        super(context, null);
        lookup = new ProxyLookup(Lookups.fixed(dataObject), new AbstractLookup(selection));
        selection.set(List.of(dataObject.getNodeDelegate()), null);
        setLayout(cards);
        JPanel design = new JPanel(new BorderLayout());
        design.add(new JScrollPane(canvas), BorderLayout.CENTER);
        JPanel expectationPanel = new JPanel(new BorderLayout(0, 4));
        expectationPanel.setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        expectationsTitle.setFont(expectationsTitle.getFont().deriveFont(Font.BOLD));
        expectationPanel.add(expectationsTitle, BorderLayout.NORTH);
        expectations.setName("design.expectations");
        expectations.setSelectionMode(javax.swing.ListSelectionModel.SINGLE_SELECTION);
        expectations.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting()) {
                expectationChosen();
            }
        });
        JScrollPane expectationScroll = new JScrollPane(expectations);
        expectationScroll.setPreferredSize(new java.awt.Dimension(300, 200));
        expectationPanel.add(expectationScroll, BorderLayout.CENTER);
        design.add(expectationPanel, BorderLayout.EAST);
        add(design, CANVAS);
        turnChoice.addActionListener(e -> listExpectations());
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
        toolbar().add(button(Bundle.LBL_AddTurn(), e -> addTurn()));
        toolbar().add(button(Bundle.LBL_RemoveTurn(), e -> removeTurn()));
        JButton expect = button(Bundle.LBL_AddExpectation(), null);
        expect.setName("design.addExpectation");
        expect.setToolTipText(Bundle.TIP_AddExpectation());
        expect.addActionListener(e -> expectationMenu().show(expect, 0, expect.getHeight()));
        toolbar().add(expect);
        toolbar().addSeparator();
        addRobot.setName("design.addRobot");
        addRobot.setToolTipText(Bundle.TIP_AddRobot());
        toolbar().add(addRobot);
        toolbar().add(button(Bundle.LBL_RemoveRobot(), e -> removeRobot()));
        toolbar().add(button(Bundle.LBL_RenameRobot(), e -> renameRobot()));
        toolbar().addSeparator();
        toolbar().add(summary);
        new DesignMouse(canvas, this::robotAt, this::select, this::preview, this::place).install();
        canvas.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mousePressed(java.awt.event.MouseEvent e) {
                if (addRobot.isSelected() && SwingUtilities.isLeftMouseButton(e)) {
                    canvas.tileAt(e.getPoint()).filter(p -> robotAt(p).isEmpty()).ifPresent(p -> addRobotAt(p));
                }
            }
        });
    }

    private static JButton button(String text, java.awt.event.ActionListener action) {
        JButton b = new JButton(text);
        b.setName("design." + text.replaceAll("[^A-Za-z]", ""));
        if (action != null) {
            b.addActionListener(action);
        }
        return b;
    }

    /** The board with its robots (GUI tests point at its tiles). */
    ScenarioCanvas canvas() {
        return canvas;
    }

    private List<String> robotNames() {
        return spec == null ? List.of() : spec.robots().stream().map(RobotSpec::name).toList();
    }

    /** A new robot on a free tile: the next colour, facing the start's way on a start, else north. */
    private void addRobotAt(Position p) {
        if (spec == null || !RosterEdits.free(spec.board(), p)) {
            return;
        }
        String name = RosterEdits.nextName(robotNames());
        Direction facing = spec.board().startAt(p).map(s -> s.facing()).orElse(Direction.N);
        addRobot.setSelected(false);
        if (TextEdits.apply(dataObject, text -> RosterEdits.addRobot(text, name, p, facing))) {
            selected = name;
            reload();
        }
    }

    private void removeRobot() {
        selectedRobot().ifPresentOrElse(r -> {
            if (TextEdits.apply(dataObject, text -> RosterEdits.removeRobot(text, r.name()))) {
                reload();
            }
        }, () -> DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.MSG_SelectRobotFirst())));
    }

    private void renameRobot() {
        Optional<RobotSpec> robot = selectedRobot();
        if (robot.isEmpty()) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.MSG_SelectRobotFirst()));
            return;
        }
        String old = robot.get().name();
        NotifyDescriptor.InputLine ask = new NotifyDescriptor.InputLine(Bundle.LBL_NewName(),
                Bundle.LBL_RenameTitle(old));
        ask.setInputText(old);
        if (DialogDisplayer.getDefault().notify(ask) != NotifyDescriptor.OK_OPTION) {
            return;
        }
        String name = ask.getInputText().trim();
        if (name.equals(old)) {
            return;
        }
        Optional<String> problem = RosterEdits.nameProblem(name, robotNames());
        if (problem.isPresent()) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(problem.get(),
                    NotifyDescriptor.WARNING_MESSAGE));
            return;
        }
        if (TextEdits.apply(dataObject, text -> RosterEdits.renameRobot(text, old, name))) {
            selected = name;
            reload();
        }
    }

    /** The turn chosen in the toolbar, 1-based; one past the last for "new". */
    private int chosenTurn() {
        return Math.max(1, turnChoice.getSelectedIndex() + 1);
    }

    private void addTurn() {
        if (spec != null && TextEdits.apply(dataObject, text -> StepEdits.addTurn(text, robotNames()))) {
            reload();
            turnChoice.setSelectedIndex(spec.turns().size() - 1);
        }
    }

    private void removeTurn() {
        int turn = chosenTurn();
        if (spec != null && turn <= spec.turns().size()
                && TextEdits.apply(dataObject, text -> StepEdits.removeTurn(text, turn))) {
            reload();
        }
    }

    private javax.swing.JPopupMenu expectationMenu() {
        javax.swing.JPopupMenu menu = new javax.swing.JPopupMenu();
        int turn = Math.min(chosenTurn(), spec == null ? 0 : spec.turns().size());
        for (int k = 1; k <= 5; k++) {
            int register = k;
            javax.swing.JMenuItem item = new javax.swing.JMenuItem(Bundle.LBL_AfterRegister(k, Math.max(1, turn)));
            item.addActionListener(e -> addExpectation(turn, register));
            menu.add(item);
        }
        menu.addSeparator();
        javax.swing.JMenuItem after = new javax.swing.JMenuItem(Bundle.LBL_AfterTurn(Math.max(1, turn)));
        after.addActionListener(e -> addExpectation(turn, 0));
        menu.add(after);
        return menu;
    }

    /**
     * The selected robot's state as the Design view shows it, written as an expectation there (one undo step) and
     * selected, so the Properties window edits it into what should happen.
     */
    private void addExpectation(int turn, int register) {
        Optional<RobotSpec> robot = selectedRobot();
        if (robot.isEmpty() || spec == null) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.MSG_SelectRobotFirst()));
            return;
        }
        if (turn < 1) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.MSG_AddTurnFirst()));
            return;
        }
        RobotSpec r = robot.get();
        String element = "<robot name=\"" + r.name() + "\" x=\"" + r.position().x() + "\" y=\"" + r.position().y()
                + "\" facing=\"" + r.facing().name() + "\"/>";
        if (TextEdits.apply(dataObject, text -> StepEdits.addExpectation(text, turn, register, element))) {
            reload();
            String when = register > 0 ? Bundle.LBL_AfterRegister(register, turn) : Bundle.LBL_AfterTurn(turn);
            for (int i = 0; i < expectations.getModel().getSize(); i++) {
                ExpectationItem item = expectations.getModel().getElementAt(i);
                if (item.expected().name().equals(r.name()) && item.when().equals(when)) {
                    expectations.setSelectedIndex(i);
                }
            }
        }
    }

    /** One robot's expectation in the list beside the board. */
    private record ExpectationItem(ScenarioSpec.RobotExpectation expected, String when) {
        @Override
        public String toString() {
            ScenarioSpec.RobotExpectation e = expected;
            StringBuilder sb = new StringBuilder(e.name()).append(", ").append(when.toLowerCase(java.util.Locale.ROOT))
                    .append(':');
            e.x().ifPresent(v -> sb.append(' ').append(Bundle.LBL_ExpectedX(v)));
            e.y().ifPresent(v -> sb.append(' ').append(Bundle.LBL_ExpectedY(v)));
            e.facing().ifPresent(v -> sb.append(' ').append(Bundle.LBL_ExpectedFacing(v)));
            e.damage().ifPresent(v -> sb.append(' ').append(Bundle.LBL_ExpectedDamage(v)));
            e.lives().ifPresent(v -> sb.append(' ').append(Bundle.LBL_ExpectedLives(v)));
            e.destroyed().ifPresent(v -> sb.append(' ').append(v ? Bundle.LBL_ExpectedDestroyed()
                    : Bundle.LBL_ExpectedNotDestroyed()));
            e.holds().ifPresent(h -> sb.append(' ').append(Bundle.LBL_ExpectedHolds(String.join(" ", h.stream()
                    .map(x -> x.card().id() + x.counter().map(c -> ":" + c).orElse("")).toList()))));
            return sb.toString();
        }
    }

    /** The expectations of the chosen turn: after its registers, then after the turn. */
    private void listExpectations() {
        javax.swing.DefaultListModel<ExpectationItem> model = new javax.swing.DefaultListModel<>();
        int turn = chosenTurn();
        if (spec != null && turn <= spec.turns().size()) {
            for (ScenarioSpec.ExpectSpec e : spec.turns().get(turn - 1).expects()) {
                int k = e.afterRegister().orElse(0);
                String when = k > 0 ? Bundle.LBL_AfterRegister(k, turn) : Bundle.LBL_AfterTurn(turn);
                e.robots().forEach(r -> model.addElement(new ExpectationItem(r, when)));
            }
            int index = spec.steps().indexOf(spec.turns().get(turn - 1));
            for (int i = index + 1; i < spec.steps().size()
                    && spec.steps().get(i) instanceof ScenarioSpec.ExpectSpec e; i++) {
                e.robots().forEach(r -> model.addElement(new ExpectationItem(r, Bundle.LBL_AfterTurn(turn))));
            }
        }
        expectationsTitle.setText(Bundle.LBL_ExpectationsOf(Math.max(1, Math.min(turn,
                spec == null ? 1 : Math.max(1, spec.turns().size())))));
        ExpectationItem was = expectations.getSelectedValue();
        listing = true;
        try {
            expectations.setModel(model);
            for (int i = 0; was != null && i < model.size(); i++) {
                if (model.get(i).expected().name().equals(was.expected().name()) && model.get(i).when().equals(was.when())) {
                    expectations.setSelectedIndex(i);
                }
            }
        } finally {
            listing = false;
        }
    }

    private void expectationChosen() {
        ExpectationItem item = expectations.getSelectedValue();
        if (item == null || listing && selected != null) {
            return;
        }
        selected = null;
        canvas.setSelected(null);
        Node node = new ExpectationNode(dataObject, item.expected(), item.when().toLowerCase(java.util.Locale.ROOT));
        selection.set(List.of(node), null);
        callback().ifPresent(c -> c.getTopComponent().setActivatedNodes(new Node[] {node}));
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
        if (name != null && !listing) {
            listing = true;
            expectations.clearSelection();
            listing = false;
        }
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

    /**
     * The card picker for the selected robot's program in the chosen turn (or a new turn): cards, two-card
     * registers, option uses and sacrifice list, written as one undoable edit.
     */
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
        Optional<ScenarioSpec.ProgramSpec> written = newTurn ? Optional.empty() : spec.turns().get(turn - 1)
                .programs().stream().filter(p -> p.robot().equals(name)).findFirst();
        List<Card> current = written.map(ScenarioSpec.ProgramSpec::cards).orElse(List.of());
        Set<Card> others = new java.util.HashSet<>();
        if (!newTurn) {
            for (ScenarioSpec.ProgramSpec p : spec.turns().get(turn - 1).programs()) {
                if (!p.robot().equals(name)) {
                    others.addAll(p.cards());
                    p.options().seconds().forEach(c -> c.ifPresent(others::add));
                }
            }
        }
        PickerRobot who = PickerRobot.of(spec, name, turn).orElseGet(() -> PickerRobot.ofSetup(robot.get(), turn));
        CardPicker picker = new CardPicker(who, current,
                written.map(ScenarioSpec.ProgramSpec::options).orElse(org.rallyworkbench.engine.model.OptionPlan.NONE),
                others);
        DialogDescriptor dd = new DialogDescriptor(picker, Bundle.LBL_ProgramTitle(name, turn));
        org.openide.NotificationLineSupport line = dd.createNotificationLineSupport();
        Runnable check = () -> {
            Optional<String> problem = picker.problem();
            dd.setValid(problem.isEmpty());
            if (problem.isPresent()) {
                line.setErrorMessage(problem.get());
            } else {
                line.clearMessages();
            }
        };
        picker.addChangeListener(e -> check.run());
        check.run();
        if (DialogDisplayer.getDefault().notify(dd) != DialogDescriptor.OK_OPTION) {
            return;
        }
        List<Card> cards = picker.program();
        org.rallyworkbench.engine.model.OptionPlan plan = picker.plan();
        TextEdits.apply(dataObject, text -> newTurn ? ProgramEdits.setProgramInNewTurn(text, robotNames(), name, cards,
                plan) : ProgramEdits.setProgram(text, turn, name, cards, plan));
    }

    void reload() {
        ReadResult<ScenarioSpec> load = ScenarioText.load(dataObject);
        if (load instanceof ReadResult.Read<ScenarioSpec> loaded) {
            show(loaded.value());
        } else if (load instanceof ReadResult.Failed<ScenarioSpec> failed) {
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
        listExpectations();
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
        sourceText.stop();
    }

    /** Follows the Source text as it is typed, so the Design view stays in sync. */
    private void listenToText() {
        EditorCookie editor = dataObject.getLookup().lookup(EditorCookie.class);
        if (editor == null || sourceText.following()) {
            return;
        }
        try {
            sourceText.follow(editor.openDocument());
        } catch (IOException e) {
            // the file cannot be read: reload() shows why
        }
    }

    @Override
    public void componentShowing() {
        callback().ifPresent(c -> c.updateTitle(dataObject.getPrimaryFile().getNameExt()));
        reload();
    }
}
