package org.rallyworkbench.editor.scenario.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import javax.swing.JTextArea;
import javax.swing.text.PlainDocument;
import org.junit.jupiter.api.Test;

class SourceOpenerTest {

    private static final String TEXT = "<scenario>\n  <expect robot=\"r1\" x=\"3\"/>\n</scenario>";

    private static PlainDocument doc(String text) throws Exception {
        PlainDocument doc = new PlainDocument();
        doc.insertString(0, text, null);
        return doc;
    }

    @Test
    void lineRangeIsTheLineWithoutItsBreak() throws Exception {
        int start = TEXT.indexOf("  <expect");
        int end = TEXT.indexOf("\n", start);
        assertArrayEquals(new int[] {start, end}, SourceOpener.lineRange(doc(TEXT), 2));
        assertArrayEquals(new int[] {0, TEXT.indexOf('\n')}, SourceOpener.lineRange(doc(TEXT), 1));
    }

    @Test
    void lineRangeClampsToTheText() throws Exception {
        int last = TEXT.lastIndexOf('\n') + 1;
        assertArrayEquals(new int[] {last, TEXT.length()}, SourceOpener.lineRange(doc(TEXT), 99));
        assertArrayEquals(new int[] {0, TEXT.indexOf('\n')}, SourceOpener.lineRange(doc(TEXT), 0));
        assertArrayEquals(new int[] {0, 0}, SourceOpener.lineRange(doc(""), 3));
    }

    @Test
    void showLinePutsTheCaretOnTheLineAndSelectsIt() {
        JTextArea area = new JTextArea(TEXT);
        int[] range = SourceOpener.showLine(area, 2);
        assertEquals(range[0], area.getCaretPosition());
        assertEquals("  <expect robot=\"r1\" x=\"3\"/>", area.getSelectedText());
    }
}
