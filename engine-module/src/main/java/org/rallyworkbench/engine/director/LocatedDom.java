package org.rallyworkbench.engine.director;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Builds a DOM from SAX events and keeps, on every element, the line and column where its start tag ends, so
 * that a check on the built state can say where in the file the offending element is.
 */
final class LocatedDom extends DefaultHandler {

    private static final String KEY = "rally.location";
    /** Game files nest four deep (game, board, element); anything far deeper is not one. */
    static final int MAX_DEPTH = 16;
    /** A 256x256 board's elements, robots and piles, with room to spare. */
    static final int MAX_ELEMENTS = 600_000;

    private final Document document;
    private Node current;
    private Locator locator;
    private int depth;
    private int elements;

    LocatedDom() {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newDefaultInstance();
            f.setNamespaceAware(true);
            document = f.newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK has a DOM", e);
        }
        current = document;
    }

    Document document() {
        return document;
    }

    /** {@code LINE:COLUMN} of the element's start tag, {@code 1:1} when unknown. */
    static String location(Node node) {
        Object at = node == null ? null : node.getUserData(KEY);
        return at == null ? "1:1" : at.toString();
    }

    @Override
    public void setDocumentLocator(Locator l) {
        this.locator = l;
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes)
            throws SAXParseException {
        if (++depth > MAX_DEPTH) {
            throw new SAXParseException("elements are nested more than " + MAX_DEPTH + " deep", locator);
        }
        if (++elements > MAX_ELEMENTS) {
            throw new SAXParseException("the file has more than " + MAX_ELEMENTS + " elements", locator);
        }
        Element e = document.createElementNS(uri.isEmpty() ? null : uri, qName);
        for (int i = 0; i < attributes.getLength(); i++) {
            String ns = attributes.getURI(i);
            e.setAttributeNS(ns.isEmpty() ? null : ns, attributes.getQName(i), attributes.getValue(i));
        }
        if (locator != null) {
            e.setUserData(KEY, Math.max(1, locator.getLineNumber()) + ":" + Math.max(1, locator.getColumnNumber()),
                    null);
        }
        current.appendChild(e);
        current = e;
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        depth--;
        current = current.getParentNode();
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        if (current != document) {
            current.appendChild(document.createTextNode(new String(ch, start, length)));
        }
    }
}
