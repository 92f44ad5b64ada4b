package org.rallyworkbench.editor.scenario.file;

import javax.swing.text.StyledDocument;
import org.netbeans.core.api.multiview.MultiViews;
import org.openide.awt.UndoRedo;
import org.openide.cookies.CloseCookie;
import org.openide.cookies.EditCookie;
import org.openide.cookies.EditorCookie;
import org.openide.cookies.OpenCookie;
import org.openide.cookies.PrintCookie;
import org.openide.cookies.SaveCookie;
import org.openide.loaders.MultiDataObject;
import org.openide.nodes.CookieSet;
import org.openide.text.DataEditorSupport;
import org.rallyworkbench.editor.text.UndoableReplace;
import org.rallyworkbench.editor.text.XmlColouringKit;
import org.rallyworkbench.editor.text.completion.SchemaVocabulary;
import org.rallyworkbench.editor.text.completion.TextReplacement;
import org.rallyworkbench.editor.text.completion.XmlCompletion;

/**
 * The text document of a scenario file, shared by its Design, Replay and Source views: opens the MultiView
 * editor, saves atomically keeping a {@code .bak} (as boards do), and hands out the document's undo manager so
 * that edits made from any view undo from any view.
 */
public final class ScenarioEditorSupport extends DataEditorSupport
        implements OpenCookie, EditCookie, EditorCookie.Observable, CloseCookie, PrintCookie {

    private final String mimeType;
    private final CookieSet cookies;
    private final SaveCookie saver = this::saveDocument;

    public ScenarioEditorSupport(MultiDataObject dob, CookieSet cookies, String mimeType) {
        super(dob, null, new SaveEnv(dob));
        this.mimeType = mimeType;
        this.cookies = cookies;
        setMIMEType(mimeType);
    }

    /** The undo manager of the document: the Source view's, which the Design and Replay views share. */
    public UndoRedo.Manager undoRedo() {
        return getUndoRedo();
    }

    /**
     * The Source view is syntax coloured like a board's, with the same colouring, and completes from the scenario
     * schema (with the board schema inside an inline board).
     */
    @Override
    protected javax.swing.text.EditorKit createEditorKit() {
        return new XmlColouringKit(mimeType,
                pane -> XmlCompletion.install(pane, SchemaVocabulary::scenarios, completionEdits()));
    }

    /**
     * How a chosen completion goes into the document: one commit group of its undo manager, so one Undo takes it
     * back, as it takes back one Design edit.
     */
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

    /** Like a board's window, a modified scenario's title ends with " *". */
    @Override
    protected String messageName() {
        String name = super.messageName();
        return isModified() && !name.endsWith(" *") ? name + " *" : name;
    }

    @Override
    protected String messageHtmlName() {
        if (!isModified()) {
            return super.messageHtmlName();
        }
        String name = messageName().replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        return "<html><b>" + name + "</b>";
    }

    @Override
    protected boolean asynchronousOpen() {
        return true;
    }

    @Override
    protected boolean notifyModified() {
        if (!super.notifyModified()) {
            return false;
        }
        cookies.assign(SaveCookie.class, saver);
        return true;
    }

    @Override
    protected void notifyUnmodified() {
        super.notifyUnmodified();
        cookies.assign(SaveCookie.class);
    }
}
