package org.rallyworkbench.editor.scenario.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.editor.scenario.design.Beam;
import org.rallyworkbench.editor.scenario.design.Sprite;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Position;

/** The picture between two frames at time {@code t} (0..1): robots slide and turn, damage counts up, beams flash. */
public final class Tween {

    private static final double GHOST_SHIFT = 0.45;
    /** A robot that both slides and turns in one step (carried onto a turning conveyor) slides first, then turns. */
    private static final double SLIDE_END = 0.5;

    private Tween() {
    }

    public static List<Sprite> sprites(Map<String, RobotPose> before, Map<String, RobotPose> after, double t) {
        List<Sprite> out = new ArrayList<>();
        for (RobotPose b : after.values()) {
            RobotPose a = before.getOrDefault(b.name(), b);
            boolean visible = a.onBoard() && b.onBoard() || a.onBoard() && t < 0.6 || b.onBoard() && t > 0.4;
            if (!visible) {
                continue;
            }
            boolean slides = !a.position().equals(b.position()) && a.onBoard() && b.onBoard();
            boolean turns = a.facing() != b.facing();
            double slide = slides && turns ? Math.min(1, t / SLIDE_END) : t;
            double turning = slides && turns ? Math.max(0, (t - SLIDE_END) / (1 - SLIDE_END)) : t;
            double x = lerp(a.position().x(), b.position().x(), slide);
            double y = lerp(a.position().y(), b.position().y(), slide);
            if (!a.onBoard()) {
                x = b.position().x();
                y = b.position().y();
            }
            int from = a.facing().ordinal();
            int delta = Math.floorMod(b.facing().ordinal() - from, 4);
            double turn = delta == 3 ? -1 : delta;
            int damage = (int) Math.round(a.damage() + (b.damage() - a.damage()) * t);
            out.add(new Sprite(b.name(), x, y, from + turn * turning, damage, false));
        }
        return out;
    }

    public static List<Sprite> sprites(Map<String, RobotPose> poses) {
        return sprites(poses, poses, 1);
    }

    /**
     * The expected robots as ghosts; a ghost whose tile holds a robot is drawn a little beside it, so both
     * stay visible.
     */
    public static List<Sprite> ghosts(List<RobotPose> ghosts, Map<String, RobotPose> actual) {
        List<Sprite> out = new ArrayList<>();
        for (RobotPose g : ghosts) {
            boolean taken = actual.values().stream()
                    .anyMatch(a -> a.onBoard() && a.position().equals(g.position()));
            double shift = taken ? GHOST_SHIFT : 0;
            out.add(new Sprite(g.name(), g.position().x() + shift / 2, g.position().y() - shift,
                    g.facing().ordinal(), g.damage(), true));
        }
        return out;
    }

    /** The beams that hit robots in a frame, brightest in the middle of its time. */
    public static List<Beam> beams(Frame frame, double t) {
        return beams(frame, t, (shooter, target) -> false);
    }

    /**
     * The beams of a frame's hits, less the robot lasers' hits that {@code drawnElsewhere} (shooter, target) takes
     * (an option's beam of its own colour).
     */
    public static List<Beam> beams(Frame frame, double t, java.util.function.BiPredicate<String, String> drawnElsewhere) {
        float strength = (float) Math.sin(Math.PI * Math.min(1, Math.max(0, t)));
        List<Beam> out = new ArrayList<>();
        for (GameEvent e : frame.events()) {
            if (e instanceof GameEvent.Hit hit && !(hit.source() instanceof GameEvent.LaserSource.RobotLaser r
                    && drawnElsewhere.test(r.robot(), hit.robot()))) {
                RobotPose target = frame.poses().get(hit.robot());
                Position from = source(hit.source(), frame.poses());
                if (target != null && from != null) {
                    out.add(new Beam(from.x(), from.y(), target.position().x(), target.position().y(), strength));
                }
            }
        }
        return out;
    }

    private static Position source(GameEvent.LaserSource source, Map<String, RobotPose> poses) {
        if (source instanceof GameEvent.LaserSource.BoardLaser b) {
            return b.position();
        }
        if (source instanceof GameEvent.LaserSource.RobotLaser r) {
            RobotPose shooter = poses.get(r.robot());
            return shooter == null ? null : shooter.position();
        }
        return null;
    }

    private static double lerp(double a, double b, double t) {
        return a + (b - a) * t;
    }
}
