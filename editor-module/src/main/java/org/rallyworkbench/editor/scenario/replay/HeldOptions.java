package org.rallyworkbench.editor.scenario.replay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionState;
import org.rallyworkbench.engine.model.Robot;

/**
 * The option cards each robot holds at a moment of the replay, with their counters: the initial state's, then
 * the engine's option events up to that moment (taken, lost, discarded, sacrificed; the coat's absorbed points,
 * the howitzer's shots, the Flywheel's card).
 */
public final class HeldOptions {

    /** One held option and its counter: coat points absorbed, howitzer shots fired, the Flywheel's card. */
    public record Held(OptionCard option, int count, Optional<Card> card) {

        /** The counter's limit ({@link OptionState}), or 0 for an option without a counter. */
        public int limit() {
            return switch (option) {
                case ABLATIVE_COAT -> OptionState.COAT_POINTS;
                case MINI_HOWITZER -> OptionState.HOWITZER_SHOTS;
                default -> 0;
            };
        }
    }

    private final Map<String, List<Held>> held;

    private HeldOptions(Map<String, List<Held>> held) {
        this.held = held;
    }

    /** The options held after the first {@code upTo} events of the log, starting from {@code initial}. */
    public static HeldOptions after(GameState initial, List<GameEvent> events, int upTo) {
        Map<String, List<Held>> held = new LinkedHashMap<>();
        for (Robot r : initial.robots()) {
            List<Held> list = new ArrayList<>();
            OptionState s = r.optionState();
            for (OptionCard o : r.options()) {
                int count = o == OptionCard.ABLATIVE_COAT ? s.coatAbsorbed() : o == OptionCard.MINI_HOWITZER ? s.howitzerShots() : 0;
                list.add(new Held(o, count, o == OptionCard.FLYWHEEL ? s.flywheel() : Optional.empty()));
            }
            held.put(r.name(), list);
        }
        for (int i = 0; i < upTo && i < events.size(); i++) {
            apply(held, events.get(i));
        }
        return new HeldOptions(held);
    }

    /** The options held at the end of the replay's frame {@code index}. */
    public static HeldOptions at(GameState initial, Timeline timeline, int index) {
        List<GameEvent> events = new ArrayList<>();
        for (int i = 1; i <= index && i < timeline.size(); i++) {
            events.addAll(timeline.get(i).events());
        }
        return after(initial, events, events.size());
    }

    private static void apply(Map<String, List<Held>> held, GameEvent e) {
        if (e instanceof GameEvent.OptionTaken t) {
            held.computeIfAbsent(t.robot(), k -> new ArrayList<>()).add(new Held(t.option(), 0, Optional.empty()));
        } else if (e instanceof GameEvent.OptionLost l) {
            remove(held, l.robot(), l.option());
        } else if (e instanceof GameEvent.OptionDiscarded d) {
            remove(held, d.robot(), d.option());
        } else if (e instanceof GameEvent.OptionSacrificed s) {
            remove(held, s.robot(), s.option());
        } else if (e instanceof GameEvent.DamageAbsorbed a && a.option() == OptionCard.ABLATIVE_COAT) {
            count(held, a.robot(), a.option());
        } else if (e instanceof GameEvent.FiredInstead f && f.option() == OptionCard.MINI_HOWITZER) {
            count(held, f.robot(), f.option());
        } else if (e instanceof GameEvent.OptionUsed u && u.option() == OptionCard.FLYWHEEL) {
            // "move3@800 kept for the next dealing" or "move3@800 joins the hand"
            String first = u.detail().split(" ", 2)[0];
            Optional<Card> card = u.detail().contains("kept") ? parse(first) : Optional.empty();
            replace(held, u.robot(), u.option(), h -> new Held(h.option(), h.count(), card));
        }
    }

    private static Optional<Card> parse(String text) {
        try {
            return Optional.of(Card.parse(text));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static void remove(Map<String, List<Held>> held, String robot, OptionCard option) {
        List<Held> list = held.get(robot);
        if (list != null) {
            list.removeIf(h -> h.option() == option);
        }
    }

    private static void count(Map<String, List<Held>> held, String robot, OptionCard option) {
        replace(held, robot, option, h -> new Held(h.option(), h.count() + 1, h.card()));
    }

    private static void replace(Map<String, List<Held>> held, String robot, OptionCard option,
                                java.util.function.UnaryOperator<Held> change) {
        List<Held> list = held.get(robot);
        if (list != null) {
            list.replaceAll(h -> h.option() == option ? change.apply(h) : h);
        }
    }

    /** The options {@code robot} holds, in the order it got them. */
    public List<Held> of(String robot) {
        return List.copyOf(held.getOrDefault(robot, List.of()));
    }

    /** Whether any robot holds an option. */
    public boolean any() {
        return held.values().stream().anyMatch(l -> !l.isEmpty());
    }

    /** Whether {@code robot} holds {@code option}. */
    public boolean holds(String robot, OptionCard option) {
        return of(robot).stream().anyMatch(h -> h.option() == option);
    }

    /** The robots, in file order. */
    public List<String> robots() {
        return List.copyOf(held.keySet());
    }
}
