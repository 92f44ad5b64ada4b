package org.rallyworkbench.editor.board.file;

import java.beans.PropertyChangeEvent;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.swing.JEditorPane;
import org.netbeans.core.api.multiview.MultiViews;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.cookies.EditorCookie;
import org.openide.cookies.OpenCookie;
import org.openide.cookies.SaveCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.loaders.DataObjectExistsException;
import org.openide.loaders.MultiDataObject;
import org.openide.loaders.MultiFileLoader;
import org.openide.loaders.SaveAsCapable;
import org.openide.util.Mutex;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.CloneableTopComponent;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.autosave.AutosaveRecovery;
import org.rallyworkbench.editor.autosave.Autosaves;
import org.rallyworkbench.editor.autosave.BoardAutosaver;
import org.rallyworkbench.editor.autosave.RecoveryDialog;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Problem;

/**
 * A {@code *.board.xml} file. It opens in a MultiView editor (the Design and Source views) over one
 * {@link BoardModel}, which this object creates on first use. The file's text is the document of its editor support
 * ({@link BoardEditorSupport}, in the lookup as the {@code EditorCookie}), which the board follows and the Design
 * view's steps write into ({@link BoardText}); saving writes that text atomically, keeping a {@code .bak}.
 */
@Messages({
    "LBL_Board_LOADER=Rally Board",
    "# {0} - folder", "MSG_CannotSaveInto=cannot save into {0}",
    "# {0} - file name", "MSG_ReplaceExisting={0} already exists. Replace it?",
    "LBL_SaveAs=Save As",
    "# {0} - the reason", "MSG_CannotReadBoard=cannot read: {0}"
})
@DataObject.Registration(mimeType = BoardMimeResolver.MIME, iconBase = BoardDataObject.ICON,
        displayName = "#LBL_Board_LOADER", position = 300)
