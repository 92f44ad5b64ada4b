package org.rallyworkbench.engine.event;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An {@link EventSink} that keeps every event in order.
 *
 * <p>The events sit in fixed-size chunks: a growing log never copies what it already holds (an
 * {@code ArrayList}'s growth cost 3 % of an events-on turn, issue 17). Only snapshots leave this class.
 */
public final class EventLog implements EventSink {

    private static final int CHUNK_BITS = 8;
    private static final int CHUNK = 1 << CHUNK_BITS;
    private static final int MASK = CHUNK - 1;

    private GameEvent[][] chunks = new GameEvent[4][];
    private GameEvent[] current = chunks[0] = new GameEvent[CHUNK];
    private int size;

    @Override
    public boolean enabled() { return true; }

    @Override
    public void accept(GameEvent event) {
        int at = size & MASK;
        if (at == 0 && size > 0) {
            nextChunk();
        }
        current[at] = event;
        size++;
    }

    private void nextChunk() {
        int c = size >>> CHUNK_BITS;
        if (c == chunks.length) {
            chunks = Arrays.copyOf(chunks, c * 2);
        }
        current = chunks[c] = new GameEvent[CHUNK];
    }

    /** A snapshot of the events so far. */
    public List<GameEvent> events() {
        return since(0);
    }

    public int size() { return size; }

    /** The events from index {@code from} on. */
    public List<GameEvent> since(int from) {
        if (from < 0 || from > size) {
            throw new IndexOutOfBoundsException("from " + from + " of " + size + " events");
        }
        GameEvent[] copy = new GameEvent[size - from];
        for (int i = from; i < size; ) {
            int at = i & MASK;
            int n = Math.min(CHUNK - at, size - i);
            System.arraycopy(chunks[i >>> CHUNK_BITS], at, copy, i - from, n);
            i += n;
        }
        return HandedOverList.of(copy);     // the copy is the snapshot's own: not copied again
    }

    /** The events of one register of one turn (register 0: turn start and end). */
    public List<GameEvent> of(int turn, int register) {
        List<GameEvent> found = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            GameEvent e = chunks[i >>> CHUNK_BITS][i & MASK];
            if (e.turn() == turn && e.register() == register) {
                found.add(e);
            }
        }
        return HandedOverList.of(found.toArray(new GameEvent[0]));
    }
}
