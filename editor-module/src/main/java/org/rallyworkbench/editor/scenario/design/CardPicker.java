package org.rallyworkbench.editor.scenario.design;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.GridLayout;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.DefaultCellEditor;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.event.ChangeListener;
import javax.swing.table.TableCellEditor;
import org.openide.util.ChangeSupport;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionPlan;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.Registers;

/**
 * Picks a robot's program for one turn from the real 84-card deck, shown as card pictures grouped by type with
 * their priorities: the cards other robots already hold in that turn are left out; as many cards as the robot has
 * registers to fill, in register order, the registers locked by damage (or Fire Control) shown with the card they
 * keep. For the option cards the robot holds: two-card registers ({@code A+B}) where it holds Crab Legs or Dual
 * Processor (only the pairs the rules allow), the {@code <use>} declarations of the other options (only in the
 * registers where they may be used), and the sacrifice list (FORMATS.md "Option cards in scenarios").
 */
@Messages({
    "# {0} - robot", "# {1} - turn", "LBL_Programming=Program of {0} for turn {1}",
    "# {0} - options held", "LBL_Holds=Holds: {0}", "LBL_HoldsNothing=Holds no option cards (give it some in Properties)",
    "# {0} - damage", "LBL_DamageNone=Damage {0}: every register is programmed",
    "# {0} - damage", "# {1} - registers", "LBL_DamageLocks=Damage {0}: {1} locked",
    "# {0} - cards left in the deck",
    "LBL_Deck=The deck ({0} cards)",
    "TIP_Deck=Grouped by type, highest priority first; Enter or a double click adds the selected card",
    "LBL_ProgramList=Program, register 1 first",
    "LBL_Add=Add ▶", "LBL_AddPair=Add as 2nd card ▶+", "LBL_Remove=◀ Remove", "LBL_Up=Up", "LBL_Down=Down",
    "TIP_AddPair=Crab Legs / Dual Processor: put the selected Rotate card with the selected program register's Move card",
    "# {0} - register", "# {1} - card", "LBL_LockedKeeps=Register {0} locked: keeps {1}",
    "# {0} - register", "# {1} - card", "LBL_FireLockedKeeps=Register {0} locked by Fire Control: keeps {1}",
    "LBL_Empty=nothing",
    "# {0} - register", "LBL_RegisterShort=R{0}",
    "# {0} - option", "LBL_PlayedBy=(played by {0})",
    "LBL_OptionUses=Option uses",
    "LBL_Declare=Declare ▾", "LBL_RemoveUse=Remove use",
    "LBL_NewSacrifice=New sacrifice list this turn, in this order:",
    "TIP_NewSacrifice=Unticked: the sacrifice list in force stays (R-OPT-2). Ticked with no option: clears it.",
    "LBL_PreferDual=Pairs with Dual Processor",
    "LBL_NothingToDeclare=Nothing to declare: the options held act by themselves or through two-card registers"
})
public final class CardPicker extends JPanel {

    /** The deck's groups, in the order shown. */
    private static final List<CardType> GROUPS = List.of(CardType.MOVE3, CardType.MOVE2, CardType.MOVE1,
            CardType.BACKUP, CardType.LEFT, CardType.RIGHT, CardType.UTURN);
    private static final Comparator<Card> DECK_ORDER = Comparator.<Card>comparingInt(c -> GROUPS.indexOf(c.type()))
            .thenComparing(Comparator.comparingInt(Card::priority).reversed());

    /** A register of the program: its card, and the second card of a two-card register. */
    record Slot(Card first, Optional<Card> second, Optional<OptionCard> pairedBy) {
        @Override
        public String toString() {
            return first + second.map(c -> "+" + c).orElse("");
        }
    }

