package org.rallyworkbench.engine.xml;

import java.io.IOException;
import java.io.Writer;
import org.glassfish.jaxb.core.marshaller.CharacterEscapeHandler;

/**
 * Escaping that survives a read: a parser normalises a CR (and CR LF) in text to LF, and a tab, CR or LF in an
 * attribute value to a blank, so those are written as character references. With it, writing what was read gives
 * the same bytes again (write, read, write is idempotent) for every text the formats carry.
 */
public final class XmlEscaping implements CharacterEscapeHandler {

    /** The handler for JAXB's {@code org.glassfish.jaxb.characterEscapeHandler} marshaller property. */
    public static final XmlEscaping JAXB = new XmlEscaping();

    private XmlEscaping() { }

    /** {@code value} escaped for a double-quoted attribute. */
    public static String attribute(String value) {
        StringBuilder sb = new StringBuilder(value.length() + 16);
        append(sb, value, true);
        return sb.toString();
    }

    /** {@code value} escaped for element content. */
    public static String text(String value) {
        StringBuilder sb = new StringBuilder(value.length() + 16);
        append(sb, value, false);
        return sb.toString();
    }

    @Override
    public void escape(char[] ch, int start, int length, boolean isAttVal, Writer out) throws IOException {
        StringBuilder sb = new StringBuilder(length + 16);
        append(sb, new String(ch, start, length), isAttVal);
        out.write(sb.toString());
    }

    private static void append(StringBuilder sb, CharSequence value, boolean attribute) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '\r' -> sb.append("&#13;");
                case '"' -> sb.append(attribute ? "&quot;" : "\"");
                case '\n' -> sb.append(attribute ? "&#10;" : "\n");
                case '\t' -> sb.append(attribute ? "&#9;" : "\t");
                default -> sb.append(c);
            }
        }
    }
}
