package org.rallyworkbench.editor.scenario.replay;

import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;

/** What the picture shows of a robot at one moment: where it stands, its facing, its damage, on the board or not. */
public record RobotPose(String name, Position position, Direction facing, int damage, int lives, boolean onBoard) {

    public static RobotPose of(Robot r) {
        return new RobotPose(r.name(), r.position(), r.facing(), r.damage(), r.lives(), !r.status().offBoard());
    }

    RobotPose at(Position p) {
        return new RobotPose(name, p, facing, damage, lives, onBoard);
    }

    RobotPose facing(Direction d) {
        return new RobotPose(name, position, d, damage, lives, onBoard);
    }

    RobotPose damage(int d) {
        return new RobotPose(name, position, facing, d, lives, onBoard);
    }

    RobotPose off(int livesLeft) {
        return new RobotPose(name, position, facing, damage, livesLeft, false);
    }

    RobotPose reentered(Position p, Direction d, int newDamage) {
        return new RobotPose(name, p, d, newDamage, lives, true);
    }
}