    private final PickerRobot robot;
    private final DefaultListModel<Card> deck = new DefaultListModel<>();
    private final DefaultListModel<Slot> program = new DefaultListModel<>();
    private final JList<Card> deckList = new JList<>(deck);
    private final JList<Slot> programList = new JList<>(program);
    private final JLabel deckTitle = new JLabel();
    private final JButton addPair = new JButton(Bundle.LBL_AddPair());
    private final JCheckBox preferDual = new JCheckBox(Bundle.LBL_PreferDual());
    private final UseTableModel uses;
    private final JCheckBox newSacrifice = new JCheckBox(Bundle.LBL_NewSacrifice());
    private final List<JCheckBox> sacrificeBoxes = new ArrayList<>();
    private final Set<OptionCard> sacrificeOrder = new LinkedHashSet<>();
    private final JLabel sacrificeText = new JLabel(" ");
    private final ChangeSupport changes = new ChangeSupport(this);

    /** A robot without options whose five registers are all programmed (tests). */
    public CardPicker(List<Card> current, Set<Card> takenByOthers) {
        this(new PickerRobot("robot", 1, 0, List.of(), List.of(1, 2, 3, 4, 5), List.of()), current, OptionPlan.NONE,
                takenByOthers);
    }

    /**
     * {@code current}: the program written for the robot in that turn, with its option part {@code plan};
     * {@code takenByOthers}: cards written for other robots in the same turn.
     */
    public CardPicker(PickerRobot robot, List<Card> current, OptionPlan plan, Set<Card> takenByOthers) {
        super(new BorderLayout(8, 8));
        this.robot = robot;
        setName("cardPicker");
        setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        Set<Card> used = new HashSet<>(takenByOthers);
        used.addAll(current);
        plan.seconds().forEach(s -> s.ifPresent(used::add));
        List<Card> cards = new ArrayList<>(Deck.standardCards());
        cards.sort(DECK_ORDER);
        cards.stream().filter(c -> !used.contains(c)).forEach(deck::addElement);
        for (int i = 0; i < current.size(); i++) {
            int register = i < robot.programmed().size() ? robot.programmed().get(i) : i + 1;
            Optional<Card> second = plan.second(i);
            Optional<OptionCard> by = second.isEmpty() ? Optional.empty() : plan.uses().stream()
                    .filter(u -> UseRules.kind(u.option()) == UseRules.Kind.PAIR && u.in(register))
                    .map(OptionUse::option).findFirst();
            program.addElement(new Slot(current.get(i), second, by));
        }
        uses = new UseTableModel(this::cardIn, this::crabPairIn);
        uses.load(plan.uses());
        uses.addTableModelListener(e -> changes.fireChange());
        deckTitle.setText(Bundle.LBL_Deck(deck.size()));
        deck.addListDataListener(new javax.swing.event.ListDataListener() {
            @Override
            public void intervalAdded(javax.swing.event.ListDataEvent e) {
                deckTitle.setText(Bundle.LBL_Deck(deck.size()));
            }

            @Override
            public void intervalRemoved(javax.swing.event.ListDataEvent e) {
                deckTitle.setText(Bundle.LBL_Deck(deck.size()));
            }

            @Override
            public void contentsChanged(javax.swing.event.ListDataEvent e) {
                deckTitle.setText(Bundle.LBL_Deck(deck.size()));
            }
        });
        deckList.setName("picker.deck");
        deckList.setToolTipText(Bundle.TIP_Deck());
        programList.setName("picker.program");
        deckList.setCellRenderer(new DeckCell());
        programList.setCellRenderer(new SlotCell());
        deckList.setVisibleRowCount(12);
        programList.setVisibleRowCount(5);
        programList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        add(header(), BorderLayout.NORTH);
        JPanel lists = new JPanel(new BorderLayout(8, 0));
        JPanel deckPanel = titled(deckTitle, deckList);
        deckPanel.setPreferredSize(new Dimension(300, 360));
        lists.add(deckPanel, BorderLayout.WEST);
        lists.add(buttons(), BorderLayout.CENTER);
        lists.add(programPanel(), BorderLayout.EAST);
        add(lists, BorderLayout.CENTER);
        if (!robot.options().isEmpty()) {
            add(optionPanel(plan), BorderLayout.SOUTH);
        }
        onDoubleClick(deckList, this::addSelected);
        onDoubleClick(programList, this::removeSelected);
        bind(deckList, KeyEvent.VK_ENTER, this::addSelected);
        bind(programList, KeyEvent.VK_DELETE, this::removeSelected);
        deckList.addListSelectionListener(e -> updatePairButton());
        programList.addListSelectionListener(e -> updatePairButton());
        deckList.setSelectedIndex(0);      // Add works at once
        updatePairButton();
    }

