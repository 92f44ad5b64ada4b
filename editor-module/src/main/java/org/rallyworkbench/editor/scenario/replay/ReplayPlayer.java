package org.rallyworkbench.editor.scenario.replay;

import java.awt.event.ActionEvent;
import javax.swing.Timer;
import javax.swing.event.ChangeListener;
import org.openide.util.ChangeSupport;

/**
 * Where the replay stands: a frame of the {@link Timeline} and how far its animation has gone (0..1).
 * Play advances frame by frame on a Swing timer; stepping jumps. Event thread only.
 */
public final class ReplayPlayer {

    private static final int TICK_MS = 40;
    private static final int FRAME_MS = 700;
    private static final int QUIET_FRAME_MS = 200;

    private final ChangeSupport changes = new ChangeSupport(this);
    private final Timer timer = new Timer(TICK_MS, this::tick);
    private Timeline timeline;
    private int index;
    private double progress = 1;
    private boolean playing;

    public void load(Timeline newTimeline) {
        stop();
        timeline = newTimeline;
        index = 0;
        progress = 1;
        changes.fireChange();
    }

    public boolean loaded() {
        return timeline != null;
    }

    public Timeline timeline() {
        return timeline;
    }

    public int index() {
        return index;
    }

    public double progress() {
        return progress;
    }

    public boolean playing() {
        return playing;
    }

    public void play() {
        if (timeline == null) {
            return;
        }
        if (index >= timeline.size() - 1 && progress >= 1) {
            index = 0;
        }
        playing = true;
        timer.start();
        changes.fireChange();
    }

    public void pause() {
        stop();
        changes.fireChange();
    }

    /** Animates the next frame once. */
    public void stepForward() {
        if (timeline == null || index >= timeline.size() - 1) {
            return;
        }
        if (progress < 1) {
            progress = 1;
        } else {
            index++;
            progress = 0;
            timer.start();
        }
        changes.fireChange();
    }

    public void stepBack() {
        stop();
        if (index > 0) {
            index--;
        }
        progress = 1;
        changes.fireChange();
    }

    /** Shows frame {@code i} as it ends, without animation. */
    public void jump(int i) {
        stop();
        if (timeline != null) {
            index = Math.max(0, Math.min(timeline.size() - 1, i));
            progress = 1;
        }
        changes.fireChange();
    }

    /** Shows frame {@code i} part way through its animation (for a still picture of a moment). */
    public void freeze(int i, double t) {
        jump(i);
        progress = Math.max(0, Math.min(1, t));
        changes.fireChange();
    }

    private void stop() {
        playing = false;
        timer.stop();
    }

    private void tick(ActionEvent e) {
        if (timeline == null) {
            stop();
            return;
        }
        Frame frame = timeline.get(index);
        progress += (double) TICK_MS / (visible(frame) ? FRAME_MS : QUIET_FRAME_MS);
        if (progress >= 1) {
            progress = 1;
            if (playing && index < timeline.size() - 1) {
                index++;
                progress = 0;
            } else {
                stop();
            }
        }
        changes.fireChange();
    }

    private boolean visible(Frame frame) {
        return index > 0 && !frame.poses().equals(timeline.get(index - 1).poses())
                || frame.events().stream().anyMatch(ev -> ev instanceof org.rallyworkbench.engine.event.GameEvent.Hit);
    }

    public void addChangeListener(ChangeListener l) {
        changes.addChangeListener(l);
    }

    public void removeChangeListener(ChangeListener l) {
        changes.removeChangeListener(l);
    }

    public void dispose() {
        stop();
    }
}
