package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.TurnCause;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Rotation;

/** R-BOARD-5: gears turn the robots on them 90° the way of their arrow (clockwise = right). */
final class Gears {

    private Gears() { }

    static void run(Table t, int register) {
        t.at(register, Phase.GEARS);
        if (t.occupancy.robotsOn(BoardTables.GEARS) == 0) {
            return;                 // nobody on a gear: no robot to look at
        }
        for (Bot b : t.bots) {
            Rotation gear;
            if (b.inPlay() && (gear = t.tables.gear(b.x, b.y)) != null
                    && !(t.optionsInPlay && MoveOptions.stabilized(t, b))) {
                Direction to = gear.turn(b.facing);
                if (t.recording) {
                    t.emit(new GameEvent.Turned(t.turn, t.register, t.phase, b.name, b.facing, to, TurnCause.GEAR));
                }
                b.facing = to;
            }
        }
    }
}
