package org.rallyworkbench.engine.export.tiled;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.function.BiFunction;
import org.rallyworkbench.engine.io.Escaper;

/**
 * A tiny XML writer with Tiled's layout: one element per line, one space of indentation per level.
 * Attribute values escape line breaks and tabs, so that they read back unchanged.
 */
final class XmlOut {

    private final StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    private final Deque<String> open = new ArrayDeque<>();

    /** Opens an element; {@code attributes} are name, value pairs. */
    public XmlOut start(String name, Object... attributes) {
        tag(name, attributes);
        out.append(">\n");
        open.push(name);
        return this;
    }

    /** Writes an element without content. */
    public XmlOut empty(String name, Object... attributes) {
        tag(name, attributes);
        out.append("/>\n");
        return this;
    }

    /** Writes an element whose content is {@code text}, which starts and ends on lines of its own. */
    public XmlOut textElement(String name, String text, Object... attributes) {
        tag(name, attributes);
        out.append(">\n");
        escape(text, false);
        out.append("\n");
        out.append("</").append(name).append(">\n");
        return this;
    }

    /**
     * Writes Tiled's {@code <properties>}: a {@code <property>} an entry, in the map's order, with the type
     * {@code typeOf} gives its name and value ({@code null}: none, a string).
     */
    public XmlOut properties(Map<String, ?> values, BiFunction<String, Object, String> typeOf) {
        start("properties");
        for (Map.Entry<String, ?> p : values.entrySet()) {
            String type = typeOf.apply(p.getKey(), p.getValue());
            if (type == null) {
                empty("property", "name", p.getKey(), "value", p.getValue());
            } else {
                empty("property", "name", p.getKey(), "type", type, "value", p.getValue());
            }
        }
        return end();
    }

    public XmlOut end() {
        String name = open.pop();
        indent();
        out.append("</").append(name).append(">\n");
        return this;
    }

    @Override
    public String toString() {
        if (!open.isEmpty()) {
            throw new IllegalStateException("unclosed elements: " + open);
        }
        return out.toString();
    }

    private void tag(String name, Object[] attributes) {
        indent();
        out.append('<').append(name);
        for (int i = 0; i < attributes.length; i += 2) {
            out.append(' ').append(attributes[i]).append("=\"");
            escape(String.valueOf(attributes[i + 1]), true);
            out.append('"');
        }
    }

    private void indent() {
        out.append(" ".repeat(open.size()));
    }

    private void escape(String s, boolean attribute) {
        (attribute ? Escaper.XML_ATTRIBUTE : Escaper.XML_TEXT).append(s, out);
    }
}
