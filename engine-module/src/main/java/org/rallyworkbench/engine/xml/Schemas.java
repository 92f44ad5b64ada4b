package org.rallyworkbench.engine.xml;

import java.io.InputStream;
import java.net.URL;
import javax.xml.XMLConstants;
import javax.xml.transform.Source;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.xml.sax.SAXException;

/**
 * The compiled XSDs of both formats, loaded once from this jar. One {@link Schema} holds both namespaces, so
 * a single validator accepts a board, a scenario, or a scenario with an inline board.
 */
final class Schemas {

    private static volatile Schema formats;

    private Schemas() {
    }

    static Schema formats() {
        Schema s = formats;
        if (s == null) {
            synchronized (Schemas.class) {
                s = formats;
                if (s == null) {
                    s = compile();
                    formats = s;
                }
            }
        }
        return s;
    }

    /** The schema text of a format, for editors and tools: {@link Namespaces#BOARD_XSD} or {@link Namespaces#SCENARIO_XSD}. */
    static URL resource(String path) {
        URL url = Schemas.class.getResource(path);
        if (url == null) {
            throw new IllegalStateException("schema missing from the jar: " + path);
        }
        return url;
    }

    private static Schema compile() {
        try {
            SchemaFactory factory = SchemaFactory.newDefaultInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            // The board schema comes first, so the scenario schema's import finds its namespace loaded.
            return factory.newSchema(new Source[] {source(Namespaces.BOARD_XSD), source(Namespaces.SCENARIO_XSD)});
        } catch (SAXException e) {
            throw new IllegalStateException("the bundled schemas do not compile: " + e.getMessage(), e);
        }
    }

    private static Source source(String path) {
        URL url = resource(path);
        InputStream in = Schemas.class.getResourceAsStream(path);
        return new StreamSource(in, url.toExternalForm());
    }
}
