package org.rallyworkbench.editor.scenario.replay;

import java.util.Map;
import org.rallyworkbench.engine.event.GameEvent;

/**
 * Applies one event to the robots' poses: the replay follows the engine's event log and never re-applies a rule.
 * Events that change nothing visible (cards, hits, flags) leave the poses as they are.
 */
final class PoseUpdate {

    private PoseUpdate() {
    }

    static void apply(Map<String, RobotPose> poses, GameEvent e) {
        if (e instanceof GameEvent.Moved m) {
            poses.computeIfPresent(m.robot(), (k, p) -> p.at(m.to()));
        } else if (e instanceof GameEvent.Pushed p) {
            poses.computeIfPresent(p.robot(), (k, r) -> r.at(p.to()));
        } else if (e instanceof GameEvent.Conveyed c) {
            poses.computeIfPresent(c.robot(), (k, r) -> r.at(c.to()));
        } else if (e instanceof GameEvent.Turned t) {
            poses.computeIfPresent(t.robot(), (k, r) -> r.facing(t.to()));
        } else if (e instanceof GameEvent.Fell f) {
            poses.computeIfPresent(f.robot(), (k, r) -> r.at(f.position()));
        } else if (e instanceof GameEvent.Destroyed d) {
            poses.computeIfPresent(d.robot(), (k, r) -> r.off(d.livesLeft()));
        } else if (e instanceof GameEvent.OutOfGame o) {
            poses.computeIfPresent(o.robot(), (k, r) -> r.off(0));
        } else if (e instanceof GameEvent.Damaged d) {
            poses.computeIfPresent(d.robot(), (k, r) -> r.damage(d.damage()));
        } else if (e instanceof GameEvent.Repaired r) {
            poses.computeIfPresent(r.robot(), (k, p) -> p.damage(r.damage()));
        } else if (e instanceof GameEvent.PoweredDown d) {
            poses.computeIfPresent(d.robot(), (k, p) -> p.damage(Math.max(0, p.damage() - d.repaired())));
        } else if (e instanceof GameEvent.ReEntered r) {
            poses.computeIfPresent(r.robot(), (k, p) -> p.reentered(r.position(), r.facing(), r.damage()));
        }
    }
}
