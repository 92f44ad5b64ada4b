package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFormattedTextField;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JRootPane;
import javax.swing.JSpinner;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.board.model.BoardOperations.Anchor;
import org.rallyworkbench.engine.model.Board;

/** The Resize dialog: anchors a user reads, and one Enter after typing a size presses OK. */
class ResizeFormTest {

    private static final Board BOARD = Board.builder("Resize", 12, 12).pit(0, 0).build();

    @Test
    void theAnchorListShowsWordsAndArrowsNotEnumNames() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            ResizeForm form = new ResizeForm(BOARD);
            JList<Anchor> list = new JList<>(Anchor.values());
            for (Anchor a : Anchor.values()) {
                JLabel shown = (JLabel) form.anchorField().getRenderer()
                        .getListCellRendererComponent(list, a, a.ordinal(), false, false);
                assertFalse(shown.getText().contains("_") || shown.getText().equals(a.name()), shown.getText());
            }
            JLabel first = (JLabel) form.anchorField().getRenderer()
                    .getListCellRendererComponent(list, Anchor.NORTH_WEST, 0, false, false);
            assertEquals("↖ North-west corner", first.getText());
        });
    }

    @Test
    void enterAfterTypingTheWidthPressesOkOnce() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            ResizeForm form = new ResizeForm(BOARD);
            JRootPane dialog = new JRootPane();
            JButton ok = new JButton("OK");
            AtomicInteger pressed = new AtomicInteger();
            ok.addActionListener(e -> pressed.incrementAndGet());
            dialog.getContentPane().add(form.panel());
            dialog.getContentPane().add(ok);
            dialog.setDefaultButton(ok);
            JFormattedTextField field = ((JSpinner.DefaultEditor) form.widthField().getEditor()).getTextField();
            field.setText("16");
            Object name = field.getInputMap(JComponent.WHEN_FOCUSED).get(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0));
            field.getActionMap().get(name).actionPerformed(new ActionEvent(field, ActionEvent.ACTION_PERFORMED, "enter"));
            assertEquals(1, pressed.get(), "OK pressed by the first Enter");
            Board resized = form.resized(BOARD);
            assertEquals(16, resized.width());
            assertEquals(12, resized.height());
        });
    }
}
