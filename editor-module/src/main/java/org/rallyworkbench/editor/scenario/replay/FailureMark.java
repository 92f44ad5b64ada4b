package org.rallyworkbench.editor.scenario.replay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.scenario.Verdict;

/**
 * Where a failed expectation shows in the replay: the frame it was checked after, and the robots as expected
 * (ghosts) where they differ from the actual ones.
 */
public record FailureMark(Verdict.Failure failure, int frame, List<RobotPose> ghosts) {

    public FailureMark {
        ghosts = List.copyOf(ghosts);
    }

    /** The mark of the first failure of a run, if it failed. */
    public static java.util.Optional<FailureMark> first(Verdict verdict, Timeline timeline) {
        if (verdict.failures().isEmpty()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(of(verdict.failures().get(0), timeline));
    }

    static FailureMark of(Verdict.Failure failure, Timeline timeline) {
        int frame = frameOf(failure, timeline);
        return new FailureMark(failure, frame, ghosts(failure, timeline.get(frame).poses()));
    }

    /** The frame after which the expectation was checked: the end of its register, or of its turn. */
    static int frameOf(Verdict.Failure failure, Timeline timeline) {
        List<GameEvent> events = failure.events();
        if (events.isEmpty()) {
            return timeline.size() - 1;
        }
        GameEvent first = events.get(0);
        boolean wholeTurn = events.stream().anyMatch(e -> e.register() != first.register());
        return timeline.lastOf(first.turn(), wholeTurn ? 0 : first.register()).orElse(timeline.size() - 1);
    }

    /** The expected robots: each actual robot with the differing x, y, facing, damage and destroyed replaced. */
    static List<RobotPose> ghosts(Verdict.Failure failure, Map<String, RobotPose> actual) {
        Map<String, RobotPose> expected = new LinkedHashMap<>();
        for (Verdict.Difference d : failure.differences()) {
            RobotPose base = expected.getOrDefault(d.robot(), actual.get(d.robot()));
            if (base == null) {
                continue;
            }
            expected.put(d.robot(), with(base, d.attribute(), d.expected()));
        }
        List<RobotPose> out = new ArrayList<>();
        expected.values().stream().filter(RobotPose::onBoard).forEach(out::add);
        return out;
    }

    private static RobotPose with(RobotPose p, String attribute, String value) {
        try {
            switch (attribute) {
                case "x":
                    return p.at(new Position(Integer.parseInt(value), p.position().y()));
                case "y":
                    return p.at(new Position(p.position().x(), Integer.parseInt(value)));
                case "facing":
                    return p.facing(Direction.valueOf(value));
                case "damage":
                    return p.damage(Integer.parseInt(value));
                case "destroyed":
                    return Boolean.parseBoolean(value) ? p.off(p.lives())
                            : new RobotPose(p.name(), p.position(), p.facing(), p.damage(), p.lives(), true);
                default:
                    return p;
            }
        } catch (IllegalArgumentException e) {
            return p;
        }
    }
}
