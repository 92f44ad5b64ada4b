package org.rallyworkbench.editor.board.file;

import java.awt.EventQueue;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.event.UndoableEditEvent;
import javax.swing.text.BadLocationException;
import javax.swing.text.Document;
import javax.swing.text.JTextComponent;
import javax.swing.text.StyledDocument;
import javax.swing.undo.CompoundEdit;
import javax.swing.undo.UndoableEdit;
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.text.DocumentEdit;
import org.rallyworkbench.editor.text.FollowText;
import org.rallyworkbench.editor.text.TextChanges;
import org.rallyworkbench.editor.text.UndoableReplace;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;

/**
 * An open board's text: the document of its editor support ({@link BoardEditorSupport}), which is the file's text
 * with every comment and space, and which the board follows. Attached to the board's model for as long as the board
 * is open, whether its Source view shows or not:
 * <ul>
 * <li>each Design step writes the board's XML into the document, only the part that differs, as part of the step
 *     ({@link #show}), so Undo of the step restores the text exactly as it was;</li>
 * <li>typing is steps of the board's one history (a run of typing one step, {@link SourceEdit}); the board reads the
 *     text once the user pauses, before a save or autosave, and at once after Undo of typing;</li>
 * <li>the board is modified exactly when the document differs from the file's text ({@link #modified}), which is
 *     what a save writes ({@link #text}).</li>
 * </ul>
 * Used on the event thread, except {@link #text} and {@link #modified}, which any thread may ask.
 */
final class BoardText implements BoardModel.SourceText {

    private static final int IDLE_MS = 700;

    private final BoardModel model;
    private final StyledDocument document;
    private final String fileName;
    private final FollowText typing = new FollowText(IDLE_MS, this::read);
    private final List<JTextComponent> views = new CopyOnWriteArrayList<>();
    private volatile String current;      // the document's text, read again after each change
    private volatile String savedText;    // what the file holds: the text last loaded or saved
    private boolean programEdit;          // the text is changed by the program, not typed: no step of its own
    private CompoundEdit capture;         // while set, the document's edits are collected here
    private boolean typingNoticed;        // the model heard that this run of typing began

    BoardText(BoardModel model, StyledDocument document, String fileName) {
        this.model = model;
        this.document = document;
        this.fileName = fileName;
        document.addDocumentListener(TextChanges.listener(() -> current = null));
        typing.onEachChange(this::typed);
    }

    /** {@code view} shows this text (the Source view): the program's own changes leave its caret where it was. */
    void shownIn(JTextComponent view) {
        views.add(view);
    }

    void notShownIn(JTextComponent view) {
        views.remove(view);
    }

    /** The editor support's document. */
    StyledDocument document() {
        return document;
    }

    /** The document holds the file's text (just opened or reloaded): the board reads it, and is not modified. */
    void loaded() {
        typing.follow(document);      // nothing typed is pending
        savedText = text();
        ReadResult<Board> result = BoardLoader.load(savedText, fileName);
        if (result instanceof ReadResult.Read<Board> read) {
            model.reset(read.value());
        } else if (result instanceof ReadResult.Failed<Board> failed) {
            model.reset(model.board());
            model.followUnparsed(savedText, failed.problems());
        }
        model.markSaved();
    }

    /** The document's text was written to the file. */
    void saved(String written) {
        savedText = written;
        model.markSaved();
    }

    /** Puts {@code fileText} back into the document (Discard on closing): the file's text, no step, unmodified. */
    void discard(String fileText) {
        // the change is dropped: the history goes, as the file is taken back
        asProgram(() -> keepingCarets(() -> collectedReplace(fileText).die()));
        model.undoRedo().discardAllEdits();
        loaded();
    }

    /** Each edit the document reports (the editor support hands them here): a step of the board's history. */
    void edited(UndoableEditEvent e) {
        if (capture != null) {
            capture.addEdit(e.getEdit());
        } else if (!programEdit) {
            model.undoRedo().undoableEditHappened(new UndoableEditEvent(this,
                    new SourceEdit(e.getEdit(), this::asProgram, this::readNow, this::readNow)));
        }
    }

