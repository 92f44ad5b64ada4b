package org.rallyworkbench.editor.board.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.event.UndoableEditEvent;
import javax.swing.undo.CompoundEdit;
import javax.swing.undo.UndoableEdit;
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
 *
 * <p>The history is the board's one undo history, shared by every view: the Design view's steps, and the runs of
 * typing in the Source view ({@link SourceText}), whose text the board follows without a step of its own. While a
 * Source text is attached, each step also changes that text, so undoing a step restores the text exactly as it was
 * and the typing before it still undoes where it was typed.
 */
@Messages("UNDO_EditSource=Edit Source")
public final class BoardModel {

    /** Hears about every change of board or modified state. */
    public interface Listener {
        void boardChanged(BoardModel model);
    }

    /** The board's open Source text, which follows the board's steps and whose typing the board follows. */
    public interface SourceText {
        /** Shows {@code text}, the board after a step; returns that change of the text, to undo with the step. */
        UndoableEdit show(String text);

        /** Whether the text differs from the file's: the board's one modified state while a text is attached. */
        boolean modified();

        /** The text as it stands: what a save writes. */
        String text();

        /** Reads the text typed so far into the board now. */
        void readBack();
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
    private SourceText source;

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

    /** With a Source text attached, whether that text differs from the file's (from the first key typed). */
    public boolean isModified() {
        if (source != null) {
            return source.modified();
        }
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
        record(EDIT_SOURCE, edit);
    }

    /** Sets the unparsed text (null: none) and its problems, for {@link SourceTextEdit}. */
    void restoreUnparsed(String text, List<Problem> why) {
        unparsedText = text;
        problems = List.copyOf(why);
        fire();
    }

    /** The text to write to the file: the attached Source text as it stands, else {@link #boardText()}. */
    public String textToSave() {
        return source != null ? source.text() : boardText();
    }

    /** The text this model stands for: the unparsed Source text if there is one, else the board's canonical XML. */
    public String boardText() {
        return unparsedText != null ? unparsedText : BoardXml.toXml(board);
    }

    /** {@code text} now shows in the Source view and follows this board's steps (null: none shows any more). */
    public void attachSource(SourceText text) {
        source = text;
    }

    /** The Source text changed (typed, or written by a step): whether the board is modified may have changed. */
    public void sourceTyped() {
        fire();
    }

    /** Reads text typed in the Source view into the board now, before it is saved or autosaved. */
    public void readTypedText() {
        if (source != null) {
            source.readBack();
        }
    }

    /**
     * The Source text reads as {@code parsed}: the board follows it. No step: the typing is the history's step.
     */
    public void followSource(Board parsed) {
        unparsedText = null;
        problems = List.of();
        board = parsed;
        fire();
    }

    /** The Source text does not read: it is kept as it is (it is what gets saved), with its problems. No step. */
    public void followUnparsed(String text, List<Problem> why) {
        unparsedText = Objects.requireNonNull(text);
        problems = List.copyOf(why);
        fire();
    }

    /** Runs a command: one undoable step named {@code name}. A command that changes nothing leaves no step. */
    public void apply(String name, Board after) {
        change(name, after).ifPresent(edit -> record(name, edit));
    }

    /** Puts one step into the history; with the Source text attached, together with the change it makes there. */
    private void record(String name, UndoableEdit edit) {
        UndoableEdit step = edit;
        if (source != null) {
            CompoundEdit both = new CompoundEdit() {      // named by the step, not by its text part
                @Override
                public String getPresentationName() {
                    return name;
                }

                @Override
                public String getUndoPresentationName() {
                    return edit.getUndoPresentationName();
                }

                @Override
                public String getRedoPresentationName() {
                    return edit.getRedoPresentationName();
                }
            };
            both.addEdit(edit);
            both.addEdit(source.show(boardText()));
            both.end();
            step = both;
        }
        undo.undoableEditHappened(new UndoableEditEvent(this, step));
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

    /** Whether a gesture is under way: its boards show live, and become a step only when it ends. */
    public boolean inGesture() {
        return gestureStart != null;
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
