package org.rallyworkbench.editor.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import javax.swing.text.BadLocationException;
import javax.swing.undo.UndoManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A run of typing, Backspace or Delete is one undo step; a newline, a paste or a jump starts another. */
class TypingDocumentTest {

    private final TypingDocument doc = new TypingDocument();
    private final UndoManager undo = new UndoManager();

    @BeforeEach
    void listen() throws BadLocationException {
        doc.insertString(0, "<a/>", null);
        doc.addUndoableEditListener(undo);
    }

    @Test
    void typingAWordIsOneStep() throws Exception {
        type(2, "abc");
        assertEquals("<aabc/>", text());
        undo.undo();
        assertEquals("<a/>", text());
        assertFalse(undo.canUndo());
        undo.redo();
        assertEquals("<aabc/>", text());
    }

    @Test
    void backspaceAndDeleteRunsAreOneStepEach() throws Exception {
        type(2, "abc");
        doc.remove(4, 1);          // Backspace over c
        doc.remove(3, 1);          // and b
        assertEquals("<aa/>", text());
        undo.undo();
        assertEquals("<aabc/>", text());
        doc.remove(2, 1);          // Delete: a, then b where the caret stays
        doc.remove(2, 1);
        assertEquals("<ac/>", text());
        undo.undo();
        assertEquals("<aabc/>", text());
    }

    @Test
    void aNewlineAPasteOrAJumpStartsANewStep() throws Exception {
        type(2, "ab");
        type(4, "\n");
        type(5, "cd");
        doc.insertString(7, "pasted", null);
        type(0, "x");              // elsewhere
        assertEquals("x<aab\ncdpasted/>", text());
        undo.undo();
        assertEquals("<aab\ncdpasted/>", text());
        undo.undo();
        assertEquals("<aab\ncd/>", text());
        undo.undo();
        assertEquals("<aab\n/>", text());
        undo.undo();
        assertEquals("<aab/>", text());
        undo.undo();
        assertEquals("<a/>", text());
    }

    private void type(int at, String chars) throws BadLocationException {
        for (int i = 0; i < chars.length(); i++) {
            doc.insertString(at + i, String.valueOf(chars.charAt(i)), null);
        }
    }

    private String text() throws BadLocationException {
        return doc.getText(0, doc.getLength());
    }
}
