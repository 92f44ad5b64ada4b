package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Pusher;

/**
 * R-BOARD-6 [extension]: pushers, active in their listed registers, push a robot on their tile one tile away
 * from their wall after the conveyors and before the gears, exactly as a robot's push ({@link PushChain}).
 * Crushers, active in their listed registers, destroy a robot on their tile after the gears.
 */
final class PushersAndCrushers {

    private PushersAndCrushers() { }

    static void push(Table t, int register) {
        t.at(register, Phase.PUSHERS);
        // Board order as if every pusher were visited, but only those under a robot are: pushers on empty
        // tiles do nothing, and a robot pushed onto a later pusher's tile is found on the next search.
        for (int i = t.tables.nextOccupiedPusher(t.bots, -1, register); i >= 0;
                i = t.tables.nextOccupiedPusher(t.bots, i, register)) {
            Pusher p = t.tables.pushers[i];
            Bot b = t.occupant(p.position().x(), p.position().y());
            t.moment++;
            int line = PushChain.lineLength(t, b, p.pushDirection());
            if (line < 0) {
                if (t.recording) {
                    t.emit(new GameEvent.Blocked(t.turn, t.register, t.phase, b.name, b.position(),
                            p.pushDirection()));
                }
            } else {
                PushChain.shove(t, b, line, p.pushDirection(), "pusher at " + p.position());
            }
        }
    }

    static void crush(Table t, int register) {
        t.at(register, Phase.CRUSHERS);
        boolean first = true;
        for (Bot b : t.bots) {
            if (b.inPlay() && t.board.floorOrNull(b.x, b.y) instanceof FloorElement.Crusher c
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
