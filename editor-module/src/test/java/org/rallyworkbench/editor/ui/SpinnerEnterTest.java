package org.rallyworkbench.editor.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFormattedTextField;
import javax.swing.JRootPane;
import javax.swing.JSpinner;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/** Enter in a dialog's spinner: one press commits what was typed and presses OK. */
class SpinnerEnterTest {

    /** What Enter does in the spinner's text field: the action its key binding names. */
    private static void pressEnter(JFormattedTextField field) {
        Object name = field.getInputMap(JComponent.WHEN_FOCUSED).get(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0));
        Action enter = field.getActionMap().get(name);
        if (enter.isEnabled()) {
            enter.actionPerformed(new ActionEvent(field, ActionEvent.ACTION_PERFORMED, "enter"));
        }
    }

    private static JRootPane dialogWith(JSpinner spinner, AtomicInteger okPressed) {
        JRootPane root = new JRootPane();
        JButton ok = new JButton("OK");
        ok.addActionListener(e -> okPressed.incrementAndGet());
        root.getContentPane().add(spinner);
        root.getContentPane().add(ok);
        root.setDefaultButton(ok);
        return root;
    }

    /** What one Enter did: the spinner's value after it, and how often OK was pressed. */
    private record Entered(Object value, int okPresses) { }

    /**
     * Types {@code typed} into a spinner (12, 1..256) with Enter pressing the default button, in a dialog whose
     * default button is OK, and presses Enter once.
     */
    private static Entered typeAndPressEnter(String typed) throws Exception {
        Entered[] entered = new Entered[1];
        SwingUtilities.invokeAndWait(() -> {
            JSpinner spinner = SpinnerEnter.pressesDefaultButton(new JSpinner(new SpinnerNumberModel(12, 1, 256, 1)));
            AtomicInteger ok = new AtomicInteger();
            dialogWith(spinner, ok);
            JFormattedTextField field = ((JSpinner.DefaultEditor) spinner.getEditor()).getTextField();
            field.setText(typed);
            pressEnter(field);
            entered[0] = new Entered(spinner.getValue(), ok.get());
        });
        return entered[0];
    }

    @Test
    void oneEnterAfterTypingCommitsTheNumberAndPressesOk() throws Exception {
        Entered entered = typeAndPressEnter("40");
        assertEquals(40, entered.value(), "the typed number is the value");
        assertEquals(1, entered.okPresses(), "and OK was pressed by the same Enter");
    }

    @Test
    void aNumberThatDoesNotReadKeepsTheDialogOpen() throws Exception {
        Entered entered = typeAndPressEnter("twelve");
        assertEquals(12, entered.value());
        assertEquals(0, entered.okPresses());
    }
}
