package org.rallyworkbench.editor.board.file;

import java.awt.event.ActionEvent;
import java.io.IOException;
import javax.swing.AbstractAction;
import javax.swing.Action;
import org.netbeans.core.spi.multiview.CloseOperationState;
import org.netbeans.core.spi.multiview.MultiViewElementCallback;
import org.netbeans.core.spi.multiview.MultiViewFactory;
import org.openide.util.Exceptions;
import org.openide.util.NbBundle.Messages;

/**
 * What both views of a board show about the window: the title with its modified marker, and the
 * warning when a modified board is closed.
 */
@Messages({
    "CTL_CloseSave=Save",
    "CTL_CloseDiscard=Discard",
    "# {0} - file name",
    "MSG_UnsavedChanges={0} has unsaved changes. Save them?"
})
final class EditorWindowState {

    private final BoardDataObject dataObject;
    private MultiViewElementCallback callback;

    EditorWindowState(BoardDataObject dataObject) {
        this.dataObject = dataObject;
    }

    void setCallback(MultiViewElementCallback callback) {
        this.callback = callback;
    }

    void opened() {
        update(dataObject.model().isModified());
    }

    /** The window closed: its undo history goes with it, so a reopened board cannot undo into the last session. */
    void closed() {
        dataObject.model().undoRedo().discardAllEdits();
    }

    /** A modified board's name is bold with a star, as NetBeans marks unsaved editors. */
    void update(boolean modified) {
        if (callback == null) {
            return;
        }
        String name = dataObject.getPrimaryFile().getNameExt();
        callback.updateTitle(modified ? name + " *" : name);
        callback.getTopComponent().setHtmlDisplayName(modified ? "<html><b>" + name + " *</b>" : null);
    }

    /** Saves, reporting a failure to the user rather than losing it. */
    static void save(BoardDataObject dataObject) {
        try {
            dataObject.save();
        } catch (IOException ex) {
            Exceptions.printStackTrace(ex);
        }
    }

    /** Closing a modified board asks to save, discard or cancel (the MultiView window shows the dialog). */
    CloseOperationState closeState() {
        if (!dataObject.model().isModified()) {
            return CloseOperationState.STATE_OK;
        }
        AbstractAction saveAction = new AbstractAction(Bundle.CTL_CloseSave()) {
                    @Override
                    public void actionPerformed(ActionEvent e) {
                        save(dataObject);
                    }
                };
        // the close dialog shows this as its question
        saveAction.putValue(Action.LONG_DESCRIPTION, Bundle.MSG_UnsavedChanges(dataObject.getPrimaryFile().getNameExt()));
        return MultiViewFactory.createUnsafeCloseState(dataObject.getPrimaryFile().getNameExt(), saveAction,
                new AbstractAction(Bundle.CTL_CloseDiscard()) {
                    @Override
                    public void actionPerformed(ActionEvent e) {
                        dataObject.discardChanges();
                    }
                });
    }
}