@ActionReferences({
    @ActionReference(path = "Loaders/" + BoardMimeResolver.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.OpenAction"), position = 100, separatorAfter = 200),
    @ActionReference(path = "Loaders/" + BoardMimeResolver.MIME + "/Actions",
            id = @ActionID(category = "Edit", id = "org.openide.actions.CopyAction"), position = 300),
    @ActionReference(path = "Loaders/" + BoardMimeResolver.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.PropertiesAction"), position = 1400)
})
public final class BoardDataObject extends MultiDataObject {

    public static final String ICON = "org/rallyworkbench/editor/board/file/board16.png";

    private final SaveCookie saver = this::save;
    private final BoardEditorSupport support;
    private BoardModel model;
    private BoardText text;      // null if the file could not be read: then nothing is saved over it
    private CloneableTopComponent editor;

    public BoardDataObject(FileObject primaryFile, MultiFileLoader loader) throws DataObjectExistsException, IOException {
        super(primaryFile, loader);
        support = new BoardEditorSupport(this, getCookieSet());
        getCookieSet().add(support);
        getCookieSet().assign(SaveAsCapable.class, (SaveAsCapable) this::saveAs);
    }

    @Override
    protected int associateLookup() {
        return 1;
    }

    /** The open board's document model, read from the file's text on first use. */
    public synchronized BoardModel model() {
        if (model == null) {
            model = new BoardModel(Board.builder(getPrimaryFile().getName(), 1, 1).build());
            try {
                text = new BoardText(model, support.openDocument(), getPrimaryFile().getNameExt());
                support.sendEditsTo(text::edited);
                model.attachSource(text);
                text.loaded();
                support.addPropertyChangeListener(this::reloaded);
            } catch (IOException e) {
                String why = e.getLocalizedMessage() == null ? e.toString() : e.getLocalizedMessage();
                model.followUnparsed("", List.of(new Problem(getPrimaryFile().getNameExt(), 0, 0,
                        Bundle.MSG_CannotReadBoard(why))));
                model.markSaved();
            }
            model.addListener(m -> modifiedChanged(m.isModified()));
            Autosaves.store().ifPresent(store -> new BoardAutosaver(store, model,
                    () -> Autosaves.sourceOf(getPrimaryFile()), Autosaves.intervalMillis()).install());
        }
        return model;
    }

    /** The board's text, attached to its model (null if the file could not be read). */
    synchronized BoardText text() {
        model();
        return text;
    }

    /**
     * Shows the board's text in {@code pane} (the Source view): the editor support's kit and document. Empty, and
     * read only, if the file could not be read.
     */
    public void showText(JEditorPane pane) {
        pane.setEditorKit(support.kit());
        BoardText board = text();
        if (board != null) {
            pane.setDocument(board.document());
        } else {
            pane.setEditable(false);
        }
    }

    /** {@code pane} shows the board's text while its view is open: the Design steps leave its caret in place. */
    public void textShowing(JEditorPane pane, boolean showing) {
        BoardText board = text();
        if (board != null && showing) {
            board.shownIn(pane);
        } else if (board != null) {
            board.notShownIn(pane);
        }
    }

    /** The editor support reloaded the file after another program changed it: the board reads the new text. */
    private void reloaded(PropertyChangeEvent e) {
        if (EditorCookie.Observable.PROP_RELOADING.equals(e.getPropertyName()) && Boolean.FALSE.equals(e.getNewValue())) {
            text.loaded();
        }
    }

    /** Takes the file's text back, throwing away what was changed since (Discard when closing). */
    public void discardChanges() {
        if (text != null) {
            text.discard(readText());
        }
    }

    /** The file's text now; empty if it cannot be read. */
    public String readText() {
        try {
            return getPrimaryFile().asText(StandardCharsets.UTF_8.name());
        } catch (IOException e) {
            return "";
        }
    }

    public void open() {
        if (editor == null || !editor.isOpened()) {
            offerRecovery();
            editor = MultiViews.createCloneableMultiView(BoardMimeResolver.MIME, this);
            editor.setDisplayName(getPrimaryFile().getNameExt());
            editor.open();
        }
        editor.requestActive();
    }

    /** If an autosave of this board is left over from a session that crashed, asks whether to recover it. */
    public void offerRecovery() {
        Autosaves.store().ifPresent(store -> new AutosaveRecovery(store, new RecoveryDialog())
                .offer(model(), Autosaves.sourceOf(getPrimaryFile()), getPrimaryFile().getNameExt()));
    }

    /**
     * Saves the board's text through its editor support: with any text typed in its Source view a moment ago (read
     * on the event thread: Save All calls from another thread), atomically, keeping a {@code .bak}. A file that could
     * not be read is not written over.
     */
    public void save() throws IOException {
        if (text() != null) {
            support.saveDocument();
        }
    }

    /** Reads the Source view's typing into the model on the event thread, waiting for it. */
    void readTypedText() {
        BoardModel m = model();
        Mutex.EVENT.writeAccess((Mutex.Action<Void>) () -> {
            m.readTypedText();
            return null;
        });
    }

    /** Writes the board's text to a new file and opens that; this file stays as it is. */
    private void saveAs(FileObject folder, String fileName) throws IOException {
        File dir = FileUtil.toFile(folder);
        if (dir == null) {
            throw new IOException(Bundle.MSG_CannotSaveInto(folder));
        }
        File target = new File(dir, BoardMimeResolver.boardFileName(fileName));
        // the chooser asked about overwriting the name as typed, not the one with the board suffix added
        if (!target.getName().equals(fileName) && target.exists() && !confirmReplace(target)) {
            return;
        }
        readTypedText();
        AtomicFileWriter.write(target.toPath(), model.textToSave());
        folder.refresh();
        SaveNotice.saved(target.toPath());
        FileObject created = FileUtil.toFileObject(FileUtil.normalizeFile(target));
        if (created != null) {
            DataObject.find(created).getLookup().lookup(OpenCookie.class).open();
        }
    }

    private static boolean confirmReplace(File target) {
        NotifyDescriptor ask = new NotifyDescriptor.Confirmation(Bundle.MSG_ReplaceExisting(target.getName()),
                Bundle.LBL_SaveAs(), NotifyDescriptor.OK_CANCEL_OPTION, NotifyDescriptor.WARNING_MESSAGE);
        return DialogDisplayer.getDefault().notify(ask) == NotifyDescriptor.OK_OPTION;
    }

    /** The one modified state: the data object's, and Save offered, follow the board's text. */
    private void modifiedChanged(boolean modified) {
        if (modified != isModified()) {
            setModified(modified);
        }
        support.offerSave(saver, modified);
    }

    /** The open editor window, if any (for tests and tool windows). */
    public TopComponent editorWindow() {
        return editor;
    }

}
