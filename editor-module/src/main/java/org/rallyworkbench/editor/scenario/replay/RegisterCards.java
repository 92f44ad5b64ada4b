package org.rallyworkbench.editor.scenario.replay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Card;

/**
 * Each robot's card for one register, read from the engine's event log (never re-derived from the rules): the
 * robots that played, in the order they acted ({@code CardPlayed}), then those that did not, with why. A register
 * of two cards (Crab Legs, Dual Processor) is one row; a card the Scrambler put there is marked.
 */
public final class RegisterCards {

    /** Why a robot's row looks as it does. */
    public enum Status {
        /** It played its card(s), in the row's order. */
        ACTED,
        /** Powered down this turn. */
        POWERED_DOWN,
        /** It had a card but was not on the board when its turn came. */
        NOT_IN_PLAY,
        /** Its register was empty. */
        NO_CARD
    }

    /** One robot's row: the cards of the register (two for a pair), whether the Scrambler put the card there. */
    public record Row(String robot, List<Card> cards, Status status, boolean scrambled) {

        public Row {
            cards = List.copyOf(cards);
        }

        /** The priority that set the order, when the robot had a card. */
        public Optional<Integer> priority() {
            return cards.isEmpty() ? Optional.empty() : Optional.of(cards.get(0).priority());
        }
    }

    private RegisterCards() {
    }

    /**
     * The register the replay's frame {@code index} shows cards for: its own, else the next one played, else
     * the last one played; {turn, register}, or empty when the run played no register.
     */
    public static Optional<int[]> registerOf(Timeline timeline, int index) {
        Frame frame = timeline.get(index);
        if (frame.register() > 0) {
            return Optional.of(new int[] {frame.turn(), frame.register()});
        }
        for (int i = index + 1; i < timeline.size(); i++) {
            if (timeline.get(i).register() > 0) {
                return Optional.of(new int[] {timeline.get(i).turn(), timeline.get(i).register()});
            }
        }
        for (int i = index - 1; i > 0; i--) {
            if (timeline.get(i).register() > 0) {
                return Optional.of(new int[] {timeline.get(i).turn(), timeline.get(i).register()});
            }
        }
        return Optional.empty();
    }

    /** The rows of {@code register} of {@code turn}; {@code robots} in file order, for the robots that did not act. */
    public static List<Row> of(List<GameEvent> events, List<String> robots, int turn, int register) {
        Map<String, Card[]> program = new LinkedHashMap<>();
        Map<String, List<Card>> played = new LinkedHashMap<>();
        Set<String> scrambled = new LinkedHashSet<>();
        Set<String> poweredDown = new LinkedHashSet<>();
        for (GameEvent e : events) {
            if (e.turn() != turn) {
                continue;
            }
            if (e instanceof GameEvent.Locked l) {
                program.computeIfAbsent(l.robot(), k -> new Card[5])[l.slot() - 1] = l.card();
            } else if (e instanceof GameEvent.RandomProgram r) {
                Card[] slots = program.computeIfAbsent(r.robot(), k -> new Card[5]);
                int k = 0;
                for (int i = 0; i < slots.length && k < r.cards().size(); i++) {
                    if (slots[i] == null) {
                        slots[i] = r.cards().get(k++);
                    }
                }
            } else if (e instanceof GameEvent.Programmed p) {
                Card[] slots = new Card[5];
                for (int i = 0; i < slots.length && i < p.registers().size(); i++) {
                    slots[i] = p.registers().get(i).orElse(null);
                }
                program.put(p.robot(), slots);
            } else if (e instanceof GameEvent.PoweredDown d && d.register() == 0) {
                poweredDown.add(d.robot());
            } else if (e instanceof GameEvent.CardScrambled s && s.slot() == register) {
                program.computeIfAbsent(s.robot(), k -> new Card[5])[register - 1] = s.to();
                scrambled.add(s.robot());
            } else if (e instanceof GameEvent.CardPlayed c && c.register() == register) {
                played.computeIfAbsent(c.robot(), k -> new ArrayList<>()).add(c.card());
            }
        }
        List<Row> rows = new ArrayList<>();
        played.forEach((robot, cards) -> rows.add(new Row(robot, cards, Status.ACTED, scrambled.contains(robot))));
        for (String robot : robots) {
            if (played.containsKey(robot)) {
                continue;
            }
            Card card = program.containsKey(robot) ? program.get(robot)[register - 1] : null;
            Status status = poweredDown.contains(robot) ? Status.POWERED_DOWN
                    : card != null ? Status.NOT_IN_PLAY : Status.NO_CARD;
            rows.add(new Row(robot, card == null || status == Status.POWERED_DOWN ? List.of() : List.of(card),
                    status, scrambled.contains(robot)));
        }
        return rows;
    }
}
