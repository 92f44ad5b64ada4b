package org.rallyworkbench.editor.help;

import java.awt.Dimension;
import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.util.List;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;
import javax.swing.table.TableRowSorter;
import org.openide.DialogDescriptor;
import org.openide.DialogDisplayer;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.util.NbBundle.Messages;

/** Help &gt; Keyboard Shortcuts: every key, what it does and where, in a table sortable by each column. */
@ActionID(category = "Help", id = "org.rallyworkbench.editor.help.KeyboardShortcutsAction")
@ActionRegistration(displayName = "#CTL_KeyboardShortcuts")
@ActionReference(path = "Menu/Help", position = 200)
@Messages({
    "CTL_KeyboardShortcuts=&Keyboard Shortcuts",
    "LBL_ShortcutsTitle=Keyboard Shortcuts",
    "LBL_ColumnKeys=Keys",
    "LBL_ColumnDoes=Does",
    "LBL_ColumnWhere=Where"
})
public final class KeyboardShortcutsAction implements ActionListener {

    @Override
    public void actionPerformed(ActionEvent e) {
        DialogDescriptor d = new DialogDescriptor(new JScrollPane(table(Shortcuts.all())), Bundle.LBL_ShortcutsTitle());
        d.setOptions(new Object[] {DialogDescriptor.CLOSED_OPTION});
        d.setModal(false);
        DialogDisplayer.getDefault().createDialog(d).setVisible(true);
    }

    /** The table the dialog shows. */
    static JTable table(List<Shortcut> shortcuts) {
        DefaultTableModel model = new DefaultTableModel(new Object[] {Bundle.LBL_ColumnKeys(), Bundle.LBL_ColumnDoes(),
            Bundle.LBL_ColumnWhere()}, 0) {
            @Override
            public boolean isCellEditable(int row, int column) {
                return false;
            }
        };
        shortcuts.forEach(s -> model.addRow(new Object[] {s.keys(), s.does(), s.where()}));
        JTable table = new JTable(model);
        table.setRowSorter(new TableRowSorter<>(model));
        table.getColumnModel().getColumn(0).setPreferredWidth(140);
        table.getColumnModel().getColumn(1).setPreferredWidth(420);
        table.getColumnModel().getColumn(2).setPreferredWidth(150);
        table.setPreferredScrollableViewportSize(new Dimension(720, 460));
        return table;
    }
}
