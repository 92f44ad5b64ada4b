package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Board;
import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.XMLFilterImpl;

/**
 * First stage of the reading pipeline: passes SAX events on, but stops the parse with a located error as
 * soon as the root element is neither a board nor a scenario, or a file nests too deep or holds too many
 * elements (in total, or for its board's declared size).
 * It also keeps the parser's {@link Locator}, which the later stages use to place what they report.
 */
final class InputGate extends XMLFilterImpl {

    private Locator locator;
    private int depth;
    private int elements;
    private int boardDepth;         // depth of the open board element, 0 when none is open
    private int boardChildren;
    private int boardChildLimit;
    private String boardSize;

    /** Passes every SAX event on to {@code next} (as a filter does), those it does not stop. */
    InputGate(ContentHandler next) {
        setContentHandler(next);
    }

    /** The parser's current position; null before the parse starts. */
    Locator locator() {
        return locator;
    }

    @Override
    public void setDocumentLocator(Locator newLocator) {
        this.locator = newLocator;
        super.setDocumentLocator(newLocator);
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes atts) throws SAXException {
        depth++;
        elements++;
        if (depth == 1 && !isRoot(uri, localName)) {
            throw refuse("not a board or scenario: the root element is <" + localName + ">"
                    + (uri.isEmpty() ? " without namespace" : " in namespace " + uri) + "; expected <board xmlns=\""
                    + Namespaces.BOARD + "\"> or <scenario xmlns=\"" + Namespaces.SCENARIO + "\">");
        }
        if (depth > InputLimits.MAX_DEPTH) {
            throw refuse("elements are nested more than " + InputLimits.MAX_DEPTH
                    + " deep; a board or scenario never needs that");
        }
        if (elements > InputLimits.MAX_ELEMENTS) {
            throw refuse("the file has more than " + InputLimits.MAX_ELEMENTS + " elements");
        }
        if (boardDepth > 0 && depth == boardDepth + 1 && ++boardChildren > boardChildLimit) {
            throw refuse("a " + boardSize + " board cannot need more than " + boardChildLimit + " elements");
        }
        if (boardDepth == 0 && Namespaces.BOARD.equals(uri) && "board".equals(localName)) {
            openBoard(atts);
        }
        super.startElement(uri, localName, qName, atts);
    }

    private static boolean isRoot(String uri, String localName) {
        return Namespaces.BOARD.equals(uri) && "board".equals(localName)
                || Namespaces.SCENARIO.equals(uri) && "scenario".equals(localName);
    }

    private void openBoard(Attributes atts) {
        boardDepth = depth;
        boardChildren = 0;
        int width = sizeOrZero(atts.getValue("", "width"));
        int height = sizeOrZero(atts.getValue("", "height"));
        if (width > 0 && height > 0) {
            boardChildLimit = InputLimits.maxBoardChildren(width, height);
            boardSize = width + "x" + height;
        } else {
            // The schema reports the bad size; meanwhile only the overall limit applies.
            boardChildLimit = InputLimits.MAX_ELEMENTS;
            boardSize = "256x256";
        }
    }

    private static int sizeOrZero(String text) {
        if (text == null) {
            return 0;
        }
        try {
            int n = Integer.parseInt(text.trim());
            return n >= 1 && n <= Board.MAX_SIZE ? n : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private SAXParseException refuse(String message) {
        return new SAXParseException(message, locator);
    }

    @Override
    public void endElement(String uri, String localName, String qName) throws SAXException {
        if (depth == boardDepth) {
            boardDepth = 0;
        }
        depth--;
        super.endElement(uri, localName, qName);
    }
}
