package org.rallyworkbench.editor.issues;

import java.util.Optional;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.Position;

/**
 * One line of the Issues window: its severity, where it is (a tile of the board, or a line and column of the
 * file's text, 0 when unknown) and what is wrong.
 */
@Messages({
    "# {0} - x", "# {1} - y", "LBL_AtTile=x {0}, y {1}",
    "# {0} - line", "LBL_AtLine=line {0}",
    "# {0} - line", "# {1} - column", "LBL_AtLineColumn=line {0}, column {1}"
})
public record Issue(Severity severity, Optional<Position> tile, int line, int column, String message) {

    /** An issue of the board as drawn, at a tile or nowhere in particular. */
    public static Issue onBoard(Severity severity, Optional<Position> tile, String message) {
        return new Issue(severity, tile, 0, 0, message);
    }

    public boolean error() {
        return severity == Severity.ERROR;
    }

    /** Where, as the Location column shows it: the line (and column) of the text, the tile, both, or nothing. */
    public String location() {
        String at = line <= 0 ? "" : column > 0 ? Bundle.LBL_AtLineColumn(line, column) : Bundle.LBL_AtLine(line);
        String on = tile.map(p -> Bundle.LBL_AtTile(p.x(), p.y())).orElse("");
        return at.isEmpty() || on.isEmpty() ? at + on : at + " · " + on;
    }

    @Override
    public String toString() {
        String where = location();
        return severity.label() + ": " + (where.isEmpty() ? "" : where + " ") + message;
    }
}
