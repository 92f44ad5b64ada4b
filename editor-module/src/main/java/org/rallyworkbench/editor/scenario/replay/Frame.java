package org.rallyworkbench.editor.scenario.replay;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.Phase;

/**
 * One step of the replay: the events of one phase of one register (turn 0 is the start), and the poses after them (in the robots' file order).
 * {@code phase} is {@code null} for the initial frame.
 */
public record Frame(int turn, int register, Phase phase, List<GameEvent> events, Map<String, RobotPose> poses) {

    public Frame {
        events = List.copyOf(events);
        poses = Collections.unmodifiableMap(new LinkedHashMap<>(poses));
    }

    /** {@code turn 1 · register 2 · movement}, or {@code start}. */
    public String label() {
        if (phase == null) {
            return "start";
        }
        return "turn " + turn + " · " + (register == 0 ? "" : "register " + register + " · ") + phase.label();
    }
}
