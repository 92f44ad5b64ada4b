package org.rallyworkbench.engine.io;

import java.util.HashMap;
import java.util.Map;

/**
 * Text put into a quoted value or into marked-up text: each character of the table is replaced by its escape, every
 * other character is copied as it is. One table per use, so that each writer keeps exactly the bytes it writes; the
 * tables the formats share are here.
 */
public final class Escaper {

    /**
     * Element content of XML that reads back to the same text: the markup characters, and CR (a parser normalises
     * CR and CR LF to LF).
     */
    public static final Escaper XML_TEXT = of(Map.of('&', "&amp;", '<', "&lt;", '>', "&gt;", '\r', "&#13;"));

    /**
     * A double-quoted XML attribute value that reads back to the same text: as {@link #XML_TEXT}, and the quote, LF
     * and tab (a parser turns a tab, CR or LF in an attribute value into a blank).
     */
    public static final Escaper XML_ATTRIBUTE = XML_TEXT.with(Map.of('"', "&quot;", '\n', "&#10;", '\t', "&#9;"));

    /** The content of a JSON string (RFC 8259): the quote, the backslash and every control character. */
    public static final Escaper JSON_STRING = controls().with(Map.of('"', "\\\"", '\\', "\\\\", '\n', "\\n",
            '\r', "\\r", '\t', "\\t", '\b', "\\b", '\f', "\\f"));

    /** The escape of each character below the table's length; null: copied as it is. */
    private final String[] escapes;

    private Escaper(String[] escapes) {
        this.escapes = escapes;
    }

    /** An escaper that replaces each character of {@code escapes} by its value. */
    public static Escaper of(Map<Character, String> escapes) {
        return new Escaper(new String[0]).with(escapes);
    }

    /** This escaper, with {@code more} replacing (or adding to) its escapes. */
    public Escaper with(Map<Character, String> more) {
        Map<Character, String> all = new HashMap<>();
        for (char c = 0; c < escapes.length; c++) {
            if (escapes[c] != null) {
                all.put(c, escapes[c]);
            }
        }
        all.putAll(more);
        String[] table = new String[all.keySet().stream().mapToInt(c -> c + 1).max().orElse(0)];
        all.forEach((c, escape) -> table[c] = escape);
        return new Escaper(table);
    }

    /** {@code value} with its characters escaped, appended to {@code out}; {@code out}. */
    public StringBuilder append(CharSequence value, StringBuilder out) {
        int copied = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < escapes.length && escapes[c] != null) {
                out.append(value, copied, i).append(escapes[c]);
                copied = i + 1;
            }
        }
        return out.append(value, copied, value.length());
    }

    /** {@code value} with its characters escaped. */
    public String escape(CharSequence value) {
        return append(value, new StringBuilder(value.length() + 16)).toString();
    }

    /** Every control character as a JSON {@code \\u} escape. */
    private static Escaper controls() {
        Map<Character, String> escapes = new HashMap<>();
        for (char c = 0; c < 0x20; c++) {
            escapes.put(c, String.format("\\u%04x", (int) c));
        }
        return of(escapes);
    }
}