    private JComponent header() {
        JPanel p = new JPanel();
        p.setLayout(new BoxLayout(p, BoxLayout.Y_AXIS));
        JLabel who = new JLabel(Bundle.LBL_Programming(robot.name(), robot.turn()));
        who.setName("picker.robot");
        who.setIcon(new RobotSwatch(robot.name()));
        who.setFont(who.getFont().deriveFont(Font.BOLD, who.getFont().getSize2D() + 2f));
        p.add(who);
        JLabel holds = new JLabel(robot.options().isEmpty() ? Bundle.LBL_HoldsNothing()
                : Bundle.LBL_Holds(String.join(", ", robot.options().stream().map(OptionCard::displayName).toList())));
        holds.setName("picker.holds");
        p.add(holds);
        List<String> locked = robot.locked().stream().map(l -> Bundle.LBL_RegisterShort(l.register())).toList();
        p.add(new JLabel(locked.isEmpty() ? Bundle.LBL_DamageNone(robot.damage())
                : Bundle.LBL_DamageLocks(robot.damage(), String.join(" ", locked))));
        return p;
    }

    private JComponent programPanel() {
        JPanel p = titled(new JLabel(Bundle.LBL_ProgramList()), programList);
        JPanel locks = new JPanel(new GridLayout(0, 1));
        locks.setName("picker.locked");
        for (PickerRobot.Locked l : robot.locked()) {
            String card = l.card().map(Card::toString).orElse(Bundle.LBL_Empty());
            JLabel label = new JLabel(l.byFireControl() ? Bundle.LBL_FireLockedKeeps(l.register(), card)
                    : Bundle.LBL_LockedKeeps(l.register(), card), new LockIcon(), JLabel.LEADING);
            label.setForeground(Color.GRAY.darker());
            locks.add(label);
        }
        p.add(locks, BorderLayout.SOUTH);
        p.setPreferredSize(new Dimension(400, 360));
        return p;
    }

    private JComponent optionPanel(OptionPlan plan) {
        JPanel p = new JPanel(new BorderLayout(4, 4));
        p.setBorder(BorderFactory.createTitledBorder(Bundle.LBL_OptionUses()));
        List<OptionCard> declarable = robot.options().stream().filter(UseRules::declarable).toList();
        if (declarable.isEmpty()) {
            p.add(new JLabel(Bundle.LBL_NothingToDeclare()), BorderLayout.NORTH);
        } else {
            JTable table = new UseTable(uses);
            table.setName("picker.uses");
            table.setPreferredScrollableViewportSize(new Dimension(560, 5 * table.getRowHeight()));
            table.getColumnModel().getColumn(UseTableModel.OPTION).setPreferredWidth(150);
            for (int k = 1; k <= 5; k++) {
                table.getColumnModel().getColumn(k).setPreferredWidth(32);
            }
            table.getColumnModel().getColumn(UseTableModel.DETAIL).setPreferredWidth(170);
            p.add(new JScrollPane(table), BorderLayout.CENTER);
            JPanel buttons = new JPanel(new FlowLayout(FlowLayout.LEADING, 4, 0));
            JButton declare = new JButton(Bundle.LBL_Declare());
            declare.setName("picker.declare");
            declare.addActionListener(e -> {
                JPopupMenu menu = new JPopupMenu();
                for (OptionCard o : declarable) {
                    menu.add(new AbstractAction(o.displayName()) {
                        @Override
                        public void actionPerformed(ActionEvent ev) {
                            declare(o);
                            table.getSelectionModel().setSelectionInterval(uses.getRowCount() - 1,
                                    uses.getRowCount() - 1);
                        }
                    });
                }
                menu.show(declare, 0, declare.getHeight());
            });
            JButton remove = new JButton(Bundle.LBL_RemoveUse());
            remove.addActionListener(e -> uses.remove(table.getSelectedRow()));
            buttons.add(declare);
            buttons.add(remove);
            p.add(buttons, BorderLayout.NORTH);
        }
        p.add(sacrificePanel(plan), BorderLayout.SOUTH);
        return p;
    }

