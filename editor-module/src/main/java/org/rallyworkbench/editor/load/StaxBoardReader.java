package org.rallyworkbench.editor.load;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

/**
 * Temporary minimal board reader, replaced by the engine's {@code BoardXml} (XSD + semantic checks) when
 * branch xml lands. It only knows the FORMATS.md elements and reports what it cannot read with line and
 * column; it does no schema validation.
 */
final class StaxBoardReader {

    static final String NS = "urn:rally-workbench:board:1";

    private StaxBoardReader() {
    }

    static Board read(InputStream in, String source) throws IOException, BoardFormatException {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        // no DTDs, no external entities: a board file must never reach other files or the network
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        List<Problem> problems = new ArrayList<>();
        try {
            XMLStreamReader r = factory.createXMLStreamReader(in);
            r.nextTag();
            if (!"board".equals(r.getLocalName()) || !NS.equals(r.getNamespaceURI())) {
                throw fail(source, r.getLocation(), "root element must be <board> in namespace " + NS);
            }
            Board.Builder b = Board.builder(attr(r, "name", "unnamed"),
                    Integer.parseInt(attr(r, "width", "12")), Integer.parseInt(attr(r, "height", "12")));
            while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
                Location at = r.getLocation();
                try {
                    element(r, b);
                } catch (RuntimeException e) {
                    problems.add(new Problem(source, at.getLineNumber(), at.getColumnNumber(), e.getMessage()));
                    skip(r);
                }
            }
            if (!problems.isEmpty()) {
                throw new BoardFormatException(problems);
            }
            return b.build();
        } catch (XMLStreamException e) {
            Location at = e.getLocation();
            problems.add(new Problem(source, at == null ? 1 : at.getLineNumber(), at == null ? 1 : at.getColumnNumber(),
                    e.getMessage().replaceFirst("(?s)^ParseError at \\[row,col\\]:\\[\\d+,\\d+\\]\\s*Message: ", "")));
            throw new BoardFormatException(problems);
        } catch (IllegalArgumentException e) {
            problems.add(new Problem(source, 1, 1, e.getMessage()));
            throw new BoardFormatException(problems);
        }
    }

    private static BoardFormatException fail(String source, Location at, String message) {
        return new BoardFormatException(List.of(new Problem(source, at.getLineNumber(), at.getColumnNumber(), message)));
    }

    private static void element(XMLStreamReader r, Board.Builder b) throws XMLStreamException {
        String name = r.getLocalName();
        if ("description".equals(name)) {
            b.description(r.getElementText().strip());
            return;
        }
        int x = Integer.parseInt(attr(r, "x", null));
        int y = Integer.parseInt(attr(r, "y", null));
        switch (name) {
            case "pit" -> b.pit(x, y);
            case "conveyor" -> b.conveyor(x, y, dir(r, "dir"), Boolean.parseBoolean(attr(r, "express", "false")));
            case "gear" -> b.gear(x, y, Rotation.parse(attr(r, "rotation", null)));
            case "repair" -> b.repair(x, y, Boolean.parseBoolean(attr(r, "double", "false")));
            case "flag" -> b.flag(x, y, Integer.parseInt(attr(r, "number", null)));
            case "start" -> b.start(x, y, Integer.parseInt(attr(r, "number", null)), dir(r, "facing"));
            case "wall" -> b.wall(x, y, dir(r, "side"));
            case "laser" -> b.laser(x, y, dir(r, "dir"), Integer.parseInt(attr(r, "beams", "1")));
            case "pusher" -> b.pusher(x, y, dir(r, "side"), Registers.parse(attr(r, "registers", "")));
            case "crusher" -> b.crusher(x, y, Registers.parse(attr(r, "registers", "")));
            default -> throw new IllegalArgumentException("unknown element <" + name + ">");
        }
        skip(r);
    }

    private static Direction dir(XMLStreamReader r, String attribute) {
        return Direction.parse(attr(r, attribute, null));
    }

    private static String attr(XMLStreamReader r, String name, String fallback) {
        String value = r.getAttributeValue(null, name);
        if (value == null && fallback == null) {
            throw new IllegalArgumentException("<" + r.getLocalName() + "> needs attribute '" + name + "'");
        }
        return value == null ? fallback : value;
    }

    /** Moves to the end of the current element. */
    private static void skip(XMLStreamReader r) throws XMLStreamException {
        int depth = 1;
        while (depth > 0) {
            int event = r.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                depth++;
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                depth--;
            }
        }
    }
}
