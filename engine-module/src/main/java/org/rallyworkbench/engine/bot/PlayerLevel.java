package org.rallyworkbench.engine.bot;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How well a simulated player plays. */
public enum PlayerLevel {
    /** R-PROG-3: the registers filled at random from the hand (what a player who sends nothing gets). */
    RANDOM,
    /** {@link Planner}: the best program for the robot alone against the others standing still. */
    GREEDY,
    /**
     * {@link Planner} twice: first every robot's greedy program, then the best program against the others
     * playing theirs (pushes, blocked tiles, their lasers where they will be).
     */
    ANTICIPATING;

    /** The name on the command line: {@code random}, {@code greedy}, {@code anticipating}. */
    public String id() { return name().toLowerCase(Locale.ROOT); }

    public static PlayerLevel parse(String text) {
        for (PlayerLevel l : values()) {
            if (l.id().equals(text)) {
                return l;
            }
        }
        throw new IllegalArgumentException("unknown player level '" + text + "' (expected "
                + Arrays.stream(values()).map(PlayerLevel::id).collect(Collectors.joining(", ")) + ")");
    }
}
