package org.rallyworkbench.editor.board.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.file.MemoryBoards;
import org.rallyworkbench.editor.text.LineNumbers;
import org.rallyworkbench.editor.text.XmlColouringKit;
import org.rallyworkbench.engine.model.Board;

/** The board's Source view is the scenario's kind of editor: the XML colouring kit, with line numbers. */
class BoardSourceElementTest {

    @Test
    void theTextHasTheXmlKitAndLineNumbers() throws Exception {
        Board board = Board.builder("Numbered", 3, 3).pit(0, 0).build();
        BoardDataObject dob = MemoryBoards.open("numbered.board.xml", board);
        SwingUtilities.invokeAndWait(() -> {
            BoardSourceElement element = new BoardSourceElement(Lookups.fixed(dob));
            element.componentOpened();
            element.componentShowing();
            assertInstanceOf(XmlColouringKit.class, element.textPane().getEditorKit());
            JScrollPane scroll = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class,
                    element.textPane());
            LineNumbers numbers = assertInstanceOf(LineNumbers.class, scroll.getRowHeader().getView());
            assertEquals(element.text().split("\n", -1).length, numbers.lineCount());
            element.componentClosed();
        });
    }
}
