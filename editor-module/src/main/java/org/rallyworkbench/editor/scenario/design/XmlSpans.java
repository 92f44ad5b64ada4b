package org.rallyworkbench.editor.scenario.design;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.scenario.XmlText;

/**
 * Where elements of a scenario's text are, for the Design view's edits: searched in the text with comments blanked
 * out, so a commented-out element is never edited. Spans are character offsets into the text.
 */
@Messages({
    "# {0} - turn", "# {1} - number of turns",
    "MSG_NoSuchTurn=there is no turn {0} (the scenario has {1,choice,0#no turns|1#1 turn|1<{1} turns})"
})
final class XmlSpans {

    record Span(int start, int end) {
    }

    private XmlSpans() {
    }

    /** Every element matched by {@code pattern} outside comments. */
    static List<Span> all(String text, Pattern pattern) {
        Matcher m = pattern.matcher(XmlText.masked(text));
        List<Span> out = new ArrayList<>();
        while (m.find()) {
            out.add(new Span(m.start(), m.end()));
        }
        return out;
    }

    /** The {@code <turn>} elements in order, each from its start tag to the end of its end tag. */
    static List<Span> turns(String text) {
        return all(text, Pattern.compile("<turn\\b[^>]*?(/>|>.*?</turn\\s*>)", Pattern.DOTALL));
    }

    /** Turn {@code k} (1-based). */
    static Span turn(String text, int k) {
        List<Span> turns = turns(text);
        if (k < 1 || k > turns.size()) {
            throw new IllegalArgumentException(Bundle.MSG_NoSuchTurn(k, turns.size()));
        }
        return turns.get(k - 1);
    }

    /** Where the first turn or top-level expectation starts: the robots come before it. */
    static int firstStep(String text) {
        Matcher m = Pattern.compile("<(turn|expect)[\\s/>]").matcher(XmlText.masked(text));
        return m.find() ? m.start() : text.length();
    }

    /** The blanks before {@code offset} on its line, when only blanks are there; else none. */
    static String indentOf(String text, int offset) {
        int lineStart = text.lastIndexOf('\n', offset - 1) + 1;
        String prefix = text.substring(lineStart, offset);
        return prefix.isBlank() ? prefix : "";
    }

    /** {@code text} without {@code span}, and without its line when nothing else is on it. */
    static String removeWithLine(String text, Span span) {
        int start = span.start();
        int end = span.end();
        int lineStart = text.lastIndexOf('\n', start - 1) + 1;
        int lineEnd = text.indexOf('\n', end);
        lineEnd = lineEnd < 0 ? text.length() : lineEnd;
        if (text.substring(lineStart, start).isBlank() && text.substring(end, lineEnd).isBlank()) {
            start = lineStart > 0 ? lineStart - 1 : lineStart;
            end = lineStart > 0 ? lineEnd : Math.min(text.length(), lineEnd + 1);
        }
        return text.substring(0, start) + text.substring(end);
    }

    /** Removes every span, the last first, so earlier offsets stay right. */
    static String removeAll(String text, List<Span> spans) {
        List<Span> sorted = new ArrayList<>(spans);
        sorted.sort((a, b) -> Integer.compare(b.start(), a.start()));
        String out = text;
        for (Span s : sorted) {
            out = removeWithLine(out, s);
        }
        return out;
    }

    /**
     * The start tag {@code tag} with {@code attribute} set to {@code value} (written in place when present, else
     * added before the tag's end); {@code null} removes it.
     */
    static String withAttribute(String tag, String attribute, String value) {
        Matcher a = Pattern.compile("\\s" + Pattern.quote(attribute) + "\\s*=\\s*(\"[^\"]*\"|'[^']*')").matcher(tag);
        if (a.find()) {
            return value == null ? tag.substring(0, a.start()) + tag.substring(a.end())
                    : tag.substring(0, a.start(1)) + "\"" + escape(value) + "\"" + tag.substring(a.end(1));
        }
        if (value == null) {
            return tag;
        }
        int insertAt = tag.length() - (tag.endsWith("/>") ? 2 : 1);
        while (insertAt > 0 && Character.isWhitespace(tag.charAt(insertAt - 1))) {
            insertAt--;
        }
        return tag.substring(0, insertAt) + " " + attribute + "=\"" + escape(value) + "\"" + tag.substring(insertAt);
    }

    static String escape(String value) {
        return value.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
    }
}
