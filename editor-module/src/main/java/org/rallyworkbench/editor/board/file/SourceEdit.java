package org.rallyworkbench.editor.board.file;

import java.util.function.Consumer;
import javax.swing.undo.AbstractUndoableEdit;
import javax.swing.undo.CannotRedoException;
import javax.swing.undo.CannotUndoException;
import javax.swing.undo.UndoableEdit;

/**
 * A change of the board's Source text as a step (or part of a step) of the board's history: a run of typing, or the
 * text following a Design step. Undone or redone as the program's own edit of the text, after which the view catches
 * up ({@code afterUndo}, {@code afterRedo}: the board reads the text, or the view notes which board the text shows).
 * A run of typing goes on as the document's typing edits do ({@code TypingEdit}), so a word typed is one step.
 */
final class SourceEdit extends AbstractUndoableEdit {

    private static final long serialVersionUID = 1L;

    private final transient UndoableEdit change;
    private final transient Consumer<Runnable> asProgram;
    private final transient Runnable afterUndo;
    private final transient Runnable afterRedo;

    SourceEdit(UndoableEdit change, Consumer<Runnable> asProgram, Runnable afterUndo, Runnable afterRedo) {
        this.change = change;
        this.asProgram = asProgram;
        this.afterUndo = afterUndo;
        this.afterRedo = afterRedo;
    }

    @Override
    public boolean addEdit(UndoableEdit next) {
        return next instanceof SourceEdit more && canUndo() && change.addEdit(more.change);
    }

    @Override
    public void undo() throws CannotUndoException {
        super.undo();
        asProgram.accept(change::undo);
        afterUndo.run();
    }

    @Override
    public void redo() throws CannotRedoException {
        super.redo();
        asProgram.accept(change::redo);
        afterRedo.run();
    }

    @Override
    public void die() {
        change.die();
        super.die();
    }

    @Override
    public boolean isSignificant() {
        return change.isSignificant();
    }

    @Override
    public String getPresentationName() {
        return change.getPresentationName();
    }
}
