package org.rallyworkbench.editor.board.model;

import java.util.List;
import javax.swing.undo.AbstractUndoableEdit;
import javax.swing.undo.CannotRedoException;
import javax.swing.undo.CannotUndoException;
import org.rallyworkbench.engine.model.Problem;

/**
 * One undoable step of Source text that does not read as a board: the unparsed text (null: none, the board's
 * own XML shows) and its problems before and after. Without it, Undo passed over such text and took back the
 * board edit behind it, leaving the broken text on screen.
 */
final class SourceTextEdit extends AbstractUndoableEdit {

    private static final long serialVersionUID = 1L;

    private final transient BoardModel model;
    private final String before;
    private final transient List<Problem> problemsBefore;
    private final String after;
    private final transient List<Problem> problemsAfter;

    SourceTextEdit(BoardModel model, String before, List<Problem> problemsBefore, String after,
                   List<Problem> problemsAfter) {
        this.model = model;
        this.before = before;
        this.problemsBefore = problemsBefore;
        this.after = after;
        this.problemsAfter = problemsAfter;
    }

    @Override
    public void undo() throws CannotUndoException {
        super.undo();
        model.restoreUnparsed(before, problemsBefore);
    }

    @Override
    public void redo() throws CannotRedoException {
        super.redo();
        model.restoreUnparsed(after, problemsAfter);
    }

    @Override
    public String getPresentationName() {
        return BoardModel.EDIT_SOURCE;
    }
}
