package org.rallyworkbench.engine.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each table escapes exactly its characters and copies every other one: the bytes of the XML files, the Tiled maps,
 * the JSON boards and the event logs depend on it.
 */
class EscaperTest {

    private static final String SAMPLE = "a&b<c>d\"e'f\ng\rh\ti\\j\bk\fl\u0001m\u001fn\u007fo\u00e9p\u20acq\uD83D\uDE00";

    @Test
    void xmlTextEscapesTheMarkupAndCr() {
        assertEquals("a&amp;b&lt;c&gt;d\"e'f\ng&#13;h\ti\\j\bk\fl\u0001m\u001fn\u007fo\u00e9p\u20acq\uD83D\uDE00",
                Escaper.XML_TEXT.escape(SAMPLE));
    }

    @Test
    void xmlAttributeAlsoEscapesTheQuoteLfAndTab() {
        assertEquals("a&amp;b&lt;c&gt;d&quot;e'f&#10;g&#13;h&#9;i\\j\bk\fl\u0001m\u001fn\u007fo\u00e9p\u20acq\uD83D\uDE00",
                Escaper.XML_ATTRIBUTE.escape(SAMPLE));
    }

    @Test
    void jsonEscapesTheQuoteTheBackslashAndEveryControlCharacter() {
        assertEquals("a&b<c>d\\\"e'f\\ng\\rh\\ti\\\\j\\bk\\fl\\u0001m\\u001fn\u007fo\u00e9p\u20acq\uD83D\uDE00",
                Escaper.JSON_STRING.escape(SAMPLE));
        assertEquals("\\u0000\\u000b\\u001b", Escaper.JSON_STRING.escape("\u0000\u000b\u001b"));
    }

    @Test
    void everyOtherCharacterIsCopied() {
        Set<Character> xml = Set.of('&', '<', '>', '"', '\n', '\r', '\t');
        Set<Character> json = Set.of('"', '\\');
        for (char c = 0; c < Character.MAX_VALUE; c++) {
            String one = String.valueOf(c);
            if (!xml.contains(c)) {
                assertEquals(one, Escaper.XML_ATTRIBUTE.escape(one), () -> "U+" + Integer.toHexString(one.charAt(0)));
            }
            if (!json.contains(c) && c >= 0x20) {
                assertEquals(one, Escaper.JSON_STRING.escape(one), () -> "U+" + Integer.toHexString(one.charAt(0)));
            }
        }
    }

    @Test
    void withReplacesAndAddsEscapesAndLeavesTheOriginalAsItWas() {
        Escaper amp = Escaper.of(Map.of('&', "&amp;"));
        Escaper more = amp.with(Map.of('&', "+", '\u0100', "[100]"));
        assertEquals("+x[100]", more.escape("&x\u0100"));
        assertEquals("&amp;x\u0100", amp.escape("&x\u0100"));
        assertEquals("ab", Escaper.of(Map.of()).escape("ab"));
    }

    @Test
    void appendAddsToWhatIsThere() {
        StringBuilder out = new StringBuilder("<a v=\"");
        assertEquals("<a v=\"1&lt;2\"", Escaper.XML_ATTRIBUTE.append("1<2", out).append('"').toString());
    }
}
