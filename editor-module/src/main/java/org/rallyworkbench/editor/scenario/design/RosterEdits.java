package org.rallyworkbench.editor.scenario.design;

import org.openide.util.NbBundle.Messages;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.rallyworkbench.editor.scenario.design.XmlSpans.Span;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.scenario.XmlText;

/**
 * The Design view's edits of the scenario's robots, on its XML text: add a robot, remove one (with its programs,
 * expectations and winner checks), rename one (everywhere it is named). Each returns the new text and leaves the
 * rest as written. Plain Java, tested without the UI.
 */
@Messages({
    "MSG_NotAScenarioRoot=this is not a scenario: no <scenario> element",
    "# {0} - robot", "MSG_NoRobotNamed=no robot named {0}",
    "MSG_NameNeeded=A robot needs a name.",
    "MSG_NameLetters=A robot's name is letters, digits, '-', '_' and '.' only.",
    "# {0} - name", "MSG_NameTaken=There is already a robot named {0}."
})
public final class RosterEdits {

    /** Robot names in the order robots are added: colours the Design view draws them in. */
    public static final List<String> COLOURS = List.of("red", "blue", "green", "yellow", "orange", "purple",
            "white", "black");

    private RosterEdits() {
    }

    /** A tile a robot may start on: on the board, not a pit. */
    public static boolean free(Board board, Position p) {
        return board.contains(p) && !(board.floorAt(p).orElse(null) instanceof FloorElement.Pit);
    }

    /** The first colour (then {@code robotN}) no robot is named yet. */
    public static String nextName(Collection<String> used) {
        for (String c : COLOURS) {
            if (!used.contains(c)) {
                return c;
            }
        }
        for (int i = COLOURS.size() + 1; ; i++) {
            if (!used.contains("robot" + i)) {
                return "robot" + i;
            }
        }
    }


    /** Adds {@code <robot name x y facing/>} after the last robot (or after the board). */
    public static String addRobot(String text, String name, Position at, Direction facing) {
        String element = "<robot name=\"" + XmlSpans.escape(name) + "\" x=\"" + at.x() + "\" y=\"" + at.y()
                + "\" facing=\"" + facing.name() + "\"/>";
        String masked = XmlText.masked(text);
        int firstStep = XmlSpans.firstStep(text);
        int after = -1;
        Matcher robots = Pattern.compile("<robot\\b[^>]*?/>").matcher(masked);
        while (robots.find() && robots.start() < firstStep) {
            after = robots.end();
        }
        if (after < 0) {
            Matcher board = Pattern.compile("<board\\b[^>]*?/>|</board\\s*>").matcher(masked);
            if (board.find()) {
                after = board.end();
            } else {
                Matcher root = Pattern.compile("<scenario\\b[^>]*>").matcher(masked);
                if (!root.find()) {
                    throw new IllegalArgumentException(Bundle.MSG_NotAScenarioRoot());
                }
                after = root.end();
            }
        }
        return text.substring(0, after) + "\n  " + element + text.substring(after);
    }

    /** Removes the robot, its programs, its expectations and winner checks; an expectation left empty goes too. */
    public static String removeRobot(String text, String name) {
        String n = Pattern.quote(name);
        List<Span> spans = new ArrayList<>();
        spans.addAll(XmlSpans.all(text, Pattern.compile("<robot\\b[^>]*?\\bname\\s*=\\s*([\"'])" + n + "\\1[^>]*?/>")));
        spans.addAll(XmlSpans.all(text, Pattern.compile("<program\\b[^>]*?\\brobot\\s*=\\s*([\"'])" + n
                + "\\1[^>]*?(/>|>.*?</program\\s*>)", Pattern.DOTALL)));
        spans.addAll(XmlSpans.all(text, Pattern.compile("<winner\\b[^>]*?\\brobot\\s*=\\s*([\"'])" + n + "\\1[^>]*?/>")));
        if (spans.isEmpty()) {
            throw new IllegalArgumentException(Bundle.MSG_NoRobotNamed(name));
        }
        String out = XmlSpans.removeAll(text, spans);
        return XmlSpans.removeAll(out, XmlSpans.all(out, Pattern.compile("<expect\\b[^>]*?(/>|>\\s*</expect\\s*>)")));
    }

    /** Renames the robot wherever the scenario names it: its element, programs, expectations, winner checks. */
    public static String renameRobot(String text, String from, String to) {
        Matcher m = Pattern.compile("(<robot\\b[^>]*?\\bname|<program\\b[^>]*?\\brobot|<winner\\b[^>]*?\\brobot)"
                + "\\s*=\\s*([\"'])" + Pattern.quote(from) + "\\2").matcher(XmlText.masked(text));
        StringBuilder out = new StringBuilder();
        int copied = 0;
        boolean found = false;
        while (m.find()) {
            found = true;
            out.append(text, copied, m.start(2)).append('"').append(XmlSpans.escape(to)).append('"');
            copied = m.end();
        }
        if (!found) {
            throw new IllegalArgumentException(Bundle.MSG_NoRobotNamed(from));
        }
        return out.append(text.substring(copied)).toString();
    }

    /** Why {@code name} cannot name a new or renamed robot among {@code others}; empty when it can. */
    public static Optional<String> nameProblem(String name, Collection<String> others) {
        String n = name == null ? "" : name.trim();
        if (n.isEmpty()) {
            return Optional.of(Bundle.MSG_NameNeeded());
        }
        if (!n.matches("[\\p{L}\\p{N}_.-]+")) {
            return Optional.of(Bundle.MSG_NameLetters());
        }
        if (others.contains(n)) {
            return Optional.of(Bundle.MSG_NameTaken(n));
        }
        return Optional.empty();
    }
}
