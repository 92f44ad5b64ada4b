package org.rallyworkbench.engine.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Start;

/**
 * Design warnings: what the file format allows but a designer rarely wants. Used by the editor's Issues
 * window while drawing, and usable by the command line. Plain model code, no rules engine.
 */
public final class DesignChecks {

    private DesignChecks() {
    }

    /** Every warning for the board: board-wide ones first, then by tile. */
    public static List<DesignWarning> check(Board board) {
        List<DesignWarning> warnings = new ArrayList<>();
        if (board.flags().isEmpty()) {
            warnings.add(DesignWarning.board("the board has no flags"));
        }
        if (board.starts().isEmpty()) {
            warnings.add(DesignWarning.board("the board has no start positions"));
        }
        unreachableFlags(board, warnings);
        conveyorsIntoPits(board, warnings);
        blockedLasers(board, warnings);
        startsOnConveyors(board, warnings);
        return List.copyOf(warnings);
    }

    /**
     * A flag no robot can stand on at the end of a register, coming from any start: it moves by its cards
     * and is carried by conveyors and pushers, and dies in pits and crushers (see {@link Reachability} for
     * exactly what is modelled). A flag on a conveyor that carries robots off it is unreachable unless
     * another conveyor brings robots onto it.
     */
    private static void unreachableFlags(Board board, List<DesignWarning> warnings) {
        if (board.starts().isEmpty()) {
            return;
        }
        Set<Position> reached = new Reachability(board).restingTiles();
        for (Flag f : board.flags()) {
            if (!reached.contains(f.position())) {
                warnings.add(DesignWarning.at(f.position(), "no robot can reach flag " + f.number()));
            }
        }
    }

    private static void conveyorsIntoPits(Board board, List<DesignWarning> warnings) {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                if (board.floorOrNull(x, y) instanceof FloorElement.Conveyor c && !board.hasWall(x, y, c.dir())) {
                    Position next = new Position(x, y).step(c.dir());
                    if (board.isPit(next)) {
                        warnings.add(DesignWarning.at(new Position(x, y), "conveyor leads into the pit at " + next));
                    }
                }
            }
        }
    }

    /** A laser whose own tile has a wall on the side it fires through: the beam never leaves the tile. */
    private static void blockedLasers(Board board, List<DesignWarning> warnings) {
        for (Laser l : board.lasers()) {
            if (board.hasWall(l.position(), l.dir())) {
                warnings.add(DesignWarning.at(l.position(), "laser firing " + l.dir()
                        + " is blocked by a wall on its own tile"));
            }
        }
    }

    private static void startsOnConveyors(Board board, List<DesignWarning> warnings) {
        for (Start s : board.starts()) {
            if (board.floorAt(s.position()).orElse(null) instanceof FloorElement.Conveyor) {
                warnings.add(DesignWarning.at(s.position(), "start " + s.number() + " stands on a conveyor"));
            }
        }
    }
}
