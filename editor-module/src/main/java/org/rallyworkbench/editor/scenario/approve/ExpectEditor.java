package org.rallyworkbench.editor.scenario.approve;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Edits one {@code <expect>} element in the scenario text, leaving everything else (comments, layout) as written:
 * sets attributes of its robots, removes and adds winners.
 */
final class ExpectEditor {

    private static final Pattern ATTRIBUTE = Pattern.compile("\\s([\\w-]+)\\s*=\\s*(\"[^\"]*\"|'[^']*')");

    private final StringBuilder text;
    private final int start;

    /** {@code near} is an offset inside or just after the expect's start tag. */
    ExpectEditor(StringBuilder text, int near) {
        this.text = text;
        int s = text.lastIndexOf("<expect", Math.min(near, text.length() - 1));
        if (s < 0) {
            throw new IllegalArgumentException("no <expect> at offset " + near);
        }
        this.start = s;
    }

    private int end() {
        int tagEnd = text.indexOf(">", start);
        if (tagEnd > 0 && text.charAt(tagEnd - 1) == '/') {
            return tagEnd + 1;
        }
        int close = text.indexOf("</expect>", start);
        return close < 0 ? text.length() : close;
    }

    /** Sets {@code attribute="value"} on the expect's {@code <robot name="robot">}, replacing or adding it. */
    boolean setRobotAttribute(String robot, String attribute, String value) {
        Matcher m = Pattern.compile("<robot\\b[^>]*?\\bname\\s*=\\s*([\"'])" + Pattern.quote(robot) + "\\1[^>]*?/?>")
                .matcher(text);
        m.region(start, end());
        if (!m.find()) {
            return false;
        }
        String element = m.group();
        Matcher a = ATTRIBUTE.matcher(element);
        while (a.find()) {
            if (a.group(1).equals(attribute)) {
                int valueStart = m.start() + a.start(2);
                text.replace(valueStart, m.start() + a.end(2), "\"" + value + "\"");
                return true;
            }
        }
        int insertAt = m.start() + element.length() - (element.endsWith("/>") ? 2 : 1);
        while (insertAt > m.start() && Character.isWhitespace(text.charAt(insertAt - 1))) {
            insertAt--;
        }
        text.insert(insertAt, " " + attribute + "=\"" + value + "\"");
        return true;
    }

    /** Removes the expect's {@code <winner robot="robot"/>}, with its line when it stands alone on it. */
    void removeWinner(String robot) {
        Matcher m = Pattern.compile("[ \\t]*<winner\\b[^>]*?\\brobot\\s*=\\s*([\"'])" + Pattern.quote(robot)
                + "\\1[^>]*?/>[ \\t]*\\r?\\n?").matcher(text);
        m.region(start, end());
        if (m.find()) {
            text.delete(m.start(), m.end());
        }
    }

    /** Adds {@code <winner robot="robot"/>} as the expect's last child, unless it is there. */
    void addWinner(String robot) {
        int end = end();
        String body = text.substring(start, end);
        if (body.matches("(?s).*<winner\\b[^>]*?\\brobot\\s*=\\s*([\"'])" + Pattern.quote(robot) + "\\1.*")) {
            return;
        }
        text.insert(end, "  <winner robot=\"" + robot + "\"/>\n" + indentBefore(end));
    }

    private String indentBefore(int offset) {
        int lineStart = text.lastIndexOf("\n", offset - 1) + 1;
        String prefix = text.substring(lineStart, offset);
        return prefix.isBlank() ? prefix : "";
    }
}
