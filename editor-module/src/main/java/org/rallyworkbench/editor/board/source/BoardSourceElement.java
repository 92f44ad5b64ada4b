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
import org.rallyworkbench.editor.text.LineNumbers;
import org.rallyworkbench.editor.ui.LineCaret;
import org.rallyworkbench.engine.model.Problem;

/**
 * The Source tab: the board's XML, in the same editor as a scenario's Source view (the XML colouring kit, line
 * numbers, schema completion) on the same kind of editor support: the text is the document of the board file's
 * {@code BoardEditorSupport}, the file's text as it stands. Its undo is the board's one history, which the Design
 * view shares: a run of typing is one step of it, and each Design step also changes this text, so Undo in either
 * view takes back the last thing done, typed or painted. The board follows the text when the user pauses typing,
 * when the tab is left, before a save and after Undo; text that does not read is kept as it is (and saved as it is)
 * with its problems listed below.
 */
@Messages("LBL_Board_SOURCE=Source")
@MultiViewElement.Registration(displayName = "#LBL_Board_SOURCE", iconBase = BoardDataObject.ICON,
        mimeType = BoardMimeResolver.MIME, persistenceType = TopComponent.PERSISTENCE_NEVER,
        preferredID = "rally.board.source", position = 2000)
public final class BoardSourceElement extends BoardViewElement {

    private final JEditorPane text = new JEditorPane();
    private final JList<Problem> problemList = new JList<>();
    private final Lookup lookup;

    public BoardSourceElement(Lookup context) {
        super(context);
        lookup = new ProxyLookup(dataObject.getNodeDelegate().getLookup(),
                Lookups.fixed(model, dataObject.getNodeDelegate(), (LineCaret) this::placeCaret));
        dataObject.showText(text);
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
    public void readBack() {
        model.readTypedText();
    }

    /** The model changed (a step, undo, reload): the title and the list of problems follow. */
    @Override
    protected void modelChanged() {
        updateTitle();
        problemList.setListData(model.unparsedText().isPresent()
                ? model.problems().toArray(Problem[]::new) : new Problem[0]);
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
        dataObject.textShowing(text, true);
        modelChanged();
    }

    @Override
    public void componentClosed() {
        readBack();
        dataObject.textShowing(text, false);
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
