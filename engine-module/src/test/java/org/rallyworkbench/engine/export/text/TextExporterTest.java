package org.rallyworkbench.engine.export.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.export.TestBoards;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;

class TextExporterTest {

    @Test
    void drawsEveryElement() {
        String text = new TextExporter().write(TestBoards.small());
        System.out.println(text);
        System.out.println(new TextExporter().write(TestBoards.everything()));
        assertTrue(text.contains("F1"));
    }

    @Test
    void beltsPointWithSingleArrowsAndExpressBeltsWithDoubleOnes() {
        Board.Builder b = Board.builder("belts", 4, 2);
        for (Direction d : Direction.values()) {
            b.conveyor(d.ordinal(), 0, d, false).conveyor(d.ordinal(), 1, d, true);
        }
        String drawing = new TextExporter().write(b.build());
        assertTrue(drawing.contains("↑   →   ↓   ←"), drawing);
        assertTrue(drawing.contains("⇑   ⇒   ⇓   ⇐"), drawing);
        assertEquals('↑', TextExporter.arrow(Direction.N));
        assertEquals('⇐', TextExporter.doubleArrow(Direction.W));
    }
}
