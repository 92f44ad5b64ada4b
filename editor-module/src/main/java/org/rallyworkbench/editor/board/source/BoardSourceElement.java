package org.rallyworkbench.editor.board.source;

import java.awt.BorderLayout;
import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.JEditorPane;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.KeyStroke;
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
 * numbers, schema completion). Text is read back when the user pauses typing ({@link FollowText}, as the scenario's
 * Design view follows its text) and when the tab is left: a board that reads becomes one undoable step in the
 * model; text that does not read is kept as it is (and saved as it is) with its problems listed below.
 */
@Messages("LBL_Board_SOURCE=Source")
@MultiViewElement.Registration(displayName = "#LBL_Board_SOURCE", iconBase = BoardDataObject.ICON,
        mimeType = BoardMimeResolver.MIME, persistenceType = TopComponent.PERSISTENCE_NEVER,
        preferredID = "rally.board.source", position = 2000)
public final class BoardSourceElement extends BoardViewElement {

    private static final int IDLE_MS = 700;

    private final JEditorPane text = new JEditorPane();
    private final JList<Problem> problemList = new JList<>();
    private final FollowText typing = new FollowText(IDLE_MS, this::readText);
    private final Lookup lookup;
    private Board shownBoard;        // the board the text stands for; null while the text does not read
    private final SourceUndoRedo undoRedo;

    public BoardSourceElement(Lookup context) {
        super(context);
        lookup = new ProxyLookup(dataObject.getNodeDelegate().getLookup(),
                Lookups.fixed(model, dataObject.getNodeDelegate(), (LineCaret) this::placeCaret));
        undoRedo = new SourceUndoRedo(model.undoRedo(), typing::pending, this::readBack);
        // completion edits the text as typing does: read back into the model (one undo step) after the pause
        text.setEditorKit(new XmlColouringKit(BoardMimeResolver.MIME,
                pane -> XmlCompletion.install(pane, SchemaVocabulary::boards, UndoableReplace::asCompoundEdit)));
        typing.onEachChange(undoRedo::pendingChanged).follow(text.getDocument());
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
                readBack();
                save();
            }
        });
    }

    /** Reads typed text back into the model now, if there is any (see the class comment). */
    void readBack() {
        typing.flush();
    }

    private void readText() {
        undoRedo.pendingChanged();
        String source = text.getText();
        ReadResult<Board> result = BoardLoader.load(source, dataObject.getPrimaryFile().getNameExt());
        if (result instanceof ReadResult.Read<Board> loaded) {
            shownBoard = loaded.value();
            problemList.setListData(new Problem[0]);
            model.sourceParsed(loaded.value());
        } else if (result instanceof ReadResult.Failed<Board> failed) {
            shownBoard = null;
            problemList.setListData(failed.problems().toArray(Problem[]::new));
            model.setUnparsed(source, failed.problems());
        }
    }

    /** The model changed (a Design edit, undo, reload): the text follows unless it already says this. */
    @Override
    protected void modelChanged() {
        updateTitle();
        if (typing.pending()) {
            return;     // the user is typing: their text wins, it is read back shortly
        }
        if (model.unparsedText().isPresent()) {
            String unparsed = model.unparsedText().get();
            if (!unparsed.equals(text.getText())) {
                setText(unparsed);
            }
            problemList.setListData(model.problems().toArray(Problem[]::new));
            shownBoard = null;
        } else if (shownBoard == null || !shownBoard.equals(model.board())) {
            shownBoard = model.board();
            setText(BoardXml.toXml(shownBoard));
            problemList.setListData(new Problem[0]);
        }
    }

    private void setText(String newText) {
        typing.withoutFollowing(() -> {
            int caret = Math.min(text.getCaretPosition(), newText.length());
            text.setText(newText);
            text.setCaretPosition(caret);
        });
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
        return undoRedo;
    }

    @Override
    public CloseOperationState canCloseElement() {
        readBack();
        return super.canCloseElement();
    }
}
