package org.rallyworkbench.engine.xml;

import java.io.StringReader;
import java.util.Locale;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.validation.ValidatorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXNotRecognizedException;
import org.xml.sax.SAXNotSupportedException;
import org.xml.sax.XMLReader;

/**
 * SAX parsers and validators configured for files from strangers: no DOCTYPE at all (which rules out
 * external entities, parameter entities and entity expansion bombs in one stroke), no XInclude, no
 * access to external DTDs or schemas, and the JDK's secure-processing limits on top.
 */
public final class SecureXml {

    private static final String DISALLOW_DOCTYPE = "http://apache.org/xml/features/disallow-doctype-decl";
    private static final String LOCALE = "http://apache.org/xml/properties/locale";

    private SecureXml() {
    }

    public static XMLReader newReader() throws ParserConfigurationException, SAXException {
        // The JDK's own parser, not whatever a class path (or a NetBeans module) happens to provide.
        SAXParserFactory factory = SAXParserFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        factory.setValidating(false);
        factory.setXIncludeAware(false);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature(DISALLOW_DOCTYPE, true);
        factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
        factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        SAXParser parser = factory.newSAXParser();
        parser.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        parser.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        XMLReader reader = parser.getXMLReader();
        // Belt and braces: should anything still ask for an external entity, it gets nothing.
        reader.setEntityResolver((publicId, systemId) -> new InputSource(new StringReader("")));
        trySetProperty(reader, LOCALE, Locale.ENGLISH);
        return reader;
    }

    /** Restricts a schema validator the same way (it must never fetch a schema an instance names). */
    static void secure(ValidatorHandler validator) {
        try {
            validator.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        } catch (SAXNotRecognizedException | SAXNotSupportedException e) {
            throw new IllegalStateException("the JDK's schema validator cannot be secured", e);
        }
        try {
            validator.setProperty(LOCALE, Locale.ENGLISH);
        } catch (SAXNotRecognizedException | SAXNotSupportedException e) {
            // Messages then follow the default locale; nothing else depends on it.
        }
    }

    private static void trySetProperty(XMLReader reader, String name, Object value) {
        try {
            reader.setProperty(name, value);
        } catch (SAXNotRecognizedException | SAXNotSupportedException e) {
            // Optional nicety (English messages); the parser works without it.
        }
    }
}
