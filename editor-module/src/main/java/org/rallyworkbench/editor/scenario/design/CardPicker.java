package org.rallyworkbench.editor.scenario.design;

import java.awt.BorderLayout;
import java.awt.GridLayout;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.Robot;

/**
 * Picks a robot's program for one turn from the real 84-card deck: the cards other robots already hold in that
 * turn are left out, at most five cards, in register order.
 */
@Messages({
    "# {0} - cards left in the deck",
    "LBL_Deck=The deck ({0} cards, highest priority first)",
    "LBL_ProgramList=Program, register 1 first",
    "LBL_Add=Add ▶", "LBL_Remove=◀ Remove", "LBL_Up=Up", "LBL_Down=Down"
})
public final class CardPicker extends JPanel {

    private final DefaultListModel<Card> deck = new DefaultListModel<>();
    private final DefaultListModel<Card> program = new DefaultListModel<>();
    private final JList<Card> deckList = new JList<>(deck);
    private final JList<Card> programList = new JList<>(program);
    private final JLabel deckTitle;

    /** {@code takenByOthers}: cards written for other robots in the same turn. */
    public CardPicker(List<Card> current, Set<Card> takenByOthers) {
        super(new BorderLayout(8, 8));
        setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        Set<Card> used = new HashSet<>(takenByOthers);
        used.addAll(current);
        List<Card> cards = new ArrayList<>(Deck.standardCards());
        cards.sort(Comparator.comparingInt(Card::priority).reversed());
        cards.stream().filter(c -> !used.contains(c)).forEach(deck::addElement);
        current.forEach(program::addElement);
        deckList.setVisibleRowCount(16);
        programList.setVisibleRowCount(16);
        programList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        JPanel lists = new JPanel(new GridLayout(1, 2, 8, 0));
        JLabel deckTitle = new JLabel(Bundle.LBL_Deck(deck.size()));
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
        this.deckTitle = deckTitle;
        lists.add(titled(deckTitle, deckList));
        lists.add(titled(Bundle.LBL_ProgramList(), programList));
        add(lists, BorderLayout.CENTER);
        add(buttons(), BorderLayout.EAST);
        onDoubleClick(deckList, this::addSelected);
        onDoubleClick(programList, this::removeSelected);
        deckList.setSelectedIndex(0);      // Add works at once
    }

    public List<Card> program() {
        List<Card> out = new ArrayList<>();
        for (int i = 0; i < program.size(); i++) {
            out.add(program.get(i));
        }
        return out;
    }

    private JPanel buttons() {
        JPanel p = new JPanel(new GridLayout(0, 1, 0, 4));      // one width for all
        JButton add = new JButton(Bundle.LBL_Add());
        add.addActionListener(e -> addSelected());
        JButton remove = new JButton(Bundle.LBL_Remove());
        remove.addActionListener(e -> removeSelected());
        JButton up = new JButton(Bundle.LBL_Up());
        up.addActionListener(e -> move(-1));
        JButton down = new JButton(Bundle.LBL_Down());
        down.addActionListener(e -> move(1));
        for (JButton b : List.of(add, remove, up, down)) {
            p.add(b);
        }
        JPanel top = new JPanel(new BorderLayout());
        top.add(p, BorderLayout.NORTH);
        return top;
    }

    /** Add: the selected deck cards go to the program; the deck card after them is selected, so Add can be pressed again. */
    void addSelected() {
        int first = deckList.getMinSelectionIndex();
        for (Card c : deckList.getSelectedValuesList()) {
            if (program.size() >= Robot.REGISTERS) {
                break;
            }
            program.addElement(c);
            deck.removeElement(c);
        }
        selectNear(deckList, first);
        selectNear(programList, program.size() - 1);     // Remove takes back the card just added
    }

    /** Remove: the selected program card goes back into the deck in priority order, selected there; the next program card is selected. */
    void removeSelected() {
        int first = programList.getMinSelectionIndex();
        for (Card c : programList.getSelectedValuesList()) {
            program.removeElement(c);
            int at = 0;
            while (at < deck.size() && deck.get(at).priority() > c.priority()) {
                at++;
            }
            deck.add(at, c);
            // the deck's selection grows over an inserted card; select just the returned one, so Add does not take two
            deckList.setSelectedIndex(at);
        }
        selectNear(programList, first);
    }

    private static void selectNear(JList<Card> list, int index) {
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
        Card c = program.remove(i);
        program.add(j, c);
        programList.setSelectedIndex(j);
    }

    /** For tests: the deck's heading, which counts the cards left. */
    String deckTitle() {
        return deckTitle.getText();
    }

    /** For tests: takes the deck's first card into the program. */
    void takeFirst() {
        deckList.setSelectedIndex(0);
        addSelected();
    }

    private static void onDoubleClick(JList<Card> list, Runnable action) {
        list.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mouseClicked(java.awt.event.MouseEvent e) {
                if (e.getClickCount() == 2) {
                    action.run();
                }
            }
        });
    }

    private static JPanel titled(String title, JList<Card> list) {
        return titled(new JLabel(title), list);
    }

    private static JPanel titled(JLabel title, JList<Card> list) {
        JPanel p = new JPanel(new BorderLayout(0, 4));
        p.add(title, BorderLayout.NORTH);
        p.add(new JScrollPane(list), BorderLayout.CENTER);
        return p;
    }
}