    /** Replaces a stretch of the text as the user's one edit (a completion chosen): one step, as typing is. */
    void replaceAsOneEdit(int start, int length, String text) throws BadLocationException {
        CompoundEdit edit = collected(() -> UndoableReplace.removeAndInsert(document, start, length, text));
        if (edit.isSignificant()) {
            edited(new UndoableEditEvent(document, edit));
        }
    }

    /** A step of the board: the text shows it too, and that change goes into the step, to be undone with it. */
    @Override
    public UndoableEdit show(String newText) {
        UndoableEdit[] change = new UndoableEdit[1];
        asProgram(() -> keepingCarets(() -> change[0] = collectedReplace(newText)));
        model.sourceTyped();              // the text changed after the board: whether it is modified may have too
        return new SourceEdit(change[0], this::asProgram, model::sourceTyped, model::sourceTyped);
    }

    @Override
    public boolean modified() {
        return !text().equals(savedText);
    }

    @Override
    public String text() {
        String text = current;
        if (text == null) {
            String[] read = new String[1];
            document.render(() -> read[0] = textOf(document));
            text = read[0];
            current = text;
        }
        return text;
    }

    /** Reads the text typed so far into the board now, if there is any. */
    @Override
    public void readBack() {
        typing.flush();
    }

    /** Whether text was typed that the board does not follow yet. */
    boolean typing() {
        return typing.pending();
    }

    private void typed() {
        current = null;                   // this listener may hear of the change before the one that forgets the text
        if (!EventQueue.isDispatchThread()) {
            return;                       // the support reloading the file: the board reads it when that ends
        }
        if (!typingNoticed) {
            typingNoticed = true;
            model.sourceTyped();          // modified from the first key: the title, Save and autosave follow
        }
    }

    /** After Undo or Redo of typing the board follows at once, with whatever was typed before it. */
    private void readNow() {
        if (typing.pending()) {
            typing.flush();
        } else {
            read();
        }
    }

    private void read() {
        typingNoticed = false;
        String source = text();
        ReadResult<Board> result = BoardLoader.load(source, fileName);
        if (result instanceof ReadResult.Read<Board> loaded) {
            model.followSource(loaded.value());
        } else if (result instanceof ReadResult.Failed<Board> failed) {
            model.followUnparsed(source, failed.problems());
        }
    }

    private UndoableEdit collectedReplace(String newText) {
        return collected(() -> replace(newText));
    }

    /** Runs {@code edit} on the document and hands back what it changed as one edit, instead of to the history. */
    private CompoundEdit collected(TextEdit edit) {
        CompoundEdit before = capture;
        CompoundEdit compound = new CompoundEdit();
        capture = compound;
        try {
            edit.run();
        } catch (BadLocationException e) {
            throw new IllegalStateException("the change was measured on this very text", e);
        } finally {
            capture = before;
            compound.end();
        }
        return compound;
    }

    /** Replaces only the part of the text that differs, so carets and the steps typed before stay where they were. */
    private void replace(String newText) throws BadLocationException {
        DocumentEdit.Change change = DocumentEdit.change(text(), newText);
        UndoableReplace.removeAndInsert(document, change.start(), change.length(), change.text());
    }

    /** A change that is not the user's leaves the carets where they were (as far as the text still reaches). */
    private void keepingCarets(Runnable edit) {
        Map<JTextComponent, Integer> carets = new HashMap<>();
        views.forEach(v -> carets.put(v, v.getCaretPosition()));
        try {
            edit.run();
        } finally {
            carets.forEach((v, at) -> v.setCaretPosition(Math.min(at, document.getLength())));
        }
    }

    /** Changes the text as the program's own edit: neither a step of its own nor typing for the board to follow. */
    private void asProgram(Runnable edit) {
        boolean before = programEdit;
        programEdit = true;
        try {
            typing.withoutFollowing(edit);
        } finally {
            programEdit = before;
        }
    }

    private static String textOf(Document doc) {
        try {
            return doc.getText(0, doc.getLength());
        } catch (BadLocationException e) {
            throw new IllegalStateException("the whole of a document is in it", e);
        }
    }

    /** An edit of the document. */
    private interface TextEdit {
        void run() throws BadLocationException;
    }
}
