package org.rallyworkbench.editor.board.design;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.text.DefaultEditorKit;

/**
 * The Design view's Cut, Copy, Paste and Delete, under the action map keys that the platform's Edit actions look
 * up, so Edit &gt; Cut, Copy, Paste and Delete work on the selection as their keys do; Cut, Copy and Delete are
 * enabled only while there is one. They go into the view's own action map, which the editor window consults when
 * a menu item is chosen (the focus may then be off the canvas), and into the canvas's, for its keys.
 */
final class SelectionEditActions {

    /** The action map key of the platform's Delete action ({@code org.openide.actions.DeleteAction}). */
    static final String DELETE = "delete";

    private SelectionEditActions() {
    }

    static void install(JComponent view, BoardCanvas canvas, DesignController controller) {
        put(view, canvas, DesignKey.CUT, DefaultEditorKit.cutAction, controller::cut, true);
        put(view, canvas, DesignKey.COPY, DefaultEditorKit.copyAction, controller::copy, true);
        put(view, canvas, DesignKey.PASTE, DefaultEditorKit.pasteAction, controller::paste, false);
        put(view, canvas, DesignKey.DELETE, DELETE, controller::delete, true);
    }

    private static void put(JComponent view, BoardCanvas canvas, DesignKey key, String name, Runnable command,
            boolean needsSelection) {
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
        canvas.getInputMap(JComponent.WHEN_FOCUSED).put(key.keyStroke(), name);
        canvas.getActionMap().put(name, action);
        view.getActionMap().put(name, action);
    }
}
