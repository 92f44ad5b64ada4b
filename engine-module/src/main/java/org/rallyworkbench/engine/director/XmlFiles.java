package org.rallyworkbench.engine.director;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.sax.SAXSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.rallyworkbench.engine.io.InputFiles;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.xml.SecureXml;
import org.rallyworkbench.engine.xml.XmlEscaping;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;

/** Safe reading of the director's files: no DTDs, no external entities, validated against their XSD first. */
final class XmlFiles {

    private static final long MAX_BYTES = 16L << 20;
    private static final Map<String, Schema> SCHEMAS = new ConcurrentHashMap<>();

    private XmlFiles() { }

    static Document read(Path file, String xsd) throws DirectorFileException {
        byte[] bytes;
        try {
            bytes = InputFiles.read(file, MAX_BYTES);
        } catch (InputFiles.UnreadableException e) {
            throw new DirectorFileException(List.of(new Problem(file.toString(), 1, 1,
                    e.reason().replace("boards and scenarios", "game and submissions files"))));
        }
        try {
            Validator validator = schema(xsd).newValidator();
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            // Validated through the same hardened reader as boards and scenarios: a DOCTYPE is refused
            // before any entity is declared.
            InputSource source = new InputSource(new ByteArrayInputStream(bytes));
            source.setSystemId(file.toString());
            validator.validate(new SAXSource(SecureXml.newReader(), source));
            LocatedDom dom = new LocatedDom();
            XMLReader reader = SecureXml.newReader();
            reader.setContentHandler(dom);
            InputSource again = new InputSource(new ByteArrayInputStream(bytes));
            again.setSystemId(file.toString());
            reader.parse(again);
            return dom.document();
        } catch (SAXParseException e) {
            throw new DirectorFileException(new Problem(file.toString(), e.getLineNumber(), e.getColumnNumber(),
                    e.getMessage()), e);
        } catch (SAXException | IOException | ParserConfigurationException e) {
            throw new DirectorFileException(new Problem(file.toString(), 1, 1, "cannot be read as XML"), e);
        }
    }

    /** The compiled schema, compiled once per XSD (compiling costs more than reading a file). */
    static Schema schema(String xsd) throws SAXException {
        Schema cached = SCHEMAS.get(xsd);
        if (cached != null) {
            return cached;
        }
        URL url = XmlFiles.class.getResource(xsd);
        if (url == null) {
            throw new IllegalStateException("schema missing from the jar: " + xsd);
        }
        SchemaFactory factory = SchemaFactory.newDefaultInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        Schema schema = factory.newSchema(url);
        SCHEMAS.putIfAbsent(xsd, schema);
        return schema;
    }

    /** {@code FILE:LINE:COLUMN} of an element read by {@link #read}. */
    static String at(Path file, org.w3c.dom.Node element) {
        return file + ":" + LocatedDom.location(element);
    }

    /** A problem at the start tag of an element read by {@link #read}. */
    static Problem problem(Path file, org.w3c.dom.Node element, String message) {
        String[] at = LocatedDom.location(element).split(":");
        return new Problem(file.toString(), Integer.parseInt(at[0]), Integer.parseInt(at[1]), message);
    }

    static String escape(String value) {
        return XmlEscaping.attribute(value);
    }
}
