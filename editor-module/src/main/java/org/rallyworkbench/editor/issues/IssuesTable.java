package org.rallyworkbench.editor.issues;

import java.awt.Component;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.JTable;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.TableRowSorter;
import org.openide.util.NbBundle.Messages;

/** The Issues window's table: severity (icon and word), description, location; sortable by each. */
@Messages({"LBL_ColumnSeverity=Severity", "LBL_ColumnDescription=Description", "LBL_ColumnLocation=Location"})
final class IssuesTable extends JTable {

    static final int SEVERITY = 0;
    static final int DESCRIPTION = 1;
    static final int LOCATION = 2;

    private final Rows rows = new Rows();

    IssuesTable() {
        setModel(rows);
        setAutoCreateRowSorter(false);
        setRowSorter(new TableRowSorter<>(rows));
        setFillsViewportHeight(true);
        setShowGrid(false);
        getColumnModel().getColumn(SEVERITY).setCellRenderer(new SeverityRenderer());
        getColumnModel().getColumn(SEVERITY).setPreferredWidth(90);
        getColumnModel().getColumn(SEVERITY).setMaxWidth(140);
        getColumnModel().getColumn(DESCRIPTION).setPreferredWidth(600);
        getColumnModel().getColumn(LOCATION).setPreferredWidth(170);
    }

    void show(List<Issue> issues) {
        rows.issues = List.copyOf(issues);
        rows.fireTableDataChanged();
    }

    List<Issue> issues() {
        return rows.issues;
    }

    /** The issue on view row {@code row} (the table may be sorted), or null. */
    Issue issueAt(int row) {
        return row < 0 || row >= getRowCount() ? null : rows.issues.get(convertRowIndexToModel(row));
    }

    private static final class Rows extends AbstractTableModel {
        private List<Issue> issues = List.of();

        @Override
        public int getRowCount() {
            return issues.size();
        }

        @Override
        public int getColumnCount() {
            return 3;
        }

        @Override
        public String getColumnName(int column) {
            return switch (column) {
                case SEVERITY -> Bundle.LBL_ColumnSeverity();
                case DESCRIPTION -> Bundle.LBL_ColumnDescription();
                default -> Bundle.LBL_ColumnLocation();
            };
        }

        @Override
        public Class<?> getColumnClass(int column) {
            return column == SEVERITY ? Severity.class : String.class;
        }

        @Override
        public Object getValueAt(int row, int column) {
            Issue i = issues.get(row);
            return switch (column) {
                case SEVERITY -> i.severity();
                case DESCRIPTION -> i.message();
                default -> i.location();
            };
        }
    }

    private static final class SeverityRenderer extends DefaultTableCellRenderer {
        @Override
        public Component getTableCellRendererComponent(JTable table, Object value, boolean selected, boolean focused,
                int row, int column) {
            JLabel l = (JLabel) super.getTableCellRendererComponent(table, value, selected, focused, row, column);
            Severity s = (Severity) value;
            l.setText(s == null ? "" : s.label());
            l.setIcon(s == null ? null : s.icon());
            return l;
        }
    }
}
