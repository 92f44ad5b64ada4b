package org.rallyworkbench.editor.board.file;

import java.io.IOException;
import javax.swing.event.UndoableEditEvent;
import javax.swing.event.UndoableEditListener;
import org.openide.awt.UndoRedo;
import org.openide.cookies.EditCookie;
import org.openide.cookies.OpenCookie;
import org.openide.nodes.CookieSet;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.text.completion.SchemaVocabulary;
import org.rallyworkbench.editor.text.completion.TextReplacement;

/**
 * The editor support of a board file, the same kind as a scenario's ({@link XmlFileSupport}): its document is the
 * board's text, which the Source view edits and the Design view's steps write into ({@link BoardText}). What is the
 * board's own stays the board's, so there is one of each:
 * <ul>
 * <li>one history: the document's edits go to the board's undo history ({@link BoardText#edited}), which both views
 *     offer, instead of to an undo manager of the support's;</li>
 * <li>one modified state: the data object's, which follows whether the text differs from the file
 *     ({@link BoardText#modified}); the support takes no file lock when the text changes, only when it saves;</li>
 * <li>one save: {@link #saveDocument} reads what was typed into the board, writes the document's text atomically
 *     and marks the board saved;</li>
 * <li>one reload: the support's own, when another program changes the file; the board then reads the new text.</li>
 * </ul>
 * The document stays open while the board is: the model, the Design view and the tool windows read the board
 * from it.
 */
public final class BoardEditorSupport extends XmlFileSupport implements OpenCookie, EditCookie {

    private final BoardDataObject board;
    private UndoableEditListener editsTo = e -> { };     // until the board's text takes the document's edits

    BoardEditorSupport(BoardDataObject board, CookieSet cookies) {
        super(board, cookies, BoardMimeResolver.MIME, SchemaVocabulary::boards);
        this.board = board;
    }

    /** The document's edits go to {@code listener} (the board's text, which makes them steps of its history). */
    void sendEditsTo(UndoableEditListener listener) {
        editsTo = listener;
    }

    /** A completion chosen in the Source view is one step, as a run of typing is. */
    @Override
    protected TextReplacement completionEdits() {
        return (doc, start, length, text) -> board.text().replaceAsOneEdit(start, length, text);
    }

    /** The support's undo manager hears the document's edits and hands each to the board's text. */
    @Override
    protected UndoRedo.Manager createUndoRedoManager() {
        return new UndoRedo.Manager() {
            private static final long serialVersionUID = 1L;

            @Override
            public void undoableEditHappened(UndoableEditEvent e) {
                editsTo.undoableEditHappened(e);
            }
        };
    }

    /** The board's text decides whether the board is modified; no file lock is taken until a save needs one. */
    @Override
    protected boolean notifyModified() {
        return true;
    }

    /** Reads what was typed into the board first (on the event thread: Save All saves from another). */
    @Override
    public void saveDocument() throws IOException {
        board.readTypedText();
        super.saveDocument();
        board.text().saved(board.text().text());
    }

    /** The document lives as long as the board: the model and every view read the board from it. */
    @Override
    protected void notifyClosed() {
        // kept open
    }

    @Override
    public void open() {
        board.open();
    }

    @Override
    public void edit() {
        board.open();
    }

    @Override
    public boolean close() {
        TopComponent window = board.editorWindow();
        return window == null || !window.isOpened() || window.close();
    }
}
