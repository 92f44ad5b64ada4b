package org.rallyworkbench.engine.export.tiled;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads an XML file into {@link XmlElement}s with StAX, securely: a DOCTYPE is refused, so no DTD, external
 * entity or entity expansion is ever processed. Namespaces are ignored (TMX and TSX have none).
 */
public final class SecureXmlReader {

    /** The file is not well-formed XML, or is refused; says where. */
    public static final class XmlSyntaxException extends Exception {
        private final int line;
        private final int column;

        XmlSyntaxException(int line, int column, String message) {
            super(message);
            this.line = line;
            this.column = column;
        }

        public int line() { return line; }

        public int column() { return column; }
    }

    private SecureXmlReader() {
    }

    public static XmlElement read(InputStream in) throws IOException, XmlSyntaxException {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
        XMLStreamReader r = null;
        try {
            r = factory.createXMLStreamReader(in);
            return readDocument(r);
        } catch (XMLStreamException e) {
            Location at = e.getLocation();
            String message = e.getMessage();
            if (message != null && message.startsWith("ParseError at")) {
                int i = message.indexOf("Message: ");
                message = i >= 0 ? message.substring(i + 9) : message;
            }
            throw new XmlSyntaxException(at == null ? 0 : at.getLineNumber(), at == null ? 0 : at.getColumnNumber(),
                    "not well-formed XML: " + message);
        } finally {
            if (r != null) {
                try {
                    r.close();
                } catch (XMLStreamException ignored) {
                    // nothing more to read
                }
            }
        }
    }

    private static XmlElement readDocument(XMLStreamReader r) throws XMLStreamException, XmlSyntaxException {
        Deque<Builder> open = new ArrayDeque<>();
        XmlElement root = null;
        while (r.hasNext()) {
            int event = r.next();
            switch (event) {
                case XMLStreamConstants.DTD, XMLStreamConstants.ENTITY_REFERENCE -> throw new XmlSyntaxException(
                        r.getLocation().getLineNumber(), r.getLocation().getColumnNumber(),
                        "DOCTYPE and entity declarations are not allowed");
                case XMLStreamConstants.START_ELEMENT -> {
                    Map<String, String> attributes = new LinkedHashMap<>();
                    for (int i = 0; i < r.getAttributeCount(); i++) {
                        attributes.put(r.getAttributeLocalName(i), r.getAttributeValue(i));
                    }
                    Location at = r.getLocation();
                    open.push(new Builder(r.getLocalName(), attributes, at.getLineNumber(), at.getColumnNumber()));
                }
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                    if (!open.isEmpty()) {
                        open.peek().text.append(r.getText());
                    }
                }
                case XMLStreamConstants.END_ELEMENT -> {
                    XmlElement done = open.pop().build();
                    if (open.isEmpty()) {
                        root = done;
                    } else {
                        open.peek().children.add(done);
                    }
                }
                default -> {
                    // comments, processing instructions: nothing to keep
                }
            }
        }
        return root;
    }

    private static final class Builder {
        final String name;
        final Map<String, String> attributes;
        final int line;
        final int column;
        final List<XmlElement> children = new ArrayList<>();
        final StringBuilder text = new StringBuilder();

        Builder(String name, Map<String, String> attributes, int line, int column) {
            this.name = name;
            this.attributes = attributes;
            this.line = line;
            this.column = column;
        }

        XmlElement build() {
            return new XmlElement(name, attributes, children, text.toString(), line, column);
        }
    }
}
