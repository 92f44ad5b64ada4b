package org.rallyworkbench.engine.xml;

import javax.xml.parsers.ParserConfigurationException;
import javax.xml.validation.ValidatorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.XMLReader;

/**
 * One secured SAX reader and one schema validator per thread, reused from file to file: setting them up costs
 * more than parsing a scenario. Both reset themselves at the start of each document (SAX allows reuse, just not
 * during a parse); a nested read on the same thread, or a reader left unreturned after an error, simply gets a
 * fresh one.
 */
final class ParserPool {

    private static final ThreadLocal<XMLReader> READERS = new ThreadLocal<>();
    private static final ThreadLocal<ValidatorHandler> VALIDATORS = new ThreadLocal<>();

    private ParserPool() {
    }

    /** A reader for one parse; give it back with {@link #release(XMLReader)}. */
    static XMLReader reader() throws ParserConfigurationException, SAXException {
        XMLReader r = READERS.get();
        if (r == null) {
            return SecureXml.newReader();
        }
        READERS.remove();
        return r;
    }

    static void release(XMLReader r) {
        r.setContentHandler(null);
        r.setErrorHandler(null);
        READERS.set(r);
    }

    /** A secured validator of both formats for one document; give it back with {@link #release(ValidatorHandler)}. */
    static ValidatorHandler validator() {
        ValidatorHandler v = VALIDATORS.get();
        if (v == null) {
            v = Schemas.formats().newValidatorHandler();
            SecureXml.secure(v);
            return v;
        }
        VALIDATORS.remove();
        return v;
    }

    static void release(ValidatorHandler v) {
        v.setContentHandler(null);
        VALIDATORS.set(v);
    }
}
