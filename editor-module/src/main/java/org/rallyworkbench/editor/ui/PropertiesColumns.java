package org.rallyworkbench.editor.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.beans.PropertyChangeEvent;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import javax.swing.table.TableColumnModel;
import org.openide.windows.OnShowing;
import org.openide.windows.TopComponent;

/**
 * The Properties window's sheet splits names and values at {@link #NAMES} of its width instead of the platform's
 * half: the workbench's names are short ("Damage", "Next flag") and its values long (a robot's "Holds" list), which
 * the half split cut. Set once per sheet when it first shows; the user's drag of the split line then stays.
 */
@OnShowing
public final class PropertiesColumns implements Runnable {

    /** The names' share of the sheet's width. */
    static final double NAMES = 0.36;

    private static final String PROPERTIES_ID = "properties";
    private static final String DONE = PropertiesColumns.class.getName();

    @Override
    public void run() {
        TopComponent.getRegistry().addPropertyChangeListener(this::windowsChanged);
        TopComponent.getRegistry().getOpened().forEach(this::split);
    }

    private void windowsChanged(PropertyChangeEvent e) {
        if (TopComponent.Registry.PROP_TC_OPENED.equals(e.getPropertyName())
                && e.getNewValue() instanceof TopComponent tc) {
            SwingUtilities.invokeLater(() -> split(tc));
        }
    }

    private void split(TopComponent tc) {
        if (!PROPERTIES_ID.equals(org.openide.windows.WindowManager.getDefault().findTopComponentID(tc))) {
            return;
        }
        JTable sheet = table(tc);
        if (sheet == null || sheet.getClientProperty(DONE) != null) {
            return;
        }
        sheet.putClientProperty(DONE, Boolean.TRUE);
        if (sheet.getWidth() > 0) {
            apply(sheet);
        } else {
            sheet.addComponentListener(new ComponentAdapter() {
                @Override
                public void componentResized(ComponentEvent e) {
                    if (sheet.getWidth() > 0) {
                        sheet.removeComponentListener(this);
                        apply(sheet);
                    }
                }
            });
        }
    }

    /** Widths for the two columns of {@code sheet}: names {@link #NAMES} of it, values the rest. */
    static void apply(JTable sheet) {
        TableColumnModel columns = sheet.getColumnModel();
        if (columns.getColumnCount() != 2) {
            return;
        }
        int names = (int) Math.round(sheet.getWidth() * NAMES);
        columns.getColumn(0).setPreferredWidth(names);
        columns.getColumn(0).setWidth(names);
        columns.getColumn(1).setPreferredWidth(sheet.getWidth() - names);
        columns.getColumn(1).setWidth(sheet.getWidth() - names);
        sheet.revalidate();
        sheet.repaint();
    }

    private static JTable table(Container root) {
        for (Component c : root.getComponents()) {
            if (c instanceof JTable t) {
                return t;
            }
            if (c instanceof Container k) {
                JTable found = table(k);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
