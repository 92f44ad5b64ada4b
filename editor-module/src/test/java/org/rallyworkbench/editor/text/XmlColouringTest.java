package org.rallyworkbench.editor.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javax.swing.text.DefaultStyledDocument;
import javax.swing.text.StyleConstants;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.text.XmlColouring.Kind;

class XmlColouringTest {

    private static final String XML = "<!-- c -->\n<scenario name=\"a\">\n  <robot x='1'/>\n</scenario>";

    @Test
    void spansCoverTagsAttributesValuesAndComments() {
        List<XmlColouring.Span> spans = XmlColouring.spans(XML);
        assertEquals(Kind.COMMENT, XmlColouringKit.kindAt(spans, XML.indexOf("c ")));
        assertEquals(Kind.TAG, XmlColouringKit.kindAt(spans, XML.indexOf("<scenario") + 3));
        assertEquals(Kind.ATTRIBUTE, XmlColouringKit.kindAt(spans, XML.indexOf("name")));
        assertEquals(Kind.VALUE, XmlColouringKit.kindAt(spans, XML.indexOf("\"a\"") + 1));
        assertEquals(Kind.VALUE, XmlColouringKit.kindAt(spans, XML.indexOf("'1'")));
        assertEquals(Kind.PLAIN, XmlColouringKit.kindAt(spans, XML.indexOf(" name")));
        for (int i = 1; i < spans.size(); i++) {
            assertTrue(spans.get(i - 1).end() <= spans.get(i).start(), "spans in order, not overlapping");
        }
    }

    @Test
    void runsStopWhereTheKindChanges() {
        List<XmlColouring.Span> spans = XmlColouring.spans(XML);
        int name = XML.indexOf("name");
        assertEquals(name + 4, XmlColouringKit.runEnd(spans, name, XML.length()));
        assertEquals(name + 2, XmlColouringKit.runEnd(spans, name, name + 2));
    }

    @Test
    void tooLongTextStaysPlain() {
        String big = "<a>".repeat(XmlColouring.MAX_LENGTH / 3 + 1);
        assertTrue(XmlColouring.spans(big).isEmpty());
    }

    @Test
    void styledDocumentGetsTheSameColoursAsThePaintedView() throws Exception {
        DefaultStyledDocument doc = new DefaultStyledDocument();
        doc.insertString(0, XML, null);
        XmlColouring.colour(doc, XML);
        int name = XML.indexOf("name");
        assertEquals(Kind.ATTRIBUTE.colour(), StyleConstants.getForeground(doc.getCharacterElement(name).getAttributes()));
    }

    @Test
    void kitIsPlainTextWithTheScenarioContentType() {
        XmlColouringKit kit = new XmlColouringKit("text/x-rally-scenario+xml", pane -> { });
        assertEquals("text/x-rally-scenario+xml", kit.getContentType());
        assertTrue(kit.createDefaultDocument() instanceof javax.swing.text.PlainDocument);
        assertTrue(kit.clone() instanceof XmlColouringKit);
    }
}
