package org.rallyworkbench.editor.scenario.replay;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.DefaultListModel;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.scenario.design.ScenarioCanvas;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.scenario.TraceWriter;

/**
 * Beside the Replay's board: the run's outcome, the registers to jump to, the cards of the current register in
 * the order the robots act, the current phase's events as {@code ./rally run} prints them (the engine's
 * {@link TraceWriter}), and the option cards each robot holds with their counters. It follows the player's step.
 */
@Messages({
    "# {0} - turn", "# {1} - register",
    "LBL_CardsTitle=Cards · turn {0}, register {1}",
    "LBL_CardsNone=Cards",
    "# {0} - where in the run",
    "LBL_EventsTitle=Events · {0}",
    "LBL_NoEvents=(nothing happens in this phase)",
    "LBL_OptionsTitle=Option cards",
    "LBL_NoOptions=(none)",
    "# {0} - option", "# {1} - absorbed", "# {2} - limit",
    "LBL_CoatCounter={0} ({1} of {2} absorbed)",
    "# {0} - option", "# {1} - shots", "# {2} - limit",
    "LBL_HowitzerCounter={0} ({1} of {2} shots fired)",
    "# {0} - option", "# {1} - card",
    "LBL_FlywheelCard={0} (holds {1})",
    "# {0} - robot", "# {1} - register", "# {2} - old card", "# {3} - new card", "# {4} - firer",
    "LBL_ScrambleNote={0}''s register {1} scrambled by {4}: {2} → {3}"
})
final class ReplaySidePanel extends JPanel {

    /** Its width: what {@link ScenarioCanvas#SIDE_PANEL_WIDTH} keeps free beside the board, less the borders. */
    static final int WIDTH = 300;

    private final JTextArea message = new JTextArea(3, 20);
    private final JLabel cardsTitle = title(Bundle.LBL_CardsNone());
    private final CardsView cards = new CardsView();
    private final JLabel scrambleNote = new JLabel();
    private final JLabel eventsTitle = title("");
    private final JTextArea events = new JTextArea();
    private List<String> eventLinesShown = List.of();
    private final JLabel optionsTitle = title(Bundle.LBL_OptionsTitle());
    private final DefaultListModel<String> options = new DefaultListModel<>();
    private final JScrollPane optionsScroll;

    ReplaySidePanel(RegisterStrip strip) {
        super(new BorderLayout(0, 4));
        setName("replay.side");
        setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        message.setEditable(false);
        message.setLineWrap(true);
        message.setWrapStyleWord(true);
        message.setName("replay.failure");
        message.setOpaque(false);
        JPanel top = new JPanel();
        top.setLayout(new BoxLayout(top, BoxLayout.Y_AXIS));
        top.add(left(message));
        top.add(Box.createVerticalStrut(4));
        top.add(left(strip));
        top.add(Box.createVerticalStrut(6));
        top.add(left(cardsTitle));
        top.add(left(cards));
        scrambleNote.setName("replay.scrambled");
        scrambleNote.setForeground(new Color(0x1B5E20));
        top.add(left(scrambleNote));
        top.add(Box.createVerticalStrut(6));
        top.add(left(eventsTitle));
        add(top, BorderLayout.NORTH);
        events.setName("replay.events");
        events.setEditable(false);
        events.setLineWrap(true);
        events.setWrapStyleWord(true);
        add(new JScrollPane(events, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER),
                BorderLayout.CENTER);
        JPanel bottom = new JPanel(new BorderLayout(0, 2));
        bottom.add(optionsTitle, BorderLayout.NORTH);
        JList<String> optionList = new JList<>(options);
        optionList.setName("replay.options");
        optionList.setVisibleRowCount(6);
        optionsScroll = new JScrollPane(optionList);
        bottom.add(optionsScroll, BorderLayout.CENTER);
        bottom.setVisible(false);       // until a run shows robots holding options
        add(bottom, BorderLayout.SOUTH);
        setPreferredSize(new Dimension(WIDTH, 400));
    }

    private static JLabel title(String text) {
        JLabel l = new JLabel(text);
        l.setFont(l.getFont().deriveFont(Font.BOLD));
        return l;
    }

    private static JComponent left(JComponent c) {
        c.setAlignmentX(LEFT_ALIGNMENT);
        return c;
    }

