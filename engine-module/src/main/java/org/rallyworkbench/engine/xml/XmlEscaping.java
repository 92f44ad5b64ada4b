package org.rallyworkbench.engine.xml;

import java.io.IOException;
import java.io.Writer;
import java.nio.CharBuffer;
import org.glassfish.jaxb.core.marshaller.CharacterEscapeHandler;
import org.rallyworkbench.engine.io.Escaper;

/**
 * Escaping that survives a read: a parser normalises a CR (and CR LF) in text to LF, and a tab, CR or LF in an
 * attribute value to a blank, so those are written as character references. With it, writing what was read gives
 * the same bytes again (write, read, write is idempotent) for every text the formats carry. The tables are
 * {@link Escaper#XML_ATTRIBUTE} and {@link Escaper#XML_TEXT}, which the Tiled writer uses too.
 */
public final class XmlEscaping implements CharacterEscapeHandler {

    /** The handler for JAXB's {@code org.glassfish.jaxb.characterEscapeHandler} marshaller property. */
    public static final XmlEscaping JAXB = new XmlEscaping();

    private XmlEscaping() { }

    /** {@code value} escaped for a double-quoted attribute. */
    public static String attribute(String value) {
        return Escaper.XML_ATTRIBUTE.escape(value);
    }

    /** {@code value} escaped for element content. */
    public static String text(String value) {
        return Escaper.XML_TEXT.escape(value);
    }

    @Override
    public void escape(char[] ch, int start, int length, boolean isAttVal, Writer out) throws IOException {
        CharSequence value = CharBuffer.wrap(ch, start, length);
        out.write((isAttVal ? Escaper.XML_ATTRIBUTE : Escaper.XML_TEXT).escape(value));
    }
}
