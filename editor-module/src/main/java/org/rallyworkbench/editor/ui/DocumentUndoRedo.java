package org.rallyworkbench.editor.ui;

import java.awt.event.ActionEvent;
import java.beans.PropertyChangeListener;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.event.ChangeListener;
import org.openide.awt.UndoRedo;
import org.openide.util.ImageUtilities;
import org.openide.util.NbBundle.Messages;
import org.openide.util.WeakListeners;
import org.openide.windows.Mode;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * Edit &gt; Undo and Redo (menu, toolbar, Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z) on the last active document: the activated
 * window when it is a document, else the one selected in the editor area. The platform's own actions undo in the
 * activated window only, so they went grey as soon as the Issues, Test Results or Properties window had the focus.
 */
@Messages({
    "CTL_Undo=&Undo",
    "CTL_Redo=&Redo",
    "# {0} - what undo does", "CTL_UndoWhat=&Undo {0}",
    "# {0} - what redo does", "CTL_RedoWhat=&Redo {0}"
})
public final class DocumentUndoRedo extends AbstractAction {

    private final boolean undo;
    private final ChangeListener undoRedoChanged = e -> update();
    private final PropertyChangeListener registryChanged = e -> update();
    private UndoRedo watched = UndoRedo.NONE;

    private DocumentUndoRedo(boolean undo) {
        this.undo = undo;
        putValue("iconBase", undo ? "org/openide/resources/actions/undo.gif" : "org/openide/resources/actions/redo.gif");
        putValue(SMALL_ICON, ImageUtilities.loadImageIcon(
                undo ? "org/openide/resources/actions/undo.gif" : "org/openide/resources/actions/redo.gif", false));
        putValue("noIconInMenu", Boolean.TRUE);
        TopComponent.getRegistry().addPropertyChangeListener(
                WeakListeners.propertyChange(registryChanged, TopComponent.getRegistry()));
        update();
    }

    /** The Undo action (layer: Actions/Edit/org-rallyworkbench-editor-ui-DocumentUndo.instance). */
    public static Action undo() {
        return new DocumentUndoRedo(true);
    }

    /** The Redo action (layer: Actions/Edit/org-rallyworkbench-editor-ui-DocumentRedo.instance). */
    public static Action redo() {
        return new DocumentUndoRedo(false);
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        UndoRedo u = current();
        if (undo && u.canUndo()) {
            u.undo();
        } else if (!undo && u.canRedo()) {
            u.redo();
        }
        update();
    }

    /** Follows the document's UndoRedo: enabled when it can, named after what it would do. */
    private void update() {
        UndoRedo now = current();
        if (now != watched) {
            watched.removeChangeListener(undoRedoChanged);
            watched = now;
            watched.addChangeListener(undoRedoChanged);
        }
        boolean can = undo ? now.canUndo() : now.canRedo();
        setEnabled(can);
        String what = can ? (undo ? now.getUndoPresentationName() : now.getRedoPresentationName()) : "";
        putValue(NAME, name(undo, what));
        putValue(SHORT_DESCRIPTION, stripMnemonic(name(undo, what)));
    }

    /** "Undo", or "Undo Paint Pit" when the UndoRedo names its step (its names start with "Undo"/"Redo"). */
    static String name(boolean undo, String presentation) {
        String prefix = undo ? "Undo" : "Redo";
        String what = presentation == null ? "" : presentation.startsWith(prefix)
                ? presentation.substring(prefix.length()).trim() : presentation.trim();
        if (what.isEmpty()) {
            return undo ? Bundle.CTL_Undo() : Bundle.CTL_Redo();
        }
        return undo ? Bundle.CTL_UndoWhat(what) : Bundle.CTL_RedoWhat(what);
    }

    private static String stripMnemonic(String s) {
        return s.replace("&", "");
    }

    /** The UndoRedo of the last active document, or NONE. */
    static UndoRedo current() {
        TopComponent document = documentWindow(TopComponent.getRegistry().getActivated());
        UndoRedo u = document == null ? null : document.getUndoRedo();
        return u == null ? UndoRedo.NONE : u;
    }

    /** The activated window if it is a document, else the one selected in the editor area. */
    static TopComponent documentWindow(TopComponent activated) {
        WindowManager wm = WindowManager.getDefault();
        if (activated != null && wm.isEditorTopComponent(activated)) {
            return activated;
        }
        Mode editors = wm.findMode("editor");
        return editors == null ? null : editors.getSelectedTopComponent();
    }
}
