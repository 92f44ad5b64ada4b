package org.rallyworkbench.engine.xml;

import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;

/**
 * Last stage of the reading pipeline: feeds JAXB, but if JAXB gives up on content the schema has already
 * complained about, it keeps the parse (and so the schema's complete error list) going and just stops
 * binding. The failure is reported only when the schema found nothing, which would be a gap in the XSD.
 */
final class GuardedBinder implements ContentHandler {

    private final ContentHandler binder;
    private SAXException failure;

    GuardedBinder(ContentHandler binder) {
        this.binder = binder;
    }

    /** The first exception JAXB threw, or null. */
    SAXException failure() {
        return failure;
    }

    private interface Event {
        void send() throws SAXException;
    }

    private void forward(Event event) {
        if (failure == null) {
            try {
                event.send();
            } catch (SAXException e) {
                failure = e;
            }
        }
    }

    @Override
    public void setDocumentLocator(Locator locator) {
        binder.setDocumentLocator(locator);
    }

    @Override
    public void startDocument() {
        forward(binder::startDocument);
    }

    @Override
    public void endDocument() {
        forward(binder::endDocument);
    }

    @Override
    public void startPrefixMapping(String prefix, String uri) {
        forward(() -> binder.startPrefixMapping(prefix, uri));
    }

    @Override
    public void endPrefixMapping(String prefix) {
        forward(() -> binder.endPrefixMapping(prefix));
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes atts) {
        forward(() -> binder.startElement(uri, localName, qName, atts));
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        forward(() -> binder.endElement(uri, localName, qName));
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        forward(() -> binder.characters(ch, start, length));
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) {
        forward(() -> binder.ignorableWhitespace(ch, start, length));
    }

    @Override
    public void processingInstruction(String target, String data) {
        forward(() -> binder.processingInstruction(target, data));
    }

    @Override
    public void skippedEntity(String name) {
        forward(() -> binder.skippedEntity(name));
    }
}
