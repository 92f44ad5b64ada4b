package org.rallyworkbench.engine.export.text;

import org.rallyworkbench.engine.export.TestBoards;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TextExporterTest {

    @Test
    void drawsEveryElement() {
        String text = new TextExporter().write(TestBoards.small());
        System.out.println(text);
        System.out.println(new TextExporter().write(TestBoards.everything()));
        assertTrue(text.contains("F1"));
    }
}
