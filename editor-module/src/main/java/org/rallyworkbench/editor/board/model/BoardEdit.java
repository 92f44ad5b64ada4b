package org.rallyworkbench.editor.board.model;

import javax.swing.undo.AbstractUndoableEdit;
import javax.swing.undo.CannotRedoException;
import javax.swing.undo.CannotUndoException;
import org.rallyworkbench.engine.model.Board;

/**
 * One undoable step: the board before and after a command. Boards are immutable, so keeping both is
 * cheap and undo can never drift from what the command did.
 */
final class BoardEdit extends AbstractUndoableEdit {

    private static final long serialVersionUID = 1L;

    private final transient BoardModel model;
    private final String name;
    private final transient Board before;
    private final transient Board after;

    BoardEdit(BoardModel model, String name, Board before, Board after) {
        this.model = model;
        this.name = name;
        this.before = before;
        this.after = after;
    }

    @Override
    public void undo() throws CannotUndoException {
        super.undo();
        model.replace(before);
    }

    @Override
    public void redo() throws CannotRedoException {
        super.redo();
        model.replace(after);
    }

    @Override
    public String getPresentationName() {
        return name;
    }
}