    private JComponent sacrificePanel(OptionPlan plan) {
        JPanel p = new JPanel(new FlowLayout(FlowLayout.LEADING, 4, 0));
        newSacrifice.setName("picker.newSacrifice");
        newSacrifice.setToolTipText(Bundle.TIP_NewSacrifice());
        newSacrifice.setSelected(plan.sacrifice().isPresent());
        plan.sacrifice().ifPresent(list -> list.stream().filter(robot::holds).forEach(sacrificeOrder::add));
        p.add(newSacrifice);
        for (OptionCard o : robot.options()) {
            JCheckBox box = new JCheckBox(o.displayName(), sacrificeOrder.contains(o));
            box.setName("sacrifice." + o.id());
            box.addActionListener(e -> {
                if (box.isSelected()) {
                    sacrificeOrder.add(o);
                    newSacrifice.setSelected(true);
                } else {
                    sacrificeOrder.remove(o);
                }
                showSacrifice();
            });
            sacrificeBoxes.add(box);
            p.add(box);
        }
        newSacrifice.addActionListener(e -> showSacrifice());
        p.add(sacrificeText);
        showSacrifice();
        return p;
    }

    private void showSacrifice() {
        sacrificeText.setText(newSacrifice.isSelected() ? "sacrifice=\""
                + String.join(" ", sacrificeOrder.stream().map(OptionCard::id).toList()) + "\"" : " ");
    }

    /** Adds a declaration of {@code o}, with no register ticked yet (tests and the Declare menu). */
    void declare(OptionCard o) {
        uses.add(o);
    }

    /** The option uses being edited (tests and the use table). */
    UseTableModel uses() {
        return uses;
    }

    /** For tests: ticks the sacrifice option (and with it "new sacrifice list"). */
    void sacrifice(OptionCard o) {
        sacrificeBoxes.stream().filter(b -> b.getName().equals("sacrifice." + o.id())).findFirst()
                .ifPresent(JCheckBox::doClick);
    }

    /** The first cards of the program, register order. */
    public List<Card> program() {
        List<Card> out = new ArrayList<>();
        for (int i = 0; i < program.size(); i++) {
            out.add(program.get(i).first());
        }
        return out;
    }

    /** The option part of the program: second cards, their Crab Legs / Dual Processor uses, the others, sacrifice. */
    public OptionPlan plan() {
        List<Optional<Card>> seconds = new ArrayList<>();
        List<OptionUse> all = new ArrayList<>();
        for (OptionCard pairOption : List.of(OptionCard.CRAB_LEGS, OptionCard.DUAL_PROCESSOR)) {
            List<Integer> registers = new ArrayList<>();
            for (int i = 0; i < program.size(); i++) {
                if (program.get(i).pairedBy().equals(Optional.of(pairOption))) {
                    registers.add(registerOf(i));
                }
            }
            if (!registers.isEmpty()) {
                all.add(OptionUse.of(pairOption, Registers.of(registers.stream().mapToInt(Integer::intValue).toArray())));
            }
        }
        for (int i = 0; i < program.size(); i++) {
            seconds.add(program.get(i).second());
        }
        all.addAll(uses.uses());
        Optional<List<OptionCard>> sacrifice = newSacrifice.isSelected()
                ? Optional.of(List.copyOf(sacrificeOrder)) : Optional.empty();
        OptionPlan plan = new OptionPlan(sacrifice, all, seconds);
        return plan.isEmpty() ? OptionPlan.NONE : plan;
    }

    /** What keeps the program from being written (an incomplete declaration); empty when OK may be pressed. */
    public Optional<String> problem() {
        return uses.problem();
    }

