package org.rallyworkbench.engine.scenario;

import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;

/**
 * Writes an actual outcome as an {@code <expect>} element (the scenario format of FORMATS.md), indented as a
 * child of {@code <scenario>}: one {@code <robot>} per robot, then the winners.
 */
final class ExpectationXml {

    /** How much of each robot to pin down. */
    enum Detail {
        /** position, facing, damage, lives, destroyed: what the board shows (the workbench's Approve) */
        VISIBLE,
        /** everything an {@code expect} can check ({@code rally run --record}) */
        FULL
    }

    private ExpectationXml() {
    }

    static String of(GameState s, Detail detail) {
        StringBuilder sb = new StringBuilder("<expect>");
        for (Robot r : s.robots()) {
            sb.append("\n    ").append(robot(r, detail));
        }
        for (String w : s.winners()) {
            sb.append("\n    <winner robot=\"").append(w).append("\"/>");
        }
        return sb.append("\n  </expect>").toString();
    }

    private static String robot(Robot r, Detail detail) {
        boolean full = detail == Detail.FULL;
        StringBuilder sb = new StringBuilder("<robot name=\"").append(r.name()).append('"');
        if (!r.status().offBoard()) {
            attr(sb, "x", r.position().x());
            attr(sb, "y", r.position().y());
            attr(sb, "facing", r.facing());
        }
        attr(sb, "damage", r.damage());
        attr(sb, "lives", r.lives());
        if (full) {
            attr(sb, "next-flag", r.nextFlag());
            attr(sb, "archive-x", r.archive().x());
            attr(sb, "archive-y", r.archive().y());
        }
        attr(sb, "destroyed", r.status().offBoard());
        if (full) {
            attr(sb, "powered-down", r.poweredDown());
            attr(sb, "options", r.options().size());
        }
        return sb.append("/>").toString();
    }

    private static void attr(StringBuilder sb, String name, Object value) {
        sb.append(' ').append(name).append("=\"").append(value).append('"');
    }
}
