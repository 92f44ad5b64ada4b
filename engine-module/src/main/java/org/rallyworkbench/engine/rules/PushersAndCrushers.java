package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Pusher;

/**
 * R-BOARD-6 [extension]: pushers, active in their listed registers, push a robot on their tile one tile away
 * from their wall after the conveyors and before the gears, exactly as a robot's push ({@link PushChain}).
 * Pushers act at the same point: each pushes the robot that stood on its tile when the pushers began, if it is
 * still there, so a robot pushed onto another active pusher is pushed once in that register. (Where two lines
 * pushed in the same register run into each other, pushers act in board order.)
 * Crushers, active in their listed registers, destroy a robot on their tile after the gears.
 */
final class PushersAndCrushers {

    private PushersAndCrushers() { }

    static void push(Table t, int register) {
        t.at(register, Phase.PUSHERS);
        if (t.occupancy.robotsOn(BoardTables.PUSHERS) == 0) {
            return;                 // no robot on a pusher's tile: nothing to search
        }
        // All pushers act at the same point of the register: each pushes the robot that stood on its tile when
        // the pushers began, if it is still there. A robot pushed onto another active pusher is not pushed again,
        // so the outcome does not depend on the board order in which the pushers are visited.
        Bot[] occupant = t.scratchPusherOccupant;
        int found = 0;
        for (int i = t.tables.nextOccupiedPusher(t.bots, -1, register); i >= 0;
                i = t.tables.nextOccupiedPusher(t.bots, i, register)) {
            Pusher p = t.tables.pushers[i];
            occupant[i] = t.occupant(p.position().x(), p.position().y());
            found++;
        }
        for (int i = 0; found > 0; i++) {
            Bot b = occupant[i];
            if (b == null) {
                continue;
            }
            occupant[i] = null;
            found--;
            Pusher p = t.tables.pushers[i];
            if (b.inPlay() && b.x == p.position().x() && b.y == p.position().y()) {
                push(t, b, p);
            }
        }
    }

    private static void push(Table t, Bot b, Pusher p) {
        t.moment++;
        int line = PushChain.lineLength(t, b, p.pushDirection());
        if (line < 0) {
            if (t.recording) {
                t.emit(new GameEvent.Blocked(t.turn, t.register, t.phase, b.name, b.position(), p.pushDirection()));
            }
        } else {
            PushChain.shove(t, b, line, p.pushDirection(), t.recording ? "pusher at " + p.position() : null);
        }
    }

    static void crush(Table t, int register) {
        t.at(register, Phase.CRUSHERS);
        if (t.occupancy.robotsOn(BoardTables.CRUSHERS) == 0) {
            return;
        }
        boolean first = true;
        for (Bot b : t.bots) {
            if (b.inPlay() && t.tables.floorKind(b.x, b.y) == BoardTables.CRUSHER
                    && t.board.floorOrNull(b.x, b.y) instanceof FloorElement.Crusher c
                    && c.registers().contains(register)) {
                if (first) {
                    t.moment++;
                    first = false;
                }
                Destruction.destroy(t, b, Cause.CRUSHER);
            }
        }
    }
}
