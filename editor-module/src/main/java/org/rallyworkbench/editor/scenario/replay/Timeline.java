package org.rallyworkbench.editor.scenario.replay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;

/** The frames of a run: the initial state, then one frame per (turn, register, phase) of the event log. */
public final class Timeline {

    private final List<Frame> frames;

    private Timeline(List<Frame> frames) {
        this.frames = List.copyOf(frames);
    }

    public static Timeline of(GameState initial, List<GameEvent> events) {
        Map<String, RobotPose> poses = new LinkedHashMap<>();
        for (Robot r : initial.robots()) {
            poses.put(r.name(), RobotPose.of(r));
        }
        List<Frame> frames = new ArrayList<>();
        frames.add(new Frame(0, 0, null, List.of(), poses));
        List<GameEvent> group = new ArrayList<>();
        for (GameEvent e : events) {
            if (!group.isEmpty() && !sameStep(group.get(0), e)) {
                frames.add(new Frame(group.get(0).turn(), group.get(0).register(), group.get(0).phase(), group, poses));
                group.clear();
            }
            group.add(e);
            PoseUpdate.apply(poses, e);
        }
        if (!group.isEmpty()) {
            frames.add(new Frame(group.get(0).turn(), group.get(0).register(), group.get(0).phase(), group, poses));
        }
        return new Timeline(frames);
    }

    private static boolean sameStep(GameEvent a, GameEvent b) {
        return a.turn() == b.turn() && a.register() == b.register() && a.phase() == b.phase();
    }

    public List<Frame> frames() {
        return frames;
    }

    public int size() {
        return frames.size();
    }

    public Frame get(int i) {
        return frames.get(i);
    }

    /** The first frame of a register (or of the turn's start when {@code register} is 0). */
    public OptionalInt firstOf(int turn, int register) {
        for (int i = 1; i < frames.size(); i++) {
            if (frames.get(i).turn() == turn && frames.get(i).register() == register) {
                return OptionalInt.of(i);
            }
        }
        return OptionalInt.empty();
    }

    /** The last frame of a register; with {@code register} 0, the last frame of the turn. */
    public OptionalInt lastOf(int turn, int register) {
        for (int i = frames.size() - 1; i > 0; i--) {
            Frame f = frames.get(i);
            if (f.turn() == turn && (register == 0 || f.register() == register)) {
                return OptionalInt.of(i);
            }
        }
        return OptionalInt.empty();
    }

    /** The (turn, register) pairs with registers 1..5 played, in order: the replay's jump targets. */
    public List<int[]> registers() {
        List<int[]> out = new ArrayList<>();
        for (Frame f : frames) {
            if (f.register() > 0 && (out.isEmpty() || out.get(out.size() - 1)[0] != f.turn()
                    || out.get(out.size() - 1)[1] != f.register())) {
                out.add(new int[] {f.turn(), f.register()});
            }
        }
        return out;
    }
}
