package org.rallyworkbench.editor.text;

import java.util.ArrayList;
import java.util.List;
import javax.swing.undo.AbstractUndoableEdit;
import javax.swing.undo.CannotRedoException;
import javax.swing.undo.CannotUndoException;
import javax.swing.undo.UndoableEdit;
import org.openide.util.NbBundle.Messages;

/**
 * One step of a {@link TypingDocument}'s undo history: a change of its text, which takes in the next change
 * while the user types on. A character typed at the end of a run of typed characters joins it; a character
 * removed just before (Backspace) or at (Delete) a run of single removals joins it. A newline, a paste, a
 * change elsewhere or a change of the other kind starts a new step. An undo manager asks {@link #addEdit}.
 */
@Messages({
    "LBL_Typing=Typing",
    "LBL_Deleting=Delete"
})
final class TypingEdit extends AbstractUndoableEdit {

    private static final long serialVersionUID = 1L;

    enum Kind { INSERTION, REMOVAL }

    private final List<UndoableEdit> parts = new ArrayList<>();
    private final Kind kind;
    private final boolean single;     // one character, not a newline: the kind of change a run is made of
    private int start;                // insertion: where the run begins; removal: where the caret now stands
    private int end;                  // insertion: where the run ends (the caret)

    TypingEdit(UndoableEdit change, Kind kind, int offset, String text) {
        parts.add(change);
        this.kind = kind;
        this.single = text.length() == 1 && text.charAt(0) != '\n';
        this.start = offset;
        this.end = kind == Kind.INSERTION ? offset + text.length() : offset;
    }

    @Override
    public boolean addEdit(UndoableEdit next) {
        if (!(next instanceof TypingEdit t) || !single || !t.single || t.kind != kind || !canUndo()) {
            return false;
        }
        if (kind == Kind.INSERTION && t.start == end) {
            end = t.end;
        } else if (kind == Kind.REMOVAL && (t.start == start - 1 || t.start == start)) {
            start = t.start;
        } else {
            return false;
        }
        parts.addAll(t.parts);
        return true;
    }

    @Override
    public void undo() throws CannotUndoException {
        super.undo();
        for (int i = parts.size() - 1; i >= 0; i--) {
            parts.get(i).undo();
        }
    }

    @Override
    public void redo() throws CannotRedoException {
        super.redo();
        for (UndoableEdit part : parts) {
            part.redo();
        }
    }

    @Override
    public void die() {
        parts.forEach(UndoableEdit::die);
        super.die();
    }

    @Override
    public boolean isSignificant() {
        return parts.stream().anyMatch(UndoableEdit::isSignificant);
    }

    @Override
    public String getPresentationName() {
        return kind == Kind.INSERTION ? Bundle.LBL_Typing() : Bundle.LBL_Deleting();   // Edit > Undo Typing
    }
}
