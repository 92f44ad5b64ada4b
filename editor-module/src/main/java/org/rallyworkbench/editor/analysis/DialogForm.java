package org.rallyworkbench.editor.analysis;

import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import javax.swing.JComponent;
import javax.swing.JPanel;

/** The form of this package's dialogs: a row is a label and its field, or one component across both columns. */
final class DialogForm {

    private DialogForm() { }

    static JPanel of(JComponent[]... rows) {
        JPanel form = new JPanel(new GridBagLayout());
        GridBagConstraints c = new GridBagConstraints();
        c.insets = new Insets(4, 4, 4, 4);
        c.anchor = GridBagConstraints.WEST;
        c.fill = GridBagConstraints.HORIZONTAL;
        for (int y = 0; y < rows.length; y++) {
            c.gridy = y;
            c.gridwidth = rows[y].length == 1 ? 2 : 1;
            for (JComponent part : rows[y]) {
                form.add(part, c);
            }
        }
        return form;
    }
}
