package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.io.BoundedInputStream;
import org.rallyworkbench.engine.io.InputFiles;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Unmarshaller;
import jakarta.xml.bind.UnmarshallerHandler;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.validation.ValidatorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;

/**
 * Reads a board or scenario file in two streaming passes over its (size-limited) bytes:
 * <ol>
 *   <li>check: secure SAX parse, size and depth limits, XSD validation — constant memory, every problem
 *       collected with its line and column;</li>
 *   <li>bind: only for a file that passed, JAXB binding with the location of every element.</li>
 * </ol>
 * Checking first means a hostile file never gets as far as building objects. The semantic rules are
 * checked afterwards on the bound document.
 */
final class DocumentReader {

    /** A bound, schema-valid document: a {@link BoardDocument} or a {@link ScenarioDocument}. */
    record Parsed(Object root, Locations locations) {
    }

    private DocumentReader() {
    }

    static Parsed read(Path path) throws FormatException {
        String file = path.toString();
        byte[] bytes;
        try {
            bytes = InputFiles.read(path, InputLimits.MAX_FILE_BYTES);
        } catch (InputFiles.UnreadableException e) {
            throw problem(file, e.reason().startsWith("is a directory")
                    ? "is a directory, not a board or scenario file" : e.reason());
        }
        return read(new java.io.ByteArrayInputStream(bytes), file);
    }

    static Parsed read(InputStream in, String file) throws FormatException {
        byte[] bytes;
        try {
            bytes = new BoundedInputStream(in, InputLimits.MAX_FILE_BYTES).readAllBytes();
        } catch (IOException e) {
            throw problem(file, e instanceof BoundedInputStream.TooLargeException ? e.getMessage()
                    : "cannot read the file: " + e.getMessage());
        }
        JaxbContexts.prepareInBackground();
        check(bytes, file);
        return bind(bytes, file);
    }

    /** Pass 1: well-formedness, limits and schema; throws with every problem found. */
    private static void check(byte[] bytes, String file) throws FormatException {
        SaxProblems problems = new SaxProblems(file);
        ValidatorHandler validator = ParserPool.validator();
        try {
            validator.setErrorHandler(problems);
            parse(bytes, new InputGate(validator), problems);
        } finally {
            validator.setErrorHandler(null);
            ParserPool.release(validator);
        }
        if (!problems.isEmpty()) {
            throw new FormatException(problems.problems());
        }
    }

    /** Pass 2: binds a file that passed {@link #check}, recording where each element was. */
    private static Parsed bind(byte[] bytes, String file) throws FormatException {
        SaxProblems problems = new SaxProblems(file);
        Locations locations = new Locations(file);
        UnmarshallerHandler binder;
        InputGate gate;
        try {
            Unmarshaller unmarshaller = JaxbContexts.formats().createUnmarshaller();
            binder = unmarshaller.getUnmarshallerHandler();
            gate = new InputGate(binder);
            InputGate positions = gate;
            unmarshaller.setListener(new Unmarshaller.Listener() {
                @Override
                public void beforeUnmarshal(Object target, Object parent) {
                    locations.record(target, positions.locator());
                }
            });
        } catch (JAXBException e) {
            throw new IllegalStateException("cannot set up the XML binding: " + e, e);
        }
        parse(bytes, gate, problems);
        if (!problems.isEmpty()) {
            // The schema accepted what JAXB could not bind: a gap in the XSD, reported rather than hidden.
            throw new FormatException(problems.problems());
        }
        try {
            return new Parsed(binder.getResult(), locations);
        } catch (JAXBException | IllegalStateException e) {
            throw problem(file, "cannot read the file: " + e.getMessage());
        }
    }

    private static void parse(byte[] bytes, InputGate gate, SaxProblems problems) {
        XMLReader reader = null;
        try {
            reader = ParserPool.reader();
            reader.setContentHandler(gate);
            reader.setErrorHandler(problems);
            reader.parse(new InputSource(new ByteArrayInputStream(bytes)));
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("cannot set up the XML parser: " + e, e);
        } catch (SAXParseException e) {
            problems.ended(e);
        } catch (SAXException | IOException e) {
            problems.ended(SchemaMessages.readable(e.getMessage()), gate.locator());
        } catch (RuntimeException e) {
            // Something below the parser choked on input it should have refused: report, never crash.
            problems.ended("cannot read the file: " + e, gate.locator());
        } finally {
            if (reader != null) {
                ParserPool.release(reader);
            }
        }
    }

    private static FormatException problem(String file, String message) {
        return new FormatException(new Problem(file, 1, 1, message));
    }
}
