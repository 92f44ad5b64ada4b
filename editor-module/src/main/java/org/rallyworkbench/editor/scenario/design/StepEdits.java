package org.rallyworkbench.editor.scenario.design;

import org.openide.util.NbBundle.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.rallyworkbench.editor.scenario.design.XmlSpans.Span;
import org.rallyworkbench.engine.scenario.XmlText;

/**
 * The Design view's edits of the scenario's steps, on its XML text: add a turn (every robot with an empty program,
 * so nothing random happens until the user programs it), remove a turn (with the expectations right after it),
 * and add a robot's expected state after a register or after a turn. Plain Java, tested without the UI.
 */
@Messages({
    "MSG_NotAScenarioEnd=this is not a scenario: no </scenario>",
    "# {0} - offset", "MSG_NoExpectedRobot=no expected robot at offset {0}",
    "# {0} - element", "MSG_ExpectationNeedsName=an expectation''s robot needs a name: {0}"
})
public final class StepEdits {

    private static final Pattern TOP_EXPECT = Pattern.compile("\\s*<expect\\b[^>]*?(/>|>.*?</expect\\s*>)",
            Pattern.DOTALL);

    private StepEdits() {
    }

    /** Appends a turn at the end (after any final expectation, which keeps checking what it did). */
    public static String addTurn(String text, List<String> robots) {
        int close = XmlText.masked(text).lastIndexOf("</scenario>");
        if (close < 0) {
            throw new IllegalArgumentException(Bundle.MSG_NotAScenarioEnd());
        }
        StringBuilder turn = new StringBuilder("  <turn>\n");
        for (String r : robots) {
            turn.append("    <program robot=\"").append(XmlSpans.escape(r)).append("\" cards=\"\"/>\n");
        }
        turn.append("  </turn>\n");
        int lineStart = text.lastIndexOf('\n', close - 1) + 1;
        int at = text.substring(lineStart, close).isBlank() ? lineStart : close;
        String before = text.substring(0, at);
        return before + (before.endsWith("\n") ? "" : "\n") + turn + text.substring(at);
    }

    /** Removes turn {@code k} (1-based) and the top-level expectations that follow it (they checked it). */
    public static String removeTurn(String text, int k) {
        Span turn = XmlSpans.turn(text, k);
        List<Span> spans = new ArrayList<>(List.of(turn));
        String masked = XmlText.masked(text);
        Matcher m = TOP_EXPECT.matcher(masked);
        int from = turn.end();
        while (m.find(from) && m.start() == from && !m.group().contains("after-register")) {
            int start = m.start() + (m.group().length() - m.group().stripLeading().length());
            spans.add(new Span(start, m.end()));
            from = m.end();
        }
        return XmlSpans.removeAll(text, spans);
    }

    /**
     * Adds {@code robotElement} (an expectation's {@code <robot name="…" …/>}) to the expectation of turn {@code turn}
     * after register {@code register} (0: after the turn's end), creating that {@code expect} when there is none and
     * replacing the robot's earlier expectation there.
     */
    public static String addExpectation(String text, int turn, int register, String robotElement) {
        String name = nameOf(robotElement);
        Span t = XmlSpans.turn(text, turn);
        String indent = XmlSpans.indentOf(text, t.start());
        String masked = XmlText.masked(text);
        if (masked.substring(t.start(), t.end()).endsWith("/>")) {     // <turn/>: open it up first
            String opened = text.substring(0, t.end() - 2).stripTrailing() + ">\n" + indent + "</turn>"
                    + text.substring(t.end());
            return addExpectation(opened, turn, register, robotElement);
        }
        Span expect;
        if (register > 0) {
            Matcher m = Pattern.compile("<expect\\b[^>]*?\\bafter-register\\s*=\\s*([\"'])" + register
                    + "\\1[^>]*?(/>|>.*?</expect\\s*>)", Pattern.DOTALL).matcher(masked);
            m.region(t.start(), t.end());
            if (!m.find()) {
                int close = masked.lastIndexOf("</turn", t.end());
                int lineStart = text.lastIndexOf('\n', close - 1) + 1;
                int at = text.substring(lineStart, close).isBlank() ? lineStart : close;
                String element = indent + "  <expect after-register=\"" + register + "\">\n" + indent + "    "
                        + robotElement + "\n" + indent + "  </expect>\n";
                return text.substring(0, at) + (at == close ? "\n" : "") + element
                        + (at == close ? indent : "") + text.substring(at);
            }
            expect = new Span(m.start(), m.end());
        } else {
            Matcher m = TOP_EXPECT.matcher(masked);
            if (!m.find(t.end()) || m.start() != t.end() || m.group().contains("after-register")) {
                return text.substring(0, t.end()) + "\n" + indent + "<expect>\n" + indent + "  " + robotElement
                        + "\n" + indent + "</expect>" + text.substring(t.end());
            }
            expect = new Span(m.start() + (m.group().length() - m.group().stripLeading().length()), m.end());
        }
        return intoExpect(text, expect, name, robotElement);
    }

    /** Puts the robot's expectation into an existing {@code expect}, in place of the robot's earlier one. */
    private static String intoExpect(String text, Span expect, String name, String robotElement) {
        String indent = XmlSpans.indentOf(text, expect.start());
        String element = text.substring(expect.start(), expect.end());
        if (element.endsWith("/>")) {
            String open = element.substring(0, element.length() - 2).stripTrailing() + ">";
            return text.substring(0, expect.start()) + open + "\n" + indent + "  " + robotElement + "\n" + indent
                    + "</expect>" + text.substring(expect.end());
        }
        Matcher same = Pattern.compile("<robot\\b[^>]*?\\bname\\s*=\\s*([\"'])" + Pattern.quote(name)
                + "\\1[^>]*?/>").matcher(XmlText.masked(text));
        same.region(expect.start(), expect.end());
        if (same.find()) {
            return text.substring(0, same.start()) + robotElement + text.substring(same.end());
        }
        int close = XmlText.masked(text).lastIndexOf("</expect", expect.end());
        int lineStart = text.lastIndexOf('\n', close - 1) + 1;
        if (text.substring(lineStart, close).isBlank()) {
            return text.substring(0, lineStart) + indent + "  " + robotElement + "\n" + text.substring(lineStart);
        }
        return text.substring(0, close) + robotElement + text.substring(close);
    }

    /**
     * Sets (or, with {@code null}, removes) one attribute of the expectation's {@code <robot>} that ends at or
     * contains {@code offset} (where the reader located it): the Properties window's edit of an expectation.
     */
    public static String setExpectedAttribute(String text, int offset, String attribute, String value) {
        int start = XmlText.masked(text).lastIndexOf("<robot", Math.max(0, Math.min(offset, text.length()) - 1));
        int end = start < 0 ? -1 : text.indexOf('>', start) + 1;
        if (start < 0 || end <= 0) {
            throw new IllegalArgumentException(Bundle.MSG_NoExpectedRobot(offset));
        }
        String tag = text.substring(start, end);
        String changed = XmlSpans.withAttribute(tag, attribute, value);
        return text.substring(0, start) + changed + text.substring(end);
    }

    private static String nameOf(String robotElement) {
        Matcher m = Pattern.compile("\\bname\\s*=\\s*\"([^\"]*)\"").matcher(robotElement);
        if (!m.find()) {
            throw new IllegalArgumentException(Bundle.MSG_ExpectationNeedsName(robotElement));
        }
        return m.group(1);
    }
}
