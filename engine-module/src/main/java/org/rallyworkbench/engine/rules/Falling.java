package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.Cause;

/**
 * Arriving on a tile, by any means.
 * <ul>
 * <li>R-GEO-3: leaving the board is like falling into a pit: the robot is destroyed.</li>
 * <li>R-MOVE-5: a robot that enters a pit or leaves the board, moving, pushed or conveyed, is destroyed at
 * once and removed from the board.</li>
 * </ul>
 */
final class Falling {

    private Falling() { }

    /**
     * Puts {@code b} (already lifted off its tile) on (x, y), or destroys it when that is a pit or off the
     * board. Returns whether it is still in play.
     */
    static boolean arrive(Table t, Bot b, int x, int y) {
        if (!t.board.contains(x, y)) {
            b.x = x;
            b.y = y;
            fall(t, b, Cause.EDGE);
            return false;
        }
        t.place(b, x, y);
        if (t.tables.floorKind(x, y) == BoardTables.PIT) {
            fall(t, b, Cause.PIT);
            return false;
        }
        return true;
    }

    /**
     * Whether a robot arriving on (x, y) would stay in play ({@link #arrive} would not destroy it): on the board
     * and not a pit. Lets a robot moving on pass the tile without standing on it, and re-entry
     * ({@link TurnStart}) ask whether a free tile is one to stand on.
     */
    static boolean passable(Table t, int x, int y) {
        return t.board.contains(x, y) && t.tables.floorKind(x, y) != BoardTables.PIT;
    }

    private static void fall(Table t, Bot b, Cause cause) {
        if (t.recording) {
            t.emit(new GameEvent.Fell(t.turn, t.register, t.phase, b.name, b.position(), cause));
        }
        Destruction.destroy(t, b, cause);
    }
}
