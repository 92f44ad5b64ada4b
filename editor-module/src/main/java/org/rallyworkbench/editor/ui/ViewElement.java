package org.rallyworkbench.editor.ui;

import java.awt.LayoutManager;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JToolBar;
import org.netbeans.core.spi.multiview.CloseOperationState;
import org.netbeans.core.spi.multiview.MultiViewElement;
import org.netbeans.core.spi.multiview.MultiViewElementCallback;

/**
 * What every view of a board or scenario editor repeats: the panel is the view, it has a toolbar that does not
 * float, it keeps its MultiView callback for the window's default actions, and it may close. A view overrides only
 * the lifecycle hooks it needs; its lookup and its undo history are its own.
 */
public abstract class ViewElement extends JPanel implements MultiViewElement {

    private final JToolBar toolbar = new JToolBar();
    private MultiViewElementCallback callback;

    protected ViewElement(LayoutManager layout) {
        super(layout);
        toolbar.setFloatable(false);
    }

    /** The toolbar above the view, for the view to fill. */
    protected final JToolBar toolbar() {
        return toolbar;
    }

    /** The window's callback, once the MultiView window has handed it over. */
    protected final Optional<MultiViewElementCallback> callback() {
        return Optional.ofNullable(callback);
    }

    @Override
    public final JComponent getVisualRepresentation() {
        return this;
    }

    @Override
    public final JComponent getToolbarRepresentation() {
        return toolbar;
    }

    @Override
    public Action[] getActions() {
        return callback == null ? new Action[0] : callback.createDefaultActions();
    }

    @Override
    public void setMultiViewCallback(MultiViewElementCallback callback) {
        this.callback = callback;
    }

    @Override
    public void componentOpened() {
    }

    @Override
    public void componentClosed() {
    }

    @Override
    public void componentShowing() {
    }

    @Override
    public void componentHidden() {
    }

    @Override
    public void componentActivated() {
    }

    @Override
    public void componentDeactivated() {
    }

    @Override
    public CloseOperationState canCloseElement() {
        return CloseOperationState.STATE_OK;
    }
}
