package org.rallyworkbench.editor.text.completion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.text.BadLocationException;
import javax.swing.text.JTextComponent;
import javax.swing.undo.UndoManager;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.text.UndoableReplace;
import org.rallyworkbench.engine.xml.Namespaces;

/**
 * The completion controller on a real text component's document, driven through its keys as the user would,
 * without a window: what each choice writes, where the caret goes, and that one Undo takes a choice back.
 */
class CompletionControllerTest {

    private static final String HEAD = "<scenario xmlns=\"" + Namespaces.SCENARIO + "\" name=\"n\">\n";

    private interface EdtBody {
        void run() throws Exception;
    }

    /** Swing text components belong to the event thread; the caret listener's refreshes run after the body. */
    private static void onEdt(EdtBody body) throws Exception {
        Exception[] failure = new Exception[1];
        AssertionError[] assertion = new AssertionError[1];
        SwingUtilities.invokeAndWait(() -> {
            try {
                body.run();
            } catch (Exception e) {
                failure[0] = e;
            } catch (AssertionError e) {
                assertion[0] = e;
            }
        });
        if (assertion[0] != null) {
            throw assertion[0];
        }
        if (failure[0] != null) {
            throw failure[0];
        }
    }

    /** A text area holding {@code marked} with the caret at '|', completion installed, and a Swing undo manager. */
    private static final class Editor {
        final JTextArea area = new JTextArea();
        final UndoManager undo = new UndoManager();
        final CompletionController controller;
        final XmlCompletion.Keys keys;

        Editor(String marked) {
            area.setText(marked.replace("|", ""));
            area.setCaretPosition(marked.indexOf('|'));
            area.getDocument().addUndoableEditListener(undo);
            controller = XmlCompletion.install(area, SchemaVocabulary::scenarios, UndoableReplace::asCompoundEdit);
            keys = (XmlCompletion.Keys) java.util.Arrays.stream(area.getKeyListeners())
                    .filter(k -> k instanceof XmlCompletion.Keys).findFirst().orElseThrow();
        }

        boolean press(int keyCode, int modifiers) {
            KeyEvent e = new KeyEvent(area, KeyEvent.KEY_PRESSED, 0, modifiers, keyCode, KeyEvent.CHAR_UNDEFINED);
            keys.keyPressed(e);
            return e.isConsumed();
        }

        boolean press(int keyCode) {
            return press(keyCode, 0);
        }

        void ctrlSpace() {
            assertTrue(press(KeyEvent.VK_SPACE, InputEvent.CTRL_DOWN_MASK), "Ctrl+Space is taken");
        }

        /** Types text at the caret as the keyboard would, then lets completion follow. */
        void type(String s) throws BadLocationException {
            for (char c : s.toCharArray()) {
                area.getDocument().insertString(area.getCaretPosition(), String.valueOf(c), null);
                controller.refresh();
            }
        }

        String marked() {
            String text = area.getText();
            int caret = area.getCaretPosition();
            return text.substring(0, caret) + "|" + text.substring(caret);
        }

        List<String> labels() {
            return controller.items().stream().map(CompletionItem::label).toList();
        }

        /** Enter chooses the selected item, giving {@code chosen} ('|' at the caret); one undo gives {@code undone}. */
        void enterThenUndo(String chosen, String undone, String undoneWhy) {
            press(KeyEvent.VK_ENTER);
            assertEquals(chosen, marked());
            undo.undo();
            assertEquals(undone, area.getText(), undoneWhy);
        }
    }

    @Test
    void ctrlSpaceThenEnterInsertsAnElementWithItsRequiredAttributes() throws Exception {
        onEdt(() -> {
            Editor ed = new Editor(HEAD + "  <ro|\n</scenario>");
            ed.ctrlSpace();
            assertTrue(ed.controller.isOpen());
            assertEquals(List.of("robot"), ed.labels());
            assertTrue(ed.press(KeyEvent.VK_ENTER), "Enter is taken while the list is open");
            assertEquals(HEAD + "  <robot name=\"|\" x=\"\" y=\"\" facing=\"\"\n</scenario>", ed.marked());
            assertFalse(ed.controller.isOpen(), "no values to offer for a name");
            ed.undo.undo();
            assertEquals(HEAD + "  <ro\n</scenario>", ed.area.getText(), "one undo takes the whole insertion back");
            assertFalse(ed.undo.canUndo());
        });
    }

    @Test
    void anAttributeGoesBetweenItsQuotesAndItsValuesOpenAtOnce() throws Exception {
        onEdt(() -> {
            Editor ed = new Editor(HEAD + "  <robot name=\"red\" x=\"1\" y=\"2\" |/>");
            ed.ctrlSpace();
            assertEquals("facing", ed.labels().get(0));
            assertTrue(ed.press(KeyEvent.VK_TAB), "Tab inserts too");
            assertEquals(HEAD + "  <robot name=\"red\" x=\"1\" y=\"2\" facing=\"|\"/>", ed.marked());
            assertTrue(ed.controller.isOpen(), "the values of facing are offered");
            assertEquals(List.of("N", "E", "S", "W"), ed.labels());
            ed.press(KeyEvent.VK_DOWN);
            ed.press(KeyEvent.VK_DOWN);
            ed.enterThenUndo(HEAD + "  <robot name=\"red\" x=\"1\" y=\"2\" facing=\"S|\"/>",
                    HEAD + "  <robot name=\"red\" x=\"1\" y=\"2\" facing=\"\"/>", "the value undoes alone");
            ed.undo.undo();
            assertEquals(HEAD + "  <robot name=\"red\" x=\"1\" y=\"2\" />", ed.area.getText());
        });
    }

