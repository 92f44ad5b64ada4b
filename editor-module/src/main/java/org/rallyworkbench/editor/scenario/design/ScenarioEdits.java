package org.rallyworkbench.editor.scenario.design;

import org.openide.util.NbBundle.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Edits of a scenario's XML text that the Design view makes: a robot's attributes, a turn's program. Each returns
 * the new text and touches only what it changes (comments and layout stay). Plain Java, testable without the UI.
 */
@Messages({
    "MSG_NoRobotsNoTurn=a scenario without robots gets no turn",
    "# {0} - turn", "MSG_NoTurnK=no turn {0}"
})
public final class ScenarioEdits {

    private static final Pattern ATTRIBUTE = Pattern.compile("\\s([\\w-]+)\\s*=\\s*(\"[^\"]*\"|'[^']*')");

    private ScenarioEdits() {
    }

    /** Sets (or adds) {@code attribute} of the top-level {@code <robot name="robot">}; {@code null} removes it. */
    public static String setRobotAttribute(String text, String robot, String attribute, String value) {
        Span robotTag = topLevelRobot(text, robot);
        return setAttribute(text, robotTag, attribute, value);
    }

    /**
     * Sets the {@code cards} of {@code robot}'s {@code <program>} in turn {@code turn} (1-based), adding the program
     * element at the start of the turn when it has none.
     */
    public static String setProgram(String text, int turn, String robot, String cards) {
        Span turnSpan = turn(text, turn);
        Matcher m = Pattern.compile("<program\\b[^>]*?\\brobot\\s*=\\s*([\"'])" + Pattern.quote(robot) + "\\1[^>]*?/?>")
                .matcher(text);
        m.region(turnSpan.start, turnSpan.end);
        if (m.find()) {
            return setAttribute(text, new Span(m.start(), m.end()), "cards", cards);
        }
        int afterOpen = text.indexOf('>', turnSpan.start) + 1;
        String indent = indentOf(text, turnSpan.start);
        String element = "\n" + indent + "  <program robot=\"" + robot + "\" cards=\"" + cards + "\"/>";
        return text.substring(0, afterOpen) + element + text.substring(afterOpen);
    }

    /** The cards written for each robot in turn {@code turn} (1-based), as {@code robot → cards} text. */
    public static List<String[]> programs(String text, int turn) {
        Span turnSpan = turn(text, turn);
        Matcher m = Pattern.compile("<program\\b[^>]*?/?>").matcher(text);
        m.region(turnSpan.start, turnSpan.end);
        List<String[]> out = new ArrayList<>();
        while (m.find()) {
            String tag = m.group();
            out.add(new String[] {attribute(tag, "robot"), attribute(tag, "cards")});
        }
        return out;
    }

    /** Adds an empty {@code <turn>} after the last turn (or after the robots), for a new turn's programs. */
    public static String addTurn(String text) {
        int lastTurnEnd = text.lastIndexOf("</turn>");
        int at;
        if (lastTurnEnd >= 0) {
            at = lastTurnEnd + "</turn>".length();
        } else {
            Matcher robots = Pattern.compile("<robot\\b[^>]*?/>").matcher(text);
            at = -1;
            while (robots.find()) {
                at = robots.end();
            }
            if (at < 0) {
                throw new IllegalArgumentException(Bundle.MSG_NoRobotsNoTurn());
            }
        }
        return text.substring(0, at) + "\n  <turn>\n  </turn>" + text.substring(at);
    }

    private static String setAttribute(String text, Span tag, String attribute, String value) {
        String element = text.substring(tag.start, tag.end);
        Matcher a = ATTRIBUTE.matcher(element);
        while (a.find()) {
            if (a.group(1).equals(attribute)) {
                if (value == null) {
                    return text.substring(0, tag.start + a.start()) + text.substring(tag.start + a.end());
                }
                return text.substring(0, tag.start + a.start(2)) + "\"" + escape(value) + "\""
                        + text.substring(tag.start + a.end(2));
            }
        }
        if (value == null) {
            return text;
        }
        int insertAt = tag.end - (element.endsWith("/>") ? 2 : 1);
        while (insertAt > tag.start && Character.isWhitespace(text.charAt(insertAt - 1))) {
            insertAt--;
        }
        return text.substring(0, insertAt) + " " + attribute + "=\"" + escape(value) + "\"" + text.substring(insertAt);
    }

    /** The robot start tags outside turns and expectations: the scenario's robots. */
    private static Span topLevelRobot(String text, String robot) {
        Matcher m = Pattern.compile("<robot\\b[^>]*?\\bname\\s*=\\s*([\"'])" + Pattern.quote(robot) + "\\1[^>]*?/?>")
                .matcher(text);
        int firstStep = firstStep(text);
        if (m.find() && m.start() < firstStep) {
            return new Span(m.start(), m.end());
        }
        throw new IllegalArgumentException(Bundle.MSG_NoRobotNamed(robot));
    }

    private static int firstStep(String text) {
        int turn = indexOfTag(text, "turn", 0);
        int expect = indexOfTag(text, "expect", 0);
        int first = Math.min(turn < 0 ? Integer.MAX_VALUE : turn, expect < 0 ? Integer.MAX_VALUE : expect);
        return first == Integer.MAX_VALUE ? text.length() : first;
    }

    private static Span turn(String text, int turn) {
        int from = 0;
        for (int i = 1; ; i++) {
            int start = indexOfTag(text, "turn", from);
            if (start < 0) {
                throw new IllegalArgumentException(Bundle.MSG_NoTurnK(turn));
            }
            int end = text.indexOf("</turn>", start);
            int selfClose = text.indexOf("/>", start);
            int tagEnd = text.indexOf('>', start);
            if (selfClose >= 0 && selfClose + 1 == tagEnd) {
                end = tagEnd + 1;
            }
            if (i == turn) {
                return new Span(start, end < 0 ? text.length() : end);
            }
            from = end < 0 ? text.length() : end;
        }
    }

    private static int indexOfTag(String text, String name, int from) {
        Matcher m = Pattern.compile("<" + name + "[\\s/>]").matcher(text);
        return m.find(from) ? m.start() : -1;
    }

    private static String indentOf(String text, int offset) {
        int lineStart = text.lastIndexOf('\n', offset - 1) + 1;
        String prefix = text.substring(lineStart, offset);
        return prefix.isBlank() ? prefix : "";
    }

    private static String attribute(String tag, String name) {
        Matcher a = ATTRIBUTE.matcher(tag);
        while (a.find()) {
            if (a.group(1).equals(name)) {
                String quoted = a.group(2);
                return quoted.substring(1, quoted.length() - 1);
            }
        }
        return "";
    }

    private static String escape(String value) {
        return value.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
    }

    private record Span(int start, int end) {
    }
}
