package org.rallyworkbench.editor.ui;

import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.text.ParseException;
import javax.swing.AbstractAction;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFormattedTextField;
import javax.swing.JRootPane;
import javax.swing.JSpinner;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;

/**
 * Enter in a dialog's number spinner presses the dialog's default button (OK) at once, also after a number was
 * typed: Swing's formatted text field takes that first Enter only to commit the number, so a second was needed.
 */
public final class SpinnerEnter {

    static final String ACTION = "commit-and-press-default-button";

    private SpinnerEnter() {
    }

    /** Installs the key on {@code spinner}'s text field (call it after any {@code setEditor}); returns the spinner. */
    public static JSpinner pressesDefaultButton(JSpinner spinner) {
        if (!(spinner.getEditor() instanceof JSpinner.DefaultEditor editor)) {
            return spinner;
        }
        JFormattedTextField field = editor.getTextField();
        field.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), ACTION);
        field.getActionMap().put(ACTION, new AbstractAction(ACTION) {
            @Override
            public void actionPerformed(ActionEvent e) {
                try {
                    field.commitEdit();
                } catch (ParseException notANumber) {
                    field.getToolkit().beep();     // keeps the dialog open on what does not read, as Swing does
                    return;
                }
                JRootPane root = SwingUtilities.getRootPane(field);
                JButton ok = root == null ? null : root.getDefaultButton();
                if (ok != null && ok.isEnabled()) {
                    ok.doClick();
                }
            }
        });
        return spinner;
    }
}
