package org.rallyworkbench.engine.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The chunked {@link EventLog} keeps every event in order, across its chunks' borders. */
class EventLogTest {

    private static final int EVENTS = 3000;    // more chunks of 256 than the log first has room for (4)

    private static List<GameEvent> fill(EventLog log) {
        List<GameEvent> expected = new ArrayList<>();
        for (int i = 0; i < EVENTS; i++) {
            GameEvent e = new GameEvent.PoweredUp(i / 100, i % 6, Phase.MOVEMENT, "r" + i);
            expected.add(e);
            log.accept(e);
        }
        return expected;
    }

    @Test
    void snapshotsKeepTheOrderAcrossChunks() {
        EventLog log = new EventLog();
        List<GameEvent> expected = fill(log);
        assertEquals(EVENTS, log.size());
        assertEquals(expected, log.events());
        assertEquals(expected.subList(255, EVENTS), log.since(255));
        assertEquals(expected.subList(512, EVENTS), log.since(512));
        assertEquals(expected.subList(1024, EVENTS), log.since(1024));
        assertEquals(expected.subList(EVENTS - 1, EVENTS), log.since(EVENTS - 1));
        assertEquals(List.of(), log.since(EVENTS));
        assertEquals(expected.stream().filter(e -> e.turn() == 7 && e.register() == 2).toList(), log.of(7, 2));
    }

    @Test
    void snapshotsAreImmutableAndDoNotChangeLater() {
        EventLog log = new EventLog();
        log.accept(new GameEvent.PoweredUp(1, 0, Phase.MOVEMENT, "a"));
        List<GameEvent> snapshot = log.events();
        fill(log);
        assertEquals(1, snapshot.size());
        assertThrows(UnsupportedOperationException.class, () -> snapshot.add(snapshot.get(0)));
        assertThrows(IndexOutOfBoundsException.class, () -> log.since(EVENTS + 2));
    }

    @Test
    void anEmptyLogHasNoEvents() {
        EventLog log = new EventLog();
        assertEquals(List.of(), log.events());
        assertEquals(List.of(), log.of(1, 1));
    }
}
