package org.rallyworkbench.editor.scenario.replay;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.event.GameEvent;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.event.Phase;

/**
 * One step of the replay: the events of one phase of one register (turn 0 is the start), and the poses after them (in the robots' file order).
 * {@code phase} is {@code null} for the initial frame.
 */
@Messages({
    "LBL_FrameStart=start",
    "# {0} - turn", "# {1} - register", "# {2} - phase",
    "LBL_FrameRegister=turn {0} · register {1} · {2}",
    "# {0} - turn", "# {1} - phase",
    "LBL_FrameTurn=turn {0} · {1}"
})
public record Frame(int turn, int register, Phase phase, List<GameEvent> events, Map<String, RobotPose> poses) {

    public Frame {
        events = List.copyOf(events);
        poses = Collections.unmodifiableMap(new LinkedHashMap<>(poses));
    }

    /** {@code turn 1 · register 2 · movement}, or {@code start}. */
    public String label() {
        if (phase == null) {
            return Bundle.LBL_FrameStart();
        }
        return register == 0 ? Bundle.LBL_FrameTurn(turn, phase.label())
                : Bundle.LBL_FrameRegister(turn, register, phase.label());
    }
}
