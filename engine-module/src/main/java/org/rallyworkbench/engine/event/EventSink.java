package org.rallyworkbench.engine.event;

/**
 * Where the engine reports what happens. The engine asks {@link #enabled()} before it builds an event, so a
 * disabled sink ({@link #NONE}) costs no allocation in the register loop.
 */
public interface EventSink {

    /** Records nothing; the engine builds no events for it. */
    EventSink NONE = new EventSink() {
        @Override
        public boolean enabled() { return false; }

        @Override
        public void accept(GameEvent event) { }
    };

    /** Whether events are wanted at all. */
    boolean enabled();

    void accept(GameEvent event);
}
