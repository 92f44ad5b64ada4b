package org.rallyworkbench.engine.event;

import java.util.ArrayList;
import java.util.List;

/** An {@link EventSink} that keeps every event in order. */
public final class EventLog implements EventSink {

    private final List<GameEvent> events = new ArrayList<>();

    @Override
    public boolean enabled() { return true; }

    @Override
    public void accept(GameEvent event) {
        events.add(event);
    }

    /** A snapshot of the events so far. */
    public List<GameEvent> events() {
        return List.copyOf(events);
    }

    public int size() { return events.size(); }

    /** The events from index {@code from} on. */
    public List<GameEvent> since(int from) {
        return List.copyOf(events.subList(from, events.size()));
    }

    /** The events of one register of one turn (register 0: turn start and end). */
    public List<GameEvent> of(int turn, int register) {
        return events.stream().filter(e -> e.turn() == turn && e.register() == register).toList();
    }
}