    public void addChangeListener(ChangeListener l) {
        changes.addChangeListener(l);
    }

    private int registerOf(int slot) {
        return slot < robot.programmed().size() ? robot.programmed().get(slot) : slot + 1;
    }

    private int slotOf(int register) {
        return robot.programmed().indexOf(register);
    }

    /** The first card in {@code register}: the program's, or the one a locked register keeps. */
    private Optional<Card> cardIn(int register) {
        int slot = slotOf(register);
        if (slot >= 0) {
            return slot < program.size() ? Optional.of(program.get(slot).first()) : Optional.empty();
        }
        return robot.locked().stream().filter(l -> l.register() == register).findFirst()
                .flatMap(PickerRobot.Locked::card);
    }

    private boolean crabPairIn(int register) {
        int slot = slotOf(register);
        return slot >= 0 && slot < program.size()
                && program.get(slot).pairedBy().equals(Optional.of(OptionCard.CRAB_LEGS));
    }

    private JPanel buttons() {
        JPanel p = new JPanel(new GridLayout(0, 1, 0, 4));      // one width for all
        JButton add = new JButton(Bundle.LBL_Add());
        add.setName("picker.add");
        add.addActionListener(e -> addSelected());
        addPair.setName("picker.addPair");
        addPair.setToolTipText(Bundle.TIP_AddPair());
        addPair.addActionListener(e -> addPairSelected());
        JButton remove = new JButton(Bundle.LBL_Remove());
        remove.addActionListener(e -> removeSelected());
        JButton up = new JButton(Bundle.LBL_Up());
        up.addActionListener(e -> move(-1));
        JButton down = new JButton(Bundle.LBL_Down());
        down.addActionListener(e -> move(1));
        p.add(add);
        if (robot.holds(OptionCard.CRAB_LEGS) || robot.holds(OptionCard.DUAL_PROCESSOR)) {
            p.add(addPair);
        }
        p.add(remove);
        p.add(up);
        p.add(down);
        if (robot.holds(OptionCard.CRAB_LEGS) && robot.holds(OptionCard.DUAL_PROCESSOR)) {
            preferDual.setName("picker.preferDual");
            p.add(preferDual);
        }
        JPanel top = new JPanel(new BorderLayout());
        top.add(p, BorderLayout.NORTH);
        return top;
    }

    /**
     * Add: the selected deck cards go to the program. The deck keeps the focus and its selection stays where it was
     * (on the card after those taken), so Add or Enter can be pressed again.
     */
    void addSelected() {
        int first = deckList.getMinSelectionIndex();
        for (Card c : deckList.getSelectedValuesList()) {
            if (program.size() >= robot.programmed().size()) {
                break;
            }
            program.addElement(new Slot(c, Optional.empty(), Optional.empty()));
            deck.removeElement(c);
        }
        selectNear(deckList, first);
        selectNear(programList, program.size() - 1);     // Remove takes back the card just added
        deckList.requestFocusInWindow();
        programChanged();
    }

    /** The option that would play the selected deck card with the selected program register's card, if any. */
    Optional<OptionCard> pairOption() {
        int slot = programList.getSelectedIndex();
        Card rotate = deckList.getSelectedValue();
        if (slot < 0 || rotate == null || deckList.getSelectedIndices().length != 1
                || program.get(slot).second().isPresent()) {
            return Optional.empty();
        }
        return UseRules.pairOption(program.get(slot).first(), rotate, robot.holds(OptionCard.CRAB_LEGS),
                robot.holds(OptionCard.DUAL_PROCESSOR), preferDual.isSelected());
    }

    /** Add as 2nd card: the selected program register becomes {@code A+B}, declared for the option that plays it. */
    void addPairSelected() {
        Optional<OptionCard> by = pairOption();
        if (by.isEmpty()) {
            return;
        }
        int slot = programList.getSelectedIndex();
        int first = deckList.getMinSelectionIndex();
        Card rotate = deckList.getSelectedValue();
        program.set(slot, new Slot(program.get(slot).first(), Optional.of(rotate), by));
        deck.removeElement(rotate);
        selectNear(deckList, first);
        programList.setSelectedIndex(slot);
        deckList.requestFocusInWindow();
        programChanged();
    }

