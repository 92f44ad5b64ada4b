package org.rallyworkbench.editor.issues;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.engine.analysis.DesignChecks;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * Everything wrong with a board as drawn: the format's semantic rules (checked by the engine's own
 * reader on the board's canonical XML, so the editor never re-implements them) and the design warnings.
 */
public final class BoardIssues {

    private static final Pattern TILE = Pattern.compile("\\bx=\"(\\d+)\"\\s+y=\"(\\d+)\"");

    private BoardIssues() {
    }

    public static List<Issue> of(Board board) {
        List<Issue> issues = new ArrayList<>();
        String xml = BoardXml.toXml(board);
        if (BoardLoader.load(xml, board.name()) instanceof ReadResult.Failed<Board> failed) {
            String[] lines = xml.split("\n", -1);
            for (Problem p : failed.problems()) {
                issues.add(Issue.onBoard(Severity.ERROR, tileOnLine(lines, p.line()), p.message()));
            }
        }
        DesignChecks.check(board).forEach(w -> issues.add(Issue.onBoard(Severity.WARNING, w.tile(), w.message())));
        return List.copyOf(issues);
    }

    /** Problems of Source text that does not read: errors at their lines, and the tile where the line names one. */
    public static List<Issue> ofText(String text, List<Problem> problems) {
        String[] lines = text.split("\n", -1);
        return problems.stream().map(p -> new Issue(Severity.ERROR, tileOnLine(lines, p.line()), p.line(), p.column(),
                p.message())).toList();
    }

    private static Optional<Position> tileOnLine(String[] lines, int line) {
        if (line < 1 || line > lines.length) {
            return Optional.empty();
        }
        Matcher m = TILE.matcher(lines[line - 1]);
        return m.find() ? Optional.of(new Position(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))))
                : Optional.empty();
    }
}
