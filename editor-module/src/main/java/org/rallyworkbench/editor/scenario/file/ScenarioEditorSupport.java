package org.rallyworkbench.editor.scenario.file;

import javax.swing.text.StyledDocument;
import org.netbeans.core.api.multiview.MultiViews;
import org.openide.awt.UndoRedo;
import org.openide.cookies.CloseCookie;
import org.openide.cookies.EditCookie;
import org.openide.cookies.OpenCookie;
import org.openide.cookies.PrintCookie;
import org.openide.cookies.SaveCookie;
import org.openide.loaders.MultiDataObject;
import org.openide.nodes.CookieSet;
import org.rallyworkbench.editor.board.file.XmlFileSupport;
import org.rallyworkbench.editor.text.UndoableReplace;
import org.rallyworkbench.editor.text.completion.SchemaVocabulary;
import org.rallyworkbench.editor.text.completion.TextReplacement;

/**
 * The text document of a scenario file, shared by its Design, Replay and Source views (the same kind of editor
 * support as a board's, {@link XmlFileSupport}): opens the MultiView editor, saves atomically keeping a
 * {@code .bak}, and hands out the document's undo manager so that edits made from any view undo from any view.
 */
public final class ScenarioEditorSupport extends XmlFileSupport
        implements OpenCookie, EditCookie, CloseCookie, PrintCookie {

    private final SaveCookie saver = this::saveDocument;

    public ScenarioEditorSupport(MultiDataObject dob, CookieSet cookies, String mimeType) {
        // completes from the scenario schema (with the board schema inside an inline board)
        super(dob, cookies, mimeType, SchemaVocabulary::scenarios);
    }

    /** The undo manager of the document: the Source view's, which the Design and Replay views share. */
    public UndoRedo.Manager undoRedo() {
        return getUndoRedo();
    }

    /**
     * How a chosen completion goes into the document: one commit group of its undo manager, so one Undo takes it
     * back, as it takes back one Design edit.
     */
    @Override
    public TextReplacement completionEdits() {
        return (doc, start, length, text) -> {
            if (doc instanceof StyledDocument styled) {
                UndoableReplace.inCommitGroup(styled, getUndoRedo(), start, length, text);
            } else {
                UndoableReplace.asCompoundEdit(doc, start, length, text);
            }
        };
    }

    @Override
    protected Pane createPane() {
        return (Pane) MultiViews.createCloneableMultiView(mimeType, getDataObject());
    }

    @Override
    protected boolean notifyModified() {
        if (!super.notifyModified()) {
            return false;
        }
        offerSave(saver, true);
        return true;
    }

    @Override
    protected void notifyUnmodified() {
        super.notifyUnmodified();
        offerSave(saver, false);
    }
}
