package org.rallyworkbench.editor.text.completion;

import java.util.ArrayList;
import java.util.List;

/**
 * A start tag as written, which may be unfinished while the user types: its name, its attributes with their
 * positions, and where it ends. A quoted value may hold '>' (it does not end the tag); a '<' outside a value, or
 * inside a value that was never closed, ends an unfinished tag there, so one broken tag does not swallow the next.
 *
 * @param end the index after '>' or '/>', or where an unfinished tag stops (a '<' or the end of the text)
 */
record StartTag(String name, int nameStart, int nameEnd, List<Attribute> attributes, int end, boolean selfClosing,
        boolean finished) {

    /**
     * One attribute. {@code valueStart} is just after the opening quote, {@code valueEnd} at the closing quote (or
     * where an unclosed value stops); both are -1 for an attribute written without a quoted value.
     */
    record Attribute(String name, int nameStart, int nameEnd, int valueStart, int valueEnd, String value) {

        boolean hasQuotedValue() {
            return valueStart >= 0;
        }
    }

    /** Parses the start tag whose '<' is at {@code lt}. */
    static StartTag parse(CharSequence text, int lt) {
        int nameStart = lt + 1;
        int nameEnd = XmlNames.end(text, nameStart);
        String name = text.subSequence(nameStart, nameEnd).toString();
        List<Attribute> attributes = new ArrayList<>();
        int j = nameEnd;
        while (true) {
            j = XmlNames.skipWhitespace(text, j);
            if (j >= text.length()) {
                return new StartTag(name, nameStart, nameEnd, attributes, text.length(), false, false);
            }
            char c = text.charAt(j);
            if (c == '>') {
                return new StartTag(name, nameStart, nameEnd, attributes, j + 1, false, true);
            }
            if (c == '/' && j + 1 < text.length() && text.charAt(j + 1) == '>') {
                return new StartTag(name, nameStart, nameEnd, attributes, j + 2, true, true);
            }
            if (c == '<') {
                return new StartTag(name, nameStart, nameEnd, attributes, j, false, false);
            }
            if (XmlNames.isNameChar(c)) {
                j = attribute(text, j, attributes);
            } else {
                j++;    // a stray character: skip it
            }
        }
    }

    /** Reads one attribute starting at {@code start}; returns where reading goes on. */
    private static int attribute(CharSequence text, int start, List<Attribute> into) {
        int nameEnd = XmlNames.end(text, start);
        String name = text.subSequence(start, nameEnd).toString();
        int k = XmlNames.skipWhitespace(text, nameEnd);
        if (k < text.length() && text.charAt(k) == '=') {
            k = XmlNames.skipWhitespace(text, k + 1);
            if (k < text.length() && (text.charAt(k) == '"' || text.charAt(k) == '\'')) {
                char quote = text.charAt(k);
                int valueStart = k + 1;
                int valueEnd = valueStart;
                while (valueEnd < text.length() && text.charAt(valueEnd) != quote && text.charAt(valueEnd) != '<') {
                    valueEnd++;
                }
                into.add(new Attribute(name, start, nameEnd, valueStart, valueEnd,
                        text.subSequence(valueStart, valueEnd).toString()));
                boolean closed = valueEnd < text.length() && text.charAt(valueEnd) == quote;
                return closed ? valueEnd + 1 : valueEnd;
            }
        }
        into.add(new Attribute(name, start, nameEnd, -1, -1, ""));
        return nameEnd;
    }
}
