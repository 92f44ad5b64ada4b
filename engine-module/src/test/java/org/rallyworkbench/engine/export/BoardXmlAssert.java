package org.rallyworkbench.engine.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;
import org.xmlunit.builder.DiffBuilder;
import org.xmlunit.diff.Diff;

/** Compares boards as the project's canonical board XML, with XMLUnit, and as models. */
public final class BoardXmlAssert {

    private BoardXmlAssert() {
    }

    public static void assertSameBoard(Board expected, Board actual) {
        Diff diff = DiffBuilder.compare(BoardXml.toXml(expected)).withTest(BoardXml.toXml(actual))
                .ignoreWhitespace().checkForIdentical().build();
        assertFalse(diff.hasDifferences(), () -> "board XML differs: " + diff);
        assertEquals(expected, actual);
        assertEquals(expected.lasers(), actual.lasers(), "laser order");
        assertEquals(expected.pushers(), actual.pushers(), "pusher order");
    }
}
