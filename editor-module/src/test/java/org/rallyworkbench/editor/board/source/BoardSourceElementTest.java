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
import org.rallyworkbench.editor.ui.LineCaret;
import org.rallyworkbench.engine.model.Board;

/** The board's Source view is the scenario's kind of editor: the XML colouring kit, with line numbers. */
class BoardSourceElementTest {

    @Test
    void theTextHasTheXmlKitAndLineNumbers() throws Exception {
        inShownSource(element -> {
            assertInstanceOf(XmlColouringKit.class, element.textPane().getEditorKit());
            JScrollPane scroll = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class,
                    element.textPane());
            LineNumbers numbers = assertInstanceOf(LineNumbers.class, scroll.getRowHeader().getView());
            assertEquals(element.text().split("\n", -1).length, numbers.lineCount());
        });
    }

    /** Issue 18: Go to Line in the Issues window puts the Source view's caret on the problem's line and column. */
    @Test
    void goToLinePutsTheCaretOnTheLineAndColumn() throws Exception {
        inShownSource(element -> {
            String[] lines = element.text().split("\n", -1);
            LineCaret caret = element.getLookup().lookup(LineCaret.class);
            caret.placeCaret(2, 3);
            assertEquals(lines[0].length() + 1 + 2, element.textPane().getCaretPosition(), "line 2, column 3");
            caret.placeCaret(3, 0);
            assertEquals(lines[0].length() + lines[1].length() + 2, element.textPane().getCaretPosition(),
                    "column 0: the line's start");
            caret.placeCaret(1, 10_000);
            assertEquals(lines[0].length(), element.textPane().getCaretPosition(), "past the end: the line's end");
        });
    }

    /** Runs {@code check} on the event thread on the shown Source view of a small board, then closes the view. */
    private static void inShownSource(java.util.function.Consumer<BoardSourceElement> check) throws Exception {
        Board board = Board.builder("Numbered", 3, 3).pit(0, 0).build();
        BoardDataObject dob = MemoryBoards.open("numbered.board.xml", board);
        SwingUtilities.invokeAndWait(() -> {
            BoardSourceElement element = new BoardSourceElement(Lookups.fixed(dob));
            element.componentOpened();
            element.componentShowing();
            try {
                check.accept(element);
            } finally {
                element.componentClosed();
            }
        });
    }
}
