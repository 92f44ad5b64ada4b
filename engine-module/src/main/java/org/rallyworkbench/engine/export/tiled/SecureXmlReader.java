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

    /** Limits checked while reading, like the board and scenario readers': a map never comes near them. */
    static final int MAX_DEPTH = 32;
    static final int MAX_ELEMENTS = 600_000;
    static final int MAX_ATTRIBUTES = 64;
    /** Text of one element: a 256x256 CSV layer of the largest ids fits in well under this. */
    static final int MAX_TEXT = 4 << 20;
    static final int MAX_ATTRIBUTE_LENGTH = 1 << 16;
    static final long MAX_BYTES = 16L << 20;

    private SecureXmlReader() {
    }

    /** Reads at most {@value #MAX_BYTES} bytes. */
    public static XmlElement read(byte[] bytes) throws IOException, XmlSyntaxException {
        return read(new java.io.ByteArrayInputStream(bytes));
    }

    public static XmlElement read(InputStream in) throws IOException, XmlSyntaxException {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
        XMLStreamReader r = null;
        try {
            byte[] bytes;
            try {
                bytes = new org.rallyworkbench.engine.io.BoundedInputStream(in, MAX_BYTES).readAllBytes();
            } catch (org.rallyworkbench.engine.io.BoundedInputStream.TooLargeException e) {
                throw new XmlSyntaxException(1, 1, "the file is larger than " + (MAX_BYTES >> 20) + " MiB; maps of"
                        + " boards are far smaller");
            }
            requireUtf8(bytes);
            r = factory.createXMLStreamReader(new java.io.ByteArrayInputStream(bytes));
            return readDocument(r);
        } catch (XMLStreamException e) {
            Location at = e.getLocation();
            if (e.getNestedException() instanceof org.rallyworkbench.engine.io.BoundedInputStream.TooLargeException) {
                throw new XmlSyntaxException(1, 1, "the file is larger than " + (MAX_BYTES >> 20) + " MiB; maps of"
                        + " boards are far smaller");
            }
            String message = e.getMessage();
            if (message != null && message.startsWith("ParseError at")) {
                int i = message.indexOf("Message: ");
                message = i >= 0 ? message.substring(i + 9) : message;
            }
            if (message != null && (message.contains("java.") || message.contains("Exception"))) {
                message = "cannot be read";
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

    /**
     * A map in UTF-8 (what Tiled writes; no other encoding declared) must be valid UTF-8. Checked here, because
     * the JDK's parser prints a stray "[Fatal Error]" line on stderr for a bad byte, whatever reporter it is given.
     */
    private static void requireUtf8(byte[] bytes) throws XmlSyntaxException {
        String head = new String(bytes, 0, Math.min(bytes.length, 200), java.nio.charset.StandardCharsets.ISO_8859_1);
        java.util.regex.Matcher declared = java.util.regex.Pattern.compile("^<\\?xml[^>]*encoding\\s*=\\s*[\"']([^\"']+)")
                .matcher(head);
        if (declared.find() && !declared.group(1).replace("-", "").equalsIgnoreCase("utf8")
                || bytes.length >= 2 && ((bytes[0] & 0xFF) == 0xFE || (bytes[0] & 0xFF) == 0xFF)) {
            return;     // another encoding, declared or by its byte-order mark: the parser checks it
        }
        java.util.Optional<int[]> bad = org.rallyworkbench.engine.io.Utf8.firstMalformed(bytes);
        if (bad.isEmpty()) {
            return;
        }
        int line = bad.get()[0];
        int column = bad.get()[1];
        throw new XmlSyntaxException(line, column, "not valid UTF-8: a byte that is no character here; save the map"
                + " as UTF-8");
    }

    private static XmlElement readDocument(XMLStreamReader r) throws XMLStreamException, XmlSyntaxException {
        Deque<Builder> open = new ArrayDeque<>();
        XmlElement root = null;
        int elements = 0;
        while (r.hasNext()) {
            int event = r.next();
            switch (event) {
                case XMLStreamConstants.DTD, XMLStreamConstants.ENTITY_REFERENCE -> throw new XmlSyntaxException(
                        r.getLocation().getLineNumber(), r.getLocation().getColumnNumber(),
                        "DOCTYPE and entity declarations are not allowed");
                case XMLStreamConstants.START_ELEMENT -> {
                    Location at = r.getLocation();
                    if (open.size() >= MAX_DEPTH) {
                        throw refuse(at, "elements are nested more than " + MAX_DEPTH + " deep; a map never needs"
                                + " that");
                    }
                    if (++elements > MAX_ELEMENTS) {
                        throw refuse(at, "the file has more than " + MAX_ELEMENTS + " elements");
                    }
                    if (r.getAttributeCount() > MAX_ATTRIBUTES) {
                        throw refuse(at, "an element with more than " + MAX_ATTRIBUTES + " attributes");
                    }
                    Map<String, String> attributes = new LinkedHashMap<>();
                    for (int i = 0; i < r.getAttributeCount(); i++) {
                        String value = r.getAttributeValue(i);
                        if (value.length() > MAX_ATTRIBUTE_LENGTH) {
                            throw refuse(at, "an attribute value longer than " + MAX_ATTRIBUTE_LENGTH + " characters");
                        }
                        attributes.put(r.getAttributeLocalName(i), value);
                    }
                    open.push(new Builder(r.getLocalName(), attributes, at.getLineNumber(), at.getColumnNumber()));
                }
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                    if (!open.isEmpty()) {
                        StringBuilder text = open.peek().text;
                        if (text.length() + r.getTextLength() > MAX_TEXT) {
                            throw refuse(r.getLocation(), "the text of one element is longer than " + (MAX_TEXT >> 20)
                                    + " MiB characters");
                        }
                        text.append(r.getTextCharacters(), r.getTextStart(), r.getTextLength());
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

    private static XmlSyntaxException refuse(Location at, String message) {
        return new XmlSyntaxException(at == null ? 1 : Math.max(1, at.getLineNumber()),
                at == null ? 1 : Math.max(1, at.getColumnNumber()), message);
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
