package org.rallyworkbench.editor.board.source;

import java.awt.BorderLayout;
import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.JEditorPane;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.KeyStroke;
import javax.swing.event.UndoableEditEvent;
import javax.swing.text.AbstractDocument;
import javax.swing.text.BadLocationException;
import javax.swing.undo.UndoableEdit;
import org.netbeans.core.spi.multiview.CloseOperationState;
import org.netbeans.core.spi.multiview.MultiViewElement;
import org.openide.awt.UndoRedo;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.Lookups;
import org.openide.util.lookup.ProxyLookup;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.file.BoardMimeResolver;
import org.rallyworkbench.editor.board.file.BoardViewElement;
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.text.DocumentEdit;
import org.rallyworkbench.editor.text.FollowText;
import org.rallyworkbench.editor.text.LineNumbers;
import org.rallyworkbench.editor.text.UndoableReplace;
import org.rallyworkbench.editor.text.XmlColouringKit;
import org.rallyworkbench.editor.text.completion.SchemaVocabulary;
import org.rallyworkbench.editor.text.completion.XmlCompletion;
import org.rallyworkbench.editor.ui.LineCaret;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * The Source tab: the board's XML, in the same editor as a scenario's Source view (the XML colouring kit, line
 * numbers, schema completion). Its undo is the board's one history, which the Design view shares: a run of typing
 * is one step of it, as in any NetBeans editor, and each Design step also changes this text, so Undo in either view
 * takes back the last thing done, typed or painted. The board follows the text when the user pauses typing
 * ({@link FollowText}, as the scenario's Design view follows its text), when the tab is left, before a save and after
 * Undo; text that does not read is kept as it is (and saved as it is) with its problems listed below.
 */
@Messages("LBL_Board_SOURCE=Source")
@MultiViewElement.Registration(displayName = "#LBL_Board_SOURCE", iconBase = BoardDataObject.ICON,
        mimeType = BoardMimeResolver.MIME, persistenceType = TopComponent.PERSISTENCE_NEVER,
        preferredID = "rally.board.source", position = 2000)
public final class BoardSourceElement extends BoardViewElement implements BoardModel.SourceText {

    private static final int IDLE_MS = 700;

    private final JEditorPane text = new JEditorPane();
    private final JList<Problem> problemList = new JList<>();
    private final FollowText typing = new FollowText(IDLE_MS, this::readText);
    private final Lookup lookup;
    private Board shownBoard;        // the board the text stands for; null while the text does not read
    private boolean programEdit;     // the text is changed by this view, not typed: no step of its own
    private boolean typingNoticed;   // the model heard that this run of typing began

    public BoardSourceElement(Lookup context) {
        super(context);
        lookup = new ProxyLookup(dataObject.getNodeDelegate().getLookup(),
                Lookups.fixed(model, dataObject.getNodeDelegate(), (LineCaret) this::placeCaret));
        // completion edits the text as typing does: one step, which the board follows after the pause
        text.setEditorKit(new XmlColouringKit(BoardMimeResolver.MIME,
                pane -> XmlCompletion.install(pane, SchemaVocabulary::boards, UndoableReplace::asCompoundEdit)));
        typing.onEachChange(this::typed).follow(text.getDocument());
        text.getDocument().addUndoableEditListener(this::edited);
        problemList.setVisibleRowCount(4);
        JScrollPane textScroll = new JScrollPane(text);
        LineNumbers.install(textScroll, text);
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, textScroll, new JScrollPane(problemList));
        split.setResizeWeight(0.85);
        add(split, BorderLayout.CENTER);
        text.getInputMap().put(KeyStroke.getKeyStroke("ctrl S"), "save-board");
        text.getActionMap().put("save-board", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                save();
            }
        });
    }

    /** Reads typed text back into the model now, if there is any (see the class comment). */
    @Override
    public void readBack() {
        typing.flush();
    }

    /** The user changed the text: a step of the board's history (merged with the run of typing it goes on). */
    private void edited(UndoableEditEvent e) {
        if (!programEdit) {
            model.undoRedo().undoableEditHappened(new UndoableEditEvent(this,
                    new SourceEdit(e.getEdit(), this::asProgram, this::readNow, this::readNow)));
        }
    }

    /** After Undo or Redo of typing the board follows at once, with whatever was typed before it. */
    private void readNow() {
        if (typing.pending()) {
            typing.flush();
        } else {
            readText();
        }
    }

    private void typed() {
        if (!typingNoticed) {
            typingNoticed = true;
            model.sourceTyped();        // modified from the first key: the title, Save and autosave follow
        }
    }

    private void readText() {
        typingNoticed = false;
        String source = text.getText();
        ReadResult<Board> result = BoardLoader.load(source, dataObject.getPrimaryFile().getNameExt());
        if (result instanceof ReadResult.Read<Board> loaded) {
            shownBoard = loaded.value();
            problemList.setListData(new Problem[0]);
            model.followSource(loaded.value());
        } else if (result instanceof ReadResult.Failed<Board> failed) {
            shownBoard = null;
            problemList.setListData(failed.problems().toArray(Problem[]::new));
            model.followUnparsed(source, failed.problems());
        }
    }

    /** A step of the board: the text shows it too, and that change goes into the step, to be undone with it. */
    @Override
    public UndoableEdit show(String newText) {
        Board before = shownBoard;
        Board after = model.unparsedText().isPresent() ? null : model.board();
        UndoableEdit[] change = new UndoableEdit[1];
        asProgram(() -> change[0] = replace(newText, true));
        shownBoard = after;
        return new SourceEdit(change[0], this::asProgram, () -> shownBoard = before, () -> shownBoard = after);
    }

    @Override
    public boolean typing() {
        return typing.pending();
    }

    /** The model changed (a step, undo, reload): the text follows unless it already says this. */
    @Override
    protected void modelChanged() {
        updateTitle();
        if (typing.pending() || model.inGesture()) {
            return;     // the user is typing: their text wins; a drag shows in the text when it ends, as a step
        }
        if (model.unparsedText().isPresent()) {
            String unparsed = model.unparsedText().get();
            if (!unparsed.equals(text.getText())) {
                asProgram(() -> replace(unparsed, false));
            }
            problemList.setListData(model.problems().toArray(Problem[]::new));
            shownBoard = null;
        } else if (shownBoard == null || !shownBoard.equals(model.board())) {
            shownBoard = model.board();
            String xml = BoardXml.toXml(shownBoard);
            asProgram(() -> replace(xml, false));
            problemList.setListData(new Problem[0]);
        }
    }

    /** Replaces only the part of the text that differs (the caret stays); returns that change when asked to. */
    private UndoableEdit replace(String newText, boolean keep) {
        DocumentEdit.Change change = DocumentEdit.change(text.getText(), newText);
        AbstractDocument doc = (AbstractDocument) text.getDocument();
        int caret = text.getCaretPosition();
        try {
            if (keep) {
                return UndoableReplace.captured(doc, change.start(), change.length(), change.text());
            }
            doc.replace(change.start(), change.length(), change.text(), null);
            return null;
        } catch (BadLocationException e) {
            throw new IllegalStateException("the change was measured on this very text", e);
        } finally {
            text.setCaretPosition(Math.min(caret, doc.getLength()));
        }
    }

    /** Changes the text as this view's own edit: neither a step of its own nor typing for the board to follow. */
    private void asProgram(Runnable edit) {
        boolean before = programEdit;
        programEdit = true;
        try {
            typing.withoutFollowing(edit);
        } finally {
            programEdit = before;
        }
    }

    /** Go to Line from the Issues window: the caret on the problem's line and column. */
    private void placeCaret(int line, int column) {
        text.setCaretPosition(LineCaret.offset(text.getDocument(), line, column));
        text.requestFocusInWindow();
    }

    /** For tests: the text shown. */
    String text() {
        return text.getText();
    }

    /** For tests: the text component. */
    JEditorPane textPane() {
        return text;
    }

    @Override
    public Lookup getLookup() {
        return lookup;
    }

    @Override
    public void componentOpened() {
        super.componentOpened();
        modelChanged();
        model.attachSource(this);
    }

    @Override
    public void componentClosed() {
        readBack();
        model.attachSource(null);
        super.componentClosed();
    }

    @Override
    public void componentHidden() {
        readBack();
    }

    @Override
    public void componentActivated() {
        text.requestFocusInWindow();
    }

    @Override
    public void componentDeactivated() {
        readBack();
    }

    @Override
    public UndoRedo getUndoRedo() {
        return model.undoRedo();
    }

    @Override
    public CloseOperationState canCloseElement() {
        readBack();
        return super.canCloseElement();
    }
}
