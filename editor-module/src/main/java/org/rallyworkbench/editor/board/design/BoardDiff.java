package org.rallyworkbench.editor.board.design;

import java.util.Optional;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;

/** Which tiles differ between two versions of a board, for redrawing only what an edit changed. */
final class BoardDiff {

    private static final Direction[] DIRECTIONS = Direction.values();

    private BoardDiff() {
    }

    /**
     * A flag per tile ({@code y * width + x}) set where floor, flag, start or pusher differ; empty when the
     * change reaches further than its tiles (size, walls or lasers: beams run across the board).
     */
    static Optional<boolean[]> changedTiles(Board before, Board after) {
        if (before.width() != after.width() || before.height() != after.height()
                || !before.lasers().equals(after.lasers())) {
            return Optional.empty();
        }
        int w = after.width();
        boolean[] changed = new boolean[w * after.height()];
        for (int y = 0; y < after.height(); y++) {
            for (int x = 0; x < w; x++) {
                if (!java.util.Objects.equals(before.floorOrNull(x, y), after.floorOrNull(x, y))) {
                    changed[y * w + x] = true;
                }
                for (Direction d : DIRECTIONS) {
                    if (before.hasWall(x, y, d) != after.hasWall(x, y, d)) {
                        return Optional.empty();
                    }
                }
            }
        }
        if (!before.flags().equals(after.flags())) {
            before.flags().forEach(f -> mark(changed, w, f.position()));
            after.flags().forEach(f -> mark(changed, w, f.position()));
        }
        if (!before.starts().equals(after.starts())) {
            before.starts().forEach(s -> mark(changed, w, s.position()));
            after.starts().forEach(s -> mark(changed, w, s.position()));
        }
        if (!before.pushers().equals(after.pushers())) {
            before.pushers().forEach(p -> mark(changed, w, p.position()));
            after.pushers().forEach(p -> mark(changed, w, p.position()));
        }
        return Optional.of(changed);
    }

    private static void mark(boolean[] changed, int width, Position p) {
        changed[p.y() * width + p.x()] = true;
    }

}
