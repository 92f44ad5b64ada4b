package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.TurnCause;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;

/** R-BOARD-5: gears turn the robots on them 90° the way of their arrow (clockwise = right). */
final class Gears {

    private Gears() { }

    static void run(Table t, int register) {
        t.at(register, Phase.GEARS);
        for (Bot b : t.bots) {
            if (b.inPlay() && t.tables.floorKind(b.x, b.y) == BoardTables.GEAR
                    && t.board.floorOrNull(b.x, b.y) instanceof FloorElement.Gear g
                    && !(t.optionsInPlay && MoveOptions.stabilized(t, b))) {
                Direction to = g.rotation().turn(b.facing);
                if (t.recording) {
                    t.emit(new GameEvent.Turned(t.turn, t.register, t.phase, b.name, b.facing, to, TurnCause.GEAR));
                }
                b.facing = to;
            }
        }
    }
}