    private void updatePairButton() {
        Optional<OptionCard> by = pairOption();
        addPair.setEnabled(by.isPresent());
        addPair.setText(by.map(o -> Bundle.LBL_AddPair() + " " + Bundle.LBL_PlayedBy(o.displayName()))
                .orElse(Bundle.LBL_AddPair()));
    }

    /** Remove: the selected register's cards go back into the deck in its order, the first of them selected there. */
    void removeSelected() {
        int first = programList.getMinSelectionIndex();
        for (Slot s : programList.getSelectedValuesList()) {
            program.removeElement(s);
            int at = putBack(s.first());
            s.second().ifPresent(this::putBack);
            // the deck's selection grows over an inserted card; select just the returned one, so Add does not take two
            deckList.setSelectedIndex(at);
        }
        selectNear(programList, first);
        programChanged();
    }

    private int putBack(Card c) {
        int at = 0;
        while (at < deck.size() && DECK_ORDER.compare(deck.get(at), c) < 0) {
            at++;
        }
        deck.add(at, c);
        return at;
    }

    private void programChanged() {
        uses.programChanged();
        updatePairButton();
        changes.fireChange();
    }

    private static <T> void selectNear(JList<T> list, int index) {
        int size = list.getModel().getSize();
        if (index >= 0 && size > 0) {
            list.setSelectedIndex(Math.min(index, size - 1));
            list.ensureIndexIsVisible(list.getSelectedIndex());
        }
    }

    private void move(int by) {
        int i = programList.getSelectedIndex();
        int j = i + by;
        if (i < 0 || j < 0 || j >= program.size()) {
            return;
        }
        Slot s = program.remove(i);
        program.add(j, s);
        programList.setSelectedIndex(j);
        programChanged();
    }

    /** For tests: the deck's heading, which counts the cards left. */
    String deckTitle() {
        return deckTitle.getText();
    }

    /** For tests: selects a deck card. */
    void selectInDeck(Card c) {
        deckList.setSelectedValue(c, true);
    }

    /** For tests: selects a program register (0-based among those programmed). */
    void selectInProgram(int slot) {
        programList.setSelectedIndex(slot);
    }

    /** For tests: the deck card selected. */
    Card selectedInDeck() {
        return deckList.getSelectedValue();
    }

    /** For tests: takes the deck's first card into the program. */
    void takeFirst() {
        deckList.setSelectedIndex(0);
        addSelected();
    }

