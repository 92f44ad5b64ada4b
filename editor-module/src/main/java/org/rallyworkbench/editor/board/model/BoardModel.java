package org.rallyworkbench.editor.board.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.event.UndoableEditEvent;
import javax.swing.undo.CompoundEdit;
import org.openide.awt.UndoRedo;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.model.Problem;

/**
 * The document model of one open board: the current immutable {@link Board}, the undo history of the
 * commands that made it, and whether it differs from the saved file. Both editor views and the tool
 * windows work on this one object. Used on the event thread.
 *
 * <p>A gesture (a drag) shows its boards live through {@link #preview} and ends with one
 * {@link #commit}, so the whole gesture is one undoable step.
 */
@Messages("UNDO_EditSource=Edit Source")
public final class BoardModel {

    /** Hears about every change of board or modified state. */
    public interface Listener {
        void boardChanged(BoardModel model);
    }

    static final String EDIT_SOURCE = Bundle.UNDO_EditSource();

    private final UndoRedo.Manager undo = new UndoRedo.Manager();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private Board board;
    private Board saved;
    private String savedText;
    private Board gestureStart;
    private String unparsedText;      // Source text that does not read as a board: kept, so nothing typed is lost
    private List<Problem> problems = List.of();

    public BoardModel(Board board) {
        this.board = Objects.requireNonNull(board);
        this.saved = board;
        undo.setLimit(1000);
    }

    public Board board() {
        return board;
    }

    public UndoRedo.Manager undoRedo() {
        return undo;
    }

    public boolean isModified() {
        return unparsedText != null ? !unparsedText.equals(savedText) : !board.equals(saved);
    }

    /** The Source text that does not read as a board, if the Source view holds such text. */
    public Optional<String> unparsedText() {
        return Optional.ofNullable(unparsedText);
    }

    /** Why {@link #unparsedText()} does not read; empty when there is no such text. */
    public List<Problem> problems() {
        return problems;
    }

    /**
     * The Source view holds text that does not read: keep it (it is what gets saved) and its problems, as one
     * undoable step.
     */
    public void setUnparsed(String text, List<Problem> why) {
        Objects.requireNonNull(text);
        if (text.equals(unparsedText)) {
            return;
        }
        SourceTextEdit edit = new SourceTextEdit(this, unparsedText, problems, text, List.copyOf(why));
        restoreUnparsed(text, why);
        undo.undoableEditHappened(new UndoableEditEvent(this, edit));
    }

    /** Sets the unparsed text (null: none) and its problems, for {@link SourceTextEdit}. */
    void restoreUnparsed(String text, List<Problem> why) {
        unparsedText = text;
        problems = List.copyOf(why);
        fire();
    }

    /** The text to write to the file: the unparsed Source text if there is one, else the canonical XML. */
    public String textToSave() {
        return unparsedText != null ? unparsedText : BoardXml.toXml(board);
    }

    /**
     * The Source text read as {@code parsed}: one undoable step, and no unparsed text any more (repairing
     * unparsed text is part of that step, so Undo shows the broken text again).
     */
    public void sourceParsed(Board parsed) {
        if (unparsedText == null) {
            apply(EDIT_SOURCE, parsed);
            return;
        }
        CompoundEdit step = new CompoundEdit() {
            @Override
            public String getPresentationName() {
                return EDIT_SOURCE;
            }
        };
        step.addEdit(new SourceTextEdit(this, unparsedText, problems, null, List.of()));
        unparsedText = null;
        problems = List.of();
        change(EDIT_SOURCE, parsed).ifPresent(step::addEdit);
        step.end();
        fire();
        undo.undoableEditHappened(new UndoableEditEvent(this, step));
    }

    /** Runs a command: one undoable step named {@code name}. A command that changes nothing leaves no step. */
    public void apply(String name, Board after) {
        change(name, after).ifPresent(edit -> undo.undoableEditHappened(new UndoableEditEvent(this, edit)));
    }

    /** Shows {@code after}; the step from the board before (or from where a gesture began), if anything changed. */
    private Optional<BoardEdit> change(String name, Board after) {
        Board before = gestureStart != null ? gestureStart : board;
        gestureStart = null;
        if (after.equals(before)) {
            replace(before);
            return Optional.empty();
        }
        replace(after);
        return Optional.of(new BoardEdit(this, name, before, after));
    }

    /** Shows an intermediate board of a gesture; nothing goes into the history until {@link #commit}. */
    public void preview(Board during) {
        if (gestureStart == null) {
            gestureStart = board;
        }
        replace(during);
    }

    /** Ends a gesture: the board now shown becomes one undoable step from where the gesture began. */
    public void commit(String name) {
        apply(name, board);
    }

    /** Abandons a gesture, back to where it began. */
    public void cancelGesture() {
        if (gestureStart != null) {
            replace(gestureStart);
            gestureStart = null;
        }
    }

    /** The board was saved as it is now (or loaded from disk): it is no longer modified. */
    public void markSaved() {
        saved = unparsedText == null ? board : null;   // a file holding unparsed text matches no board
        savedText = unparsedText;
        fire();
    }

    /** The file changed under us and we take its board: history and modified state start afresh. */
    public void reset(Board fromDisk) {
        undo.discardAllEdits();
        unparsedText = null;
        problems = List.of();
        gestureStart = null;
        board = fromDisk;
        saved = fromDisk;
        savedText = null;
        fire();
    }

    void replace(Board newBoard) {
        if (newBoard != board) {
            board = newBoard;
            fire();
        }
    }

    public void addListener(Listener l) {
        listeners.add(l);
    }

    public void removeListener(Listener l) {
        listeners.remove(l);
    }

    private void fire() {
        listeners.forEach(l -> l.boardChanged(this));
    }
}
