package org.rallyworkbench.editor.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.openide.awt.UndoRedo;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.Problem;

/**
 * The document model of one open board: the current immutable {@link Board}, the undo history of the
 * commands that made it, and whether it differs from the saved file. Both editor views and the tool
 * windows work on this one object. Used on the event thread.
 *
 * <p>A gesture (a drag) shows its boards live through {@link #preview} and ends with one
 * {@link #commit}, so the whole gesture is one undoable step.
 */
public final class BoardModel {

    /** Hears about every change of board or modified state. */
    public interface Listener {
        void boardChanged(BoardModel model);
    }

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

    /** The Source view holds text that does not read: keep it (it is what gets saved) and its problems. */
    public void setUnparsed(String text, List<Problem> why) {
        unparsedText = Objects.requireNonNull(text);
        problems = List.copyOf(why);
        fire();
    }

    /** The text to write to the file: the unparsed Source text if there is one, else the canonical XML. */
    public String textToSave() {
        return unparsedText != null ? unparsedText : BoardXml.toXml(board);
    }

    /** The Source text read as {@code parsed}: one undoable step, and no unparsed text any more. */
    public void sourceParsed(Board parsed) {
        unparsedText = null;
        problems = List.of();
        apply("Edit Source", parsed);
        fire();
    }

    /** Runs a command: one undoable step named {@code name}. A command that changes nothing leaves no step. */
    public void apply(String name, Board after) {
        Board before = gestureStart != null ? gestureStart : board;
        gestureStart = null;
        if (after.equals(before)) {
            replace(before);
            return;
        }
        replace(after);
        undo.undoableEditHappened(new javax.swing.event.UndoableEditEvent(this, new BoardEdit(this, name, before, after)));
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