    private static void onDoubleClick(JList<?> list, Runnable action) {
        list.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mouseClicked(java.awt.event.MouseEvent e) {
                if (e.getClickCount() == 2) {
                    action.run();
                }
            }
        });
    }

    private static void bind(JList<?> list, int key, Runnable action) {
        String name = "picker." + key;
        list.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key, 0), name);
        list.getActionMap().put(name, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }

    private static JPanel titled(JLabel title, JList<?> list) {
        JPanel p = new JPanel(new BorderLayout(0, 4));
        p.add(title, BorderLayout.NORTH);
        p.add(new JScrollPane(list), BorderLayout.CENTER);
        return p;
    }

    /** A deck card: its picture, name and priority; the first card of a type carries the type's heading. */
    private static final class DeckCell extends DefaultListCellRenderer {
        @Override
        public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                      boolean focus) {
            Card c = (Card) value;
            JLabel row = (JLabel) super.getListCellRendererComponent(list, cardText(c), index, selected, focus);
            row.setIcon(new CardIcon(c.type()));
            boolean firstOfType = index == 0 || ((Card) list.getModel().getElementAt(index - 1)).type() != c.type();
            if (!firstOfType) {
                return row;
            }
            JPanel cell = new JPanel(new BorderLayout());
            cell.setBackground(list.getBackground());
            JLabel heading = new JLabel(CardIcon.name(c.type()));
            heading.setFont(heading.getFont().deriveFont(Font.BOLD));
            heading.setBorder(BorderFactory.createEmptyBorder(index == 0 ? 2 : 8, 4, 2, 4));
            cell.add(heading, BorderLayout.NORTH);
            cell.add(row, BorderLayout.CENTER);
            return cell;
        }
    }

    /** A program register: its number, the card picture(s), and the option that plays a pair. */
    private final class SlotCell extends DefaultListCellRenderer {
        @Override
        public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                      boolean focus) {
            Slot s = (Slot) value;
            String text = Bundle.LBL_RegisterShort(registerOf(index)) + "   " + cardText(s.first())
                    + s.second().map(c -> "  +  " + cardText(c)).orElse("")
                    + s.pairedBy().map(o -> "  " + Bundle.LBL_PlayedBy(o.displayName())).orElse("");
            JLabel row = (JLabel) super.getListCellRendererComponent(list, text, index, selected, focus);
            row.setIcon(s.second().isEmpty() ? new CardIcon(s.first().type())
                    : new PairIcon(new CardIcon(s.first().type()), new CardIcon(s.second().get().type())));
            return row;
        }
    }

    private static String cardText(Card c) {
        return CardIcon.name(c.type()) + "  ·  " + c.priority();
    }

    /** Two card pictures side by side, for a two-card register. */
    private record PairIcon(CardIcon a, CardIcon b) implements javax.swing.Icon {
        @Override
        public void paintIcon(Component c, java.awt.Graphics g, int x, int y) {
            a.paintIcon(c, g, x, y);
            b.paintIcon(c, g, x + CardIcon.WIDTH + 2, y);
        }

        @Override
        public int getIconWidth() {
            return 2 * CardIcon.WIDTH + 2;
        }

        @Override
        public int getIconHeight() {
            return CardIcon.HEIGHT;
        }
    }

    /** An icon the size of a list row's text. */
    private abstract static class SmallIcon implements javax.swing.Icon {
        @Override
        public int getIconWidth() {
            return 16;
        }

        @Override
        public int getIconHeight() {
            return 16;
        }
    }

    /** A padlock, beside a register locked by damage or Fire Control. */
    private static final class LockIcon extends SmallIcon {
        @Override
        public void paintIcon(Component c, java.awt.Graphics g, int x, int y) {
            java.awt.Graphics2D g2 = (java.awt.Graphics2D) g.create();
            g2.setRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING, java.awt.RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setColor(Color.DARK_GRAY);
            g2.setStroke(new java.awt.BasicStroke(1.6f));
            g2.drawArc(x + 4, y + 1, 8, 10, 0, 180);
            g2.fillRoundRect(x + 2, y + 6, 12, 9, 3, 3);
            g2.dispose();
        }
    }

    /** The use table, whose last column offers each row's own choices. */
    private final class UseTable extends JTable {
        UseTable(UseTableModel model) {
            super(model);
            setRowHeight(Math.max(getRowHeight(), 22));
            putClientProperty("terminateEditOnFocusLost", Boolean.TRUE);
        }

        @Override
        public TableCellEditor getCellEditor(int row, int column) {
            if (column == UseTableModel.DETAIL) {
                List<Card> free = new ArrayList<>();
                for (int i = 0; i < deck.size(); i++) {
                    free.add(deck.get(i));
                }
                JComboBox<String> choices = new JComboBox<>(uses.detailChoices(row, free).toArray(String[]::new));
                return new DefaultCellEditor(choices);
            }
            return super.getCellEditor(row, column);
        }
    }

    /** The robot's colour, as the Design view draws it, beside its name. */
    private static final class RobotSwatch extends SmallIcon {
        private final String robot;

        RobotSwatch(String robot) {
            this.robot = robot;
        }

        @Override
        public void paintIcon(Component c, java.awt.Graphics g, int x, int y) {
            g.setColor(RobotPainter.colour(robot));
            g.fillOval(x + 1, y + 1, 14, 14);
            g.setColor(Color.DARK_GRAY);
            g.drawOval(x + 1, y + 1, 14, 14);
        }
    }
}
