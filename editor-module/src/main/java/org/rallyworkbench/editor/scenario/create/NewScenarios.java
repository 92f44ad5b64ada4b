package org.rallyworkbench.editor.scenario.create;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.HashSet;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.scenario.design.RosterEdits;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Start;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * Makes the scenario a {@link NewScenarioSpec} describes: its robots placed on the board's starts in start order
 * with their facings (then, when the board has fewer starts, on free floor from the bottom row up, facing north),
 * named by colour; the XML text, and its file written atomically, never over an existing one.
 */
@Messages({
    "# {0} - start number",
    "LBL_AtStart=start {0}",
    "LBL_FreeTile=free tile",
    "# {0} - file name",
    "MSG_AlreadyExists={0} already exists"
})
public final class NewScenarios {

    /** Robot names in the order robots are added: colours the Design view draws them in. */
    public static final List<String> COLOURS = RosterEdits.COLOURS;

    private NewScenarios() {
    }

    /** Where a new robot stands and what it faces; {@code where} says why there ("start 3", "free tile"). */
    public record Placement(String name, Position position, Direction facing, String where) {
    }

    /** {@code count} robots on {@code board}: on its starts by number first, then on free floor. */
    public static List<Placement> placements(Board board, int count) {
        List<Placement> out = new ArrayList<>();
        Set<Position> taken = new HashSet<>();
        List<Start> starts = new ArrayList<>(board.starts());
        starts.sort(java.util.Comparator.comparingInt(Start::number));
        for (Start s : starts) {
            if (out.size() == count) {
                return out;
            }
            out.add(new Placement(RosterEdits.nextName(names(out)), s.position(), s.facing(),
                    Bundle.LBL_AtStart(s.number())));
            taken.add(s.position());
        }
        for (int y = board.height() - 1; y >= 0 && out.size() < count; y--) {
            for (int x = 0; x < board.width() && out.size() < count; x++) {
                Position p = new Position(x, y);
                if (taken.add(p) && RosterEdits.free(board, p)) {
                    out.add(new Placement(RosterEdits.nextName(names(out)), p, Direction.N, Bundle.LBL_FreeTile()));
                }
            }
        }
        return out;
    }

    private static List<String> names(List<Placement> placements) {
        return placements.stream().map(Placement::name).toList();
    }

    /**
     * The scenario's text: the board referenced relative to the scenario's folder (a file) or inline (a sample,
     * {@code board} itself), the robots, no turn yet.
     */
    public static String xml(NewScenarioSpec spec, Board board) {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<scenario xmlns=\"urn:rally-workbench:scenario:1\" name=\"").append(escape(spec.name()))
                .append("\" rules=\"").append(spec.rules().xmlName()).append("\" seed=\"").append(spec.seed())
                .append("\">\n");
        if (spec.boardFile().isPresent()) {
            sb.append("  <board href=\"").append(escape(href(spec.folder(), spec.boardFile().get()))).append("\"/>\n");
        } else {
            String inline = BoardXml.toXml(board);
            inline = inline.substring(inline.indexOf("<board"));
            for (String line : inline.split("\n")) {     // a description's own lines keep their text
                sb.append(line.stripLeading().startsWith("<") ? "  " : "").append(line).append('\n');
            }
        }
        for (Placement p : placements(board, spec.robots())) {
            sb.append("  <robot name=\"").append(p.name()).append("\" x=\"").append(p.position().x())
                    .append("\" y=\"").append(p.position().y()).append("\" facing=\"").append(p.facing().name())
                    .append("\"/>\n");
        }
        return sb.append("</scenario>\n").toString();
    }

    /** {@code board} relative to {@code folder}, with forward slashes, as FORMATS.md's {@code href}. */
    static String href(File folder, File board) {
        Path from = folder.toPath().toAbsolutePath().normalize();
        Path to = board.toPath().toAbsolutePath().normalize();
        Path relative;
        try {
            relative = from.relativize(to);
        } catch (IllegalArgumentException e) {     // another drive: only an absolute reference works
            relative = to;
        }
        return relative.toString().replace(File.separatorChar, '/');
    }

    /** Writes the new scenario's file (never over an existing one) and returns it. */
    public static File create(NewScenarioSpec spec, Board board) throws IOException {
        File file = spec.file();
        if (file.exists()) {
            throw new IOException(Bundle.MSG_AlreadyExists(file.getName()));
        }
        org.rallyworkbench.editor.board.file.NewBoards.writeNew(file.toPath(), xml(spec, board));
        return file;
    }

    private static String escape(String value) {
        return value.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
    }
}
