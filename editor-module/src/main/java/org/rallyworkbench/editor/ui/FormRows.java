package org.rallyworkbench.editor.ui;

import java.awt.Container;
import java.awt.Dimension;
import java.awt.GridBagConstraints;
import java.awt.Insets;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import org.openide.awt.Mnemonics;

/**
 * Rows of a form laid out by a {@code GridBagLayout}: a label (its mnemonic from {@code &} in the text, pointing at
 * its field), the field filling the row, and an optional button after it (Browse…). The wizards' steps use it.
 */
public final class FormRows {

    private static final Insets WIZARD = new Insets(4, 4, 4, 4);

    private FormRows() {
    }

    /** Row {@code y} of {@code form}, spaced as the wizards' name-and-location steps are. */
    public static void row(Container form, int y, String label, JComponent field, JComponent extra) {
        row(form, y, label, field, extra, WIZARD);
    }

    /** Row {@code y} of {@code form}, with {@code insets} around the label and the field. */
    public static void row(Container form, int y, String label, JComponent field, JComponent extra, Insets insets) {
        JLabel l = new JLabel();
        Mnemonics.setLocalizedText(l, label);
        l.setLabelFor(field);
        GridBagConstraints c = new GridBagConstraints();
        c.gridy = y;
        c.insets = insets;
        c.anchor = GridBagConstraints.WEST;
        form.add(l, c);
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        c.gridwidth = extra == null ? 2 : 1;
        form.add(field, c);
        if (extra != null) {
            c.weightx = 0;
            c.gridwidth = 1;
            form.add(extra, c);
        }
    }

    /**
     * Ends {@code form} after its last row {@code y - 1}: an empty row below takes the height left, so the rows stay
     * at the top; the wizards' margin around the form, and {@code size}, the size every step of its wizard has.
     */
    public static void end(JComponent form, int y, Dimension size) {
        GridBagConstraints filler = new GridBagConstraints();
        filler.gridy = y;
        filler.weighty = 1;
        form.add(new JLabel(), filler);
        form.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        form.setPreferredSize(size);
    }
}
