package org.rallyworkbench.editor.view;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import javax.swing.text.DefaultEditorKit;

/**
 * The Design view's Cut, Copy, Paste and Delete. They go into the board canvas's action map under the keys that
 * the platform's Edit actions look up in the focused component, so Edit &gt; Cut, Copy, Paste and Delete (and their
 * keys) work on the selection; Cut, Copy and Delete are enabled only while there is one.
 */
final class SelectionEditActions {

    /** The action map key of the platform's Delete action ({@code org.openide.actions.DeleteAction}). */
    static final String DELETE = "delete";

    private SelectionEditActions() {
    }

    static void install(BoardCanvas canvas, DesignController controller) {
        put(canvas, "ctrl X", DefaultEditorKit.cutAction, controller::cut, true);
        put(canvas, "ctrl C", DefaultEditorKit.copyAction, controller::copy, true);
        put(canvas, "ctrl V", DefaultEditorKit.pasteAction, controller::paste, false);
        put(canvas, "DELETE", DELETE, controller::delete, true);
    }

    private static void put(BoardCanvas canvas, String key, String name, Runnable command, boolean needsSelection) {
        AbstractAction action = new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                command.run();
            }
        };
        if (needsSelection) {
            action.setEnabled(canvas.selection().isPresent());
            canvas.addPropertyChangeListener(BoardCanvas.SELECTION_PROPERTY, e -> action.setEnabled(e.getNewValue() != null));
        }
        canvas.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key), name);
        canvas.getActionMap().put(name, action);
    }
}