    /** The outcome or the first failure, in red when it failed. */
    void message(String text, boolean failed) {
        message.setText(text);
        message.setForeground(failed ? new Color(0xB71C1C) : new Color(0x1B5E20));
    }

    String messageText() {
        return message.getText();
    }

    /** Shows frame {@code index} of {@code timeline} at time {@code t} of its animation. */
    void show(Timeline timeline, int index, double t, GameState initial, List<String> robots) {
        Frame frame = timeline.get(index);
        List<GameEvent> all = new ArrayList<>();
        timeline.frames().forEach(f -> all.addAll(f.events()));
        java.util.Optional<int[]> register = RegisterCards.registerOf(timeline, index);
        if (register.isPresent()) {
            int[] r = register.get();
            cardsTitle.setText(Bundle.LBL_CardsTitle(r[0], r[1]));
        } else {
            cardsTitle.setText(Bundle.LBL_CardsNone());
        }
        OptionEffects effects = OptionEffects.of(frame, HeldOptions.at(initial, timeline, Math.max(0, index - 1)));
        cards.show(register.map(r -> RegisterCards.of(all, robots, r[0], r[1])).orElse(List.of()),
                effects.scrambles(), scrambleFlash(frame, t));
        scrambleNote.setText(effects.scrambles().stream().map(s -> Bundle.LBL_ScrambleNote(s.robot(), s.slot(),
                CardsView.text(s.from()), CardsView.text(s.to()), s.by())).reduce((a, b) -> a + "; " + b).orElse(""));
        scrambleNote.setVisible(!effects.scrambles().isEmpty());
        float flash = scrambleFlash(frame, t);
        scrambleNote.setForeground(flash > 0.5f ? new Color(0x00C853) : new Color(0x1B5E20));
        eventsTitle.setText(Bundle.LBL_EventsTitle(frame.label()));
        List<String> lines = eventLines(frame);
        eventLinesShown = lines.isEmpty() ? List.of(Bundle.LBL_NoEvents()) : lines;
        String text = String.join("\n", eventLinesShown);
        if (!text.equals(events.getText())) {
            events.setText(text);
            events.setCaretPosition(0);
        }
        HeldOptions held = HeldOptions.at(initial, timeline, index);
        options.clear();
        optionLines(held).forEach(options::addElement);
        optionsTitle.getParent().setVisible(held.any() || HeldOptions.at(initial, timeline, 0).any());
        revalidate();
        repaint();
    }

    /** A frame's events as the trace's lines. */
    static List<String> eventLines(Frame frame) {
        return TraceWriter.sentences(frame.events());
    }

    /** The options list: a line per robot that holds any, then one per option with its counter. */
    static List<String> optionLines(HeldOptions held) {
        List<String> out = new ArrayList<>();
        for (String robot : held.robots()) {
            List<HeldOptions.Held> list = held.of(robot);
            if (list.isEmpty()) {
                continue;
            }
            out.add(robot);
            for (HeldOptions.Held h : list) {
                out.add("    " + optionText(h));
            }
        }
        if (out.isEmpty()) {
            out.add(Bundle.LBL_NoOptions());
        }
        return out;
    }

    static String optionText(HeldOptions.Held h) {
        String name = h.option().displayName();
        if (h.option() == OptionCard.ABLATIVE_COAT) {
            return Bundle.LBL_CoatCounter(name, h.count(), h.limit());
        } else if (h.option() == OptionCard.MINI_HOWITZER) {
            return Bundle.LBL_HowitzerCounter(name, h.count(), h.limit());
        } else if (h.option() == OptionCard.FLYWHEEL && h.card().isPresent()) {
            return Bundle.LBL_FlywheelCard(name, CardsView.text(h.card().get()));
        }
        return name;
    }

    /** How bright a scrambled card is at time {@code t} of the frame that scrambled it: three flashes. */
    private static float scrambleFlash(Frame frame, double t) {
        boolean scrambles = frame.events().stream().anyMatch(e -> e instanceof GameEvent.CardScrambled);
        return !scrambles ? 0 : t >= 1 ? 1 : (float) Math.abs(Math.sin(3 * Math.PI * t));
    }

    List<String> eventsShown() {
        return eventLinesShown;
    }

    List<String> optionsShown() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < options.size(); i++) {
            out.add(options.get(i));
        }
        return out;
    }

    List<RegisterCards.Row> cardsShown() {
        return cards.rows();
    }

    String cardsTitle() {
        return cardsTitle.getText();
    }
}
