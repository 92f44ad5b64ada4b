package org.rallyworkbench.editor.board.source;

import java.util.function.BooleanSupplier;
import javax.swing.event.ChangeListener;
import javax.swing.undo.CannotRedoException;
import javax.swing.undo.CannotUndoException;
import org.openide.awt.UndoRedo;
import org.openide.util.ChangeSupport;
import org.openide.util.NbBundle.Messages;

/**
 * The board's undo history as its Source view offers it. Text typed there is read back into the model when the
 * user pauses; Undo before that pause used to take back the edit before the typing, leaving the typing on screen.
 * Here pending text is read back first, so Undo takes back what was just typed.
 */
@Messages({
    "LBL_UndoEditSource=Undo Edit Source"
})
final class SourceUndoRedo implements UndoRedo {

    private final UndoRedo.Manager history;
    private final BooleanSupplier pending;
    private final Runnable readBack;
    private final ChangeSupport changes = new ChangeSupport(this);

    /** {@code pending}: typed text not yet read back; {@code readBack}: reads it into {@code history}'s model. */
    SourceUndoRedo(UndoRedo.Manager history, BooleanSupplier pending, Runnable readBack) {
        this.history = history;
        this.pending = pending;
        this.readBack = readBack;
    }

    /** The Source text was typed in (or read back): Undo's enabled state may change. */
    void pendingChanged() {
        changes.fireChange();
    }

    @Override
    public boolean canUndo() {
        return pending.getAsBoolean() || history.canUndo();
    }

    @Override
    public boolean canRedo() {
        return !pending.getAsBoolean() && history.canRedo();
    }

    @Override
    public void undo() throws CannotUndoException {
        readBack.run();
        if (history.canUndo()) {       // text that does not read is kept, not a step of the history
            history.undo();
        }
    }

    @Override
    public void redo() throws CannotRedoException {
        history.redo();
    }

    @Override
    public void addChangeListener(ChangeListener l) {
        history.addChangeListener(l);
        changes.addChangeListener(l);
    }

    @Override
    public void removeChangeListener(ChangeListener l) {
        history.removeChangeListener(l);
        changes.removeChangeListener(l);
    }

    @Override
    public String getUndoPresentationName() {
        return pending.getAsBoolean() ? Bundle.LBL_UndoEditSource() : history.getUndoPresentationName();
    }

    @Override
    public String getRedoPresentationName() {
        return history.getRedoPresentationName();
    }
}
