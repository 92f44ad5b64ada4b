package org.rallyworkbench.editor.board.file;

import java.awt.BorderLayout;
import javax.swing.SwingUtilities;
import org.netbeans.core.spi.multiview.CloseOperationState;
import org.netbeans.core.spi.multiview.MultiViewElementCallback;
import org.openide.util.Lookup;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.ui.ViewElement;

/**
 * What the Design and Source views of a board share: the board's file and model, following the model while the
 * window is open, the title with its modified marker, and the question when a modified board is closed.
 */
public abstract class BoardViewElement extends ViewElement {

    protected final BoardDataObject dataObject;
    protected final BoardModel model;
    private final EditorWindowState windowState;
    private final BoardModel.Listener listener = m -> SwingUtilities.invokeLater(this::modelChanged);

    protected BoardViewElement(Lookup context) {
        super(new BorderLayout());
        dataObject = context.lookup(BoardDataObject.class);
        model = dataObject.model();
        windowState = new EditorWindowState(dataObject);
    }

    /** The model changed (an edit, undo, reload), or the view is about to show: show what it holds now. */
    protected abstract void modelChanged();

    /** The title follows whether the board differs from its file. */
    protected final void updateTitle() {
        windowState.update(model.isModified());
    }

    /** Saves the board, reporting a failure to the user. */
    protected final void save() {
        EditorWindowState.save(dataObject);
    }

    @Override
    public void setMultiViewCallback(MultiViewElementCallback callback) {
        super.setMultiViewCallback(callback);
        windowState.setCallback(callback);
    }

    @Override
    public void componentOpened() {
        model.addListener(listener);
        windowState.opened();
    }

    @Override
    public void componentClosed() {
        model.removeListener(listener);
        windowState.closed();
    }

    @Override
    public void componentShowing() {
        modelChanged();
    }

    @Override
    public CloseOperationState canCloseElement() {
        return windowState.closeState();
    }
}
