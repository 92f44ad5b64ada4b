package org.rallyworkbench.engine.xml;

import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Unmarshaller;
import jakarta.xml.bind.UnmarshallerHandler;
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
 * Reads a board or scenario file in one streaming pass: secure SAX parse, then size limits, then XSD
 * validation, then JAXB binding with the location of every element. Reports every parse and schema problem;
 * the semantic rules are checked afterwards on the bound document.
 */
final class DocumentReader {

    /** A bound, schema-valid document: a {@link BoardDocument} or a {@link ScenarioDocument}. */
    record Parsed(Object root, Locations locations) {
    }

    private DocumentReader() {
    }

    static Parsed read(Path path) throws FormatException {
        String file = path.toString();
        try {
            if (Files.isDirectory(path)) {
                throw problem(file, "is a directory, not a board or scenario file");
            }
            if (Files.size(path) > InputLimits.MAX_FILE_BYTES) {
                throw problem(file, new BoundedInputStream.TooLargeException(InputLimits.MAX_FILE_BYTES).getMessage());
            }
            try (InputStream in = Files.newInputStream(path)) {
                return read(in, file);
            }
        } catch (NoSuchFileException e) {
            throw problem(file, "no such file");
        } catch (AccessDeniedException e) {
            throw problem(file, "cannot read the file: permission denied");
        } catch (IOException e) {
            throw problem(file, "cannot read the file: " + e.getMessage());
        }
    }

    static Parsed read(InputStream in, String file) throws FormatException {
        ProblemCollector problems = new ProblemCollector(file);
        Locations locations = new Locations(file);
        UnmarshallerHandler binder;
        GuardedBinder guard;
        InputGate gate;
        XMLReader reader;
        try {
            Unmarshaller unmarshaller = JaxbContexts.formats().createUnmarshaller();
            // The schema reports what is wrong; JAXB's own complaints would only repeat it less clearly.
            unmarshaller.setEventHandler(event -> true);
            binder = unmarshaller.getUnmarshallerHandler();
            ValidatorHandler validator = Schemas.formats().newValidatorHandler();
            SecureXml.secure(validator);
            validator.setErrorHandler(problems);
            guard = new GuardedBinder(binder);
            validator.setContentHandler(guard);
            gate = new InputGate(validator);
            InputGate positions = gate;
            unmarshaller.setListener(new Unmarshaller.Listener() {
                @Override
                public void beforeUnmarshal(Object target, Object parent) {
                    locations.record(target, positions.locator());
                }
            });
            reader = SecureXml.newReader();
            reader.setContentHandler(gate);
            reader.setErrorHandler(problems);
        } catch (JAXBException | ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("cannot set up the XML reader: " + e, e);
        }
        try {
            reader.parse(new InputSource(new BoundedInputStream(in, InputLimits.MAX_FILE_BYTES)));
        } catch (SAXParseException e) {
            problems.ended(e);
        } catch (SAXException e) {
            problems.ended(SchemaMessages.readable(e.getMessage()), gate.locator());
        } catch (IOException e) {
            problems.ended(e.getMessage(), gate.locator());
        } catch (RuntimeException e) {
            // Something below the parser choked on input it should have refused: report, never crash.
            problems.ended("cannot read the file: " + e, gate.locator());
        }
        if (problems.isEmpty() && guard.failure() != null) {
            problems.ended("cannot read the file: " + SchemaMessages.readable(guard.failure().getMessage()),
                    gate.locator());
        }
        if (!problems.isEmpty()) {
            throw new FormatException(problems.problems());
        }
        try {
            return new Parsed(binder.getResult(), locations);
        } catch (JAXBException | IllegalStateException e) {
            throw problem(file, "cannot read the file: " + e.getMessage());
        }
    }

    private static FormatException problem(String file, String message) {
        return new FormatException(new Problem(file, 1, 1, message));
    }
}
