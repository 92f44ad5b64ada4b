package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Problem;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Marshaller;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;

/**
 * Reads and writes board files ({@code *.board.xml}, namespace {@code urn:rally-workbench:board:1}).
 *
 * <p>Reading is safe on files from strangers and checks, in order: well-formedness and size limits, the
 * schema ({@code board-1.xsd}), then the semantic rules of FORMATS.md; it reports every problem found.
 * Writing is canonical: the same board always gives the same bytes, so files diff cleanly.
 */
public final class BoardXml {

    private static final String HEADER = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    private static final String INDENT_PROPERTY = "org.glassfish.jaxb.indentString";
    private static final String ESCAPE_PROPERTY = "org.glassfish.jaxb.characterEscapeHandler";

    private BoardXml() {
    }

    /** Reads and validates a board file; problems name the file as {@code path.toString()}. */
    public static Board read(Path path) throws FormatException {
        return fromParsed(DocumentReader.read(path));
    }

    /** Reads and validates a board from a stream; {@code sourceName} is the file name used in problems. */
    public static Board read(InputStream in, String sourceName) throws FormatException {
        return fromParsed(DocumentReader.read(in, sourceName));
    }

    /** The board of {@code path}, or every problem with it: {@link #read(Path)} as a {@link ReadResult}. */
    public static ReadResult<Board> load(Path path) {
        try {
            return ReadResult.read(read(path));
        } catch (FormatException e) {
            return e.result();
        }
    }

    /** The board read from {@code in}, or every problem with it; {@code sourceName} names it in problems. */
    public static ReadResult<Board> load(InputStream in, String sourceName) {
        try {
            return ReadResult.read(read(in, sourceName));
        } catch (FormatException e) {
            return e.result();
        }
    }

    /** Writes the board's canonical XML, UTF-8 encoded. Does not close the stream. */
    public static void write(Board board, OutputStream out) throws IOException {
        out.write(toXml(board).getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** The board's canonical XML: fixed element order, two-space indent, defaults omitted, final newline. */
    public static String toXml(Board board) {
        try {
            Marshaller marshaller = JaxbContexts.boards().createMarshaller();
            marshaller.setProperty(Marshaller.JAXB_FORMATTED_OUTPUT, Boolean.TRUE);
            marshaller.setProperty(Marshaller.JAXB_FRAGMENT, Boolean.TRUE);   // we write our own declaration
            marshaller.setProperty(INDENT_PROPERTY, "  ");
            marshaller.setProperty(ESCAPE_PROPERTY, XmlEscaping.JAXB);
            StringWriter text = new StringWriter();
            text.write(HEADER);
            marshaller.marshal(BoardMapping.toDocument(board), text);
            String xml = namespaceFirst(text.toString());
            return xml.endsWith("\n") ? xml : xml + "\n";
        } catch (JAXBException e) {
            throw new IllegalStateException("cannot write board " + board.name() + ": " + e, e);
        }
    }

    /**
     * Moves the namespace declaration to the front of the root tag, as in FORMATS.md: easier to read, and
     * safe, because attribute values escape their quotes, so the declaration text cannot occur inside one.
     */
    private static String namespaceFirst(String xml) {
        String declaration = " xmlns=\"" + Namespaces.BOARD + "\"";
        int at = xml.indexOf(declaration);
        int root = xml.indexOf("<board");
        if (at < 0 || root < 0 || at < root) {
            return xml;
        }
        String rest = xml.substring(0, at) + xml.substring(at + declaration.length());
        int insert = root + "<board".length();
        return rest.substring(0, insert) + declaration + rest.substring(insert);
    }

    /** The board schema, {@code board-1.xsd}, as shipped in this jar. */
    public static URL schema() {
        return Schemas.resource(Namespaces.BOARD_XSD);
    }

    static Board fromParsed(DocumentReader.Parsed parsed) throws FormatException {
        if (!(parsed.root() instanceof BoardDocument document)) {
            throw new FormatException(Problem.at(parsed.locations().of(parsed.root()),
                    "expected a board (<board xmlns=\"" + Namespaces.BOARD + "\">), but this is a scenario"));
        }
        return fromDocument(document, parsed.locations());
    }

    /** Checks the semantic rules on a bound board (also an inline one in a scenario) and builds the model. */
    static Board fromDocument(BoardDocument document, Locations locations) throws FormatException {
        if (document.name == null) {
            document.name = FileNames.nameOf(locations.file(), FileNames.BOARD_SUFFIX);
        }
        List<Problem> problems = BoardRules.check(document, locations);
        if (!problems.isEmpty()) {
            throw new FormatException(problems);
        }
        return BoardMapping.toBoard(document);
    }
}
