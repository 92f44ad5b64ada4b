package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Direction;

/**
 * R-MOVE-4: a robot pushed one tile pushes the robot in front of it, so a line of robots moves together and
 * keeps its facing; if a wall stops any robot of the line, no robot of the line moves. Also used by pushers
 * (R-BOARD-6), which push "exactly as a robot's push".
 */
final class PushChain {

    private PushChain() { }

    /**
     * The number of robots in the line starting with {@code first} in direction {@code dir}, or -1 when a wall
     * stops one of them.
     */
    static int lineLength(Table t, Bot first, Direction dir) {
        int n = 0;
        Bot b = first;
        while (b != null) {
            int tile = b.y * t.width + b.x;
            int cell = t.tables.cell(tile);
            if (BoardTables.wall(cell, dir)) {
                return -1;
            }
            n++;
            b = BoardTables.edge(cell, dir) ? null : t.occupant(tile + t.tables.step(dir));
        }
        return n;
    }

    /**
     * Pushes the line of {@code length} robots starting with {@code first} one tile towards {@code dir}, the
     * far end first; robots pushed into a pit or off the board are destroyed (R-MOVE-5). {@code by} names the
     * pusher in the events (only read while events are recorded).
     */
    static void shove(Table t, Bot first, int length, Direction dir, String by) {
        Bot[] line = t.scratchLine;       // no allocation in the register loop: a line holds each robot once
        Bot b = first;
        for (int i = 0; i < length; i++) {
            line[i] = b;
            b = t.occupant(b.x + dir.dx(), b.y + dir.dy());
        }
        for (int i = length - 1; i >= 0; i--) {
            Bot p = line[i];
            int fx = p.x;
            int fy = p.y;
            t.lift(p);
            if (t.recording) {
                pushed(t, p, by, dir, fx, fy);
            }
            Falling.arrive(t, p, fx + dir.dx(), fy + dir.dy());
        }
    }

    /** Kept out of {@link #shove}, so that the hot loop stays small. */
    private static void pushed(Table t, Bot p, String by, Direction dir, int fx, int fy) {
        t.emit(new GameEvent.Pushed(t.turn, t.register, t.phase, p.name, by, dir,
                t.position(fx, fy), t.position(fx + dir.dx(), fy + dir.dy())));
    }
}