    @Test
    void aValueReplacesWhatIsTypedEvenInAnotherCaseAsOneEdit() throws Exception {
        onEdt(() -> {
            Editor ed = new Editor(HEAD + "  <turn><program robot=\"red\" double-repair=\"OP|\"/>");
            ed.ctrlSpace();
            assertEquals(List.of("option"), ed.labels());
            ed.enterThenUndo(HEAD + "  <turn><program robot=\"red\" double-repair=\"option|\"/>",
                    HEAD + "  <turn><program robot=\"red\" double-repair=\"OP\"/>", null);
            assertFalse(ed.undo.canUndo(), "the removal of OP and the insertion were one edit");
        });
    }

    @Test
    void typingNarrowsTheListAndABlankClosesIt() throws Exception {
        onEdt(() -> {
            Editor ed = new Editor(HEAD + "  <turn>\n    |\n  </turn>");
            ed.type("<");
            assertTrue(ed.controller.openFor(CompletionItem.Kind.ELEMENT), "what typing '<' does");
            assertEquals(List.of("program", "expect"), ed.labels());
            ed.type("e");
            assertEquals(List.of("expect"), ed.labels());
            ed.type("x");
            assertEquals(List.of("expect"), ed.labels());
            ed.type("z");
            assertFalse(ed.controller.isOpen(), "nothing starts with exz");
            ed.area.getDocument().remove(ed.area.getCaretPosition() - 1, 1);
            ed.controller.open();
            assertTrue(ed.controller.isOpen());
            ed.type(" ");
            assertFalse(ed.controller.isOpen(), "a blank ends the name");
        });
    }

    @Test
    void theEndTagIsCompletedWithItsGreaterThan() throws Exception {
        onEdt(() -> {
            Editor ed = new Editor(HEAD + "  <turn>\n    <expect after-register=\"1\">\n    <|");
            ed.type("/");
            assertTrue(ed.controller.openFor(CompletionItem.Kind.END_TAG), "what typing '/' after '<' does");
            assertEquals(List.of("/expect"), ed.labels());
            ed.enterThenUndo(HEAD + "  <turn>\n    <expect after-register=\"1\">\n    </expect>|",
                    HEAD + "  <turn>\n    <expect after-register=\"1\">\n    </", null);
        });
    }

    @Test
    void typingASlashInTextOpensNothing() throws Exception {
        onEdt(() -> {
            Editor ed = new Editor(HEAD + "  <description>a|</description>");
            ed.type("/");
            assertFalse(ed.controller.openFor(CompletionItem.Kind.END_TAG));
            assertFalse(ed.controller.isOpen());
        });
    }

    @Test
    void movingStopsAtTheEndsAndEscapeClosesWithoutInserting() throws Exception {
        onEdt(() -> {
            Editor ed = new Editor(HEAD + "  <robot name=\"red\" |/>");
            ed.ctrlSpace();
            int last = ed.controller.items().size() - 1;
            assertEquals(12, last, "the robot's thirteen other attributes");
            ed.press(KeyEvent.VK_UP);
            assertEquals(0, ed.controller.selectedIndex());
            ed.press(KeyEvent.VK_PAGE_DOWN);
            assertEquals(10, ed.controller.selectedIndex());
            ed.press(KeyEvent.VK_PAGE_DOWN);
            assertEquals(last, ed.controller.selectedIndex());
            ed.press(KeyEvent.VK_DOWN);
            assertEquals(last, ed.controller.selectedIndex());
            ed.press(KeyEvent.VK_PAGE_UP);
            assertEquals(last - 10, ed.controller.selectedIndex());
            assertTrue(ed.press(KeyEvent.VK_ESCAPE));
            assertFalse(ed.controller.isOpen());
            assertEquals(HEAD + "  <robot name=\"red\" |/>", ed.marked());
            assertFalse(ed.press(KeyEvent.VK_DOWN), "with the list closed the keys belong to the text again");
            assertFalse(ed.press(KeyEvent.VK_ENTER));
        });
    }

    @Test
    void clickingAnItemInsertsIt() throws Exception {
        onEdt(() -> {
            Editor ed = new Editor(HEAD + "  <|");
            ed.ctrlSpace();
            int turn = ed.labels().indexOf("turn");
            ed.controller.accept(turn);     // what the popup's mouse listener calls
            assertEquals(HEAD + "  <turn|", ed.marked());
        });
    }

    @Test
    void nothingToSuggestOpensNothing() throws Exception {
        onEdt(() -> {
            Editor ed = new Editor(HEAD + "  <!-- <| -->");
            ed.ctrlSpace();
            assertFalse(ed.controller.isOpen());
            assertEquals(HEAD + "  <!-- <| -->", ed.marked());
        });
    }

    @Test
    void installingTwiceKeepsOneController() throws Exception {
        onEdt(() -> {
            JTextComponent area = new JTextArea();
            CompletionController first = XmlCompletion.install(area, SchemaVocabulary::boards, UndoableReplace::asCompoundEdit);
            assertTrue(first == XmlCompletion.install(area, SchemaVocabulary::boards, UndoableReplace::asCompoundEdit));
            assertEquals(1, java.util.Arrays.stream(area.getKeyListeners()).filter(k -> k instanceof XmlCompletion.Keys)
                    .count());
        });
    }
}
