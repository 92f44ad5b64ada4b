package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.netbeans.core.api.multiview.MultiViews;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
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
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;

/**
 * A {@code *.board.xml} file. It opens in a MultiView editor (the Design and Source views in
 * {@code view}) over one {@link BoardModel}, which this object creates on first use and saves:
 * atomically, keeping a {@code .bak}.
 */
@Messages({
    "LBL_Board_LOADER=Rally Board",
    "# {0} - folder", "MSG_CannotSaveInto=cannot save into {0}",
    "# {0} - file name", "MSG_ReplaceExisting={0} already exists. Replace it?",
    "LBL_SaveAs=Save As"
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
    private BoardModel model;
    private String lastText;     // what the file held when we last read or wrote it: tells our writes from others'
    private CloneableTopComponent editor;

    public BoardDataObject(FileObject primaryFile, MultiFileLoader loader) throws DataObjectExistsException, IOException {
        super(primaryFile, loader);
        getCookieSet().add((OpenCookie) this::open);
        getCookieSet().assign(SaveAsCapable.class, (SaveAsCapable) this::saveAs);
    }

    @Override
    protected int associateLookup() {
        return 1;
    }

    /** The open board's document model, read from the file on first use. */
    public synchronized BoardModel model() {
        if (model == null) {
            String text = readText();
            model = new BoardModel(Board.builder(getPrimaryFile().getName(), 1, 1).build());
            load(text);
            model.addListener(m -> modifiedChanged(m.isModified()));
            getPrimaryFile().addFileChangeListener(new ExternalChangeWatcher(this));
            Autosaves.store().ifPresent(store -> new BoardAutosaver(store, model,
                    () -> Autosaves.sourceOf(getPrimaryFile()), Autosaves.intervalMillis()).install());
        }
        return model;
    }

    /** Takes the file's text as the model's new state (first open, or reloading after an outside change). */
    public void load(String text) {
        lastText = text;
        ReadResult<Board> result = BoardLoader.load(text, getPrimaryFile().getNameExt());
        if (result instanceof ReadResult.Read<Board> loaded) {
            model.reset(loaded.value());
        } else if (result instanceof ReadResult.Failed<Board> failed) {
            model.reset(model.board());
            model.setUnparsed(text, failed.problems());
        }
        model.markSaved();
    }

    /** The file's text now; empty if it cannot be read (the problem then shows as a reading error). */
    public String readText() {
        try {
            return getPrimaryFile().asText(StandardCharsets.UTF_8.name());
        } catch (IOException e) {
            return "";
        }
    }

    /** Whether the file holds what we last read or wrote, so a change event came from us. */
    public boolean fileIsOurs() {
        return readText().equals(lastText);
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
     * Saves what the board holds, with any text typed in its Source view a moment ago (read on the event thread,
     * before taking this object's lock: Save All calls from another thread).
     */
    public void save() throws IOException {
        readTypedText();
        write();
    }

    /** Reads the Source view's typing into the model on the event thread, waiting for it. */
    private void readTypedText() {
        BoardModel m = model();
        Mutex.EVENT.writeAccess((Mutex.Action<Void>) () -> {
            m.readTypedText();
            return null;
        });
    }

    private synchronized void write() throws IOException {
        String text = model.textToSave();
        File file = FileUtil.toFile(getPrimaryFile());
        if (file != null) {
            AtomicFileWriter.write(file.toPath(), text);
            lastText = text;
            getPrimaryFile().refresh();
            SaveNotice.saved(file.toPath());
        } else {
            // not on disk (e.g. a memory file system in tests): no rename is possible, write in place
            lastText = text;
            try (OutputStream out = getPrimaryFile().getOutputStream()) {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            }
        }
        model.markSaved();
    }

    /** Writes the board to a new file and opens that; this file stays as it is. */
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

    private void modifiedChanged(boolean modified) {
        if (modified != isModified()) {
            setModified(modified);
            if (modified) {
                getCookieSet().assign(SaveCookie.class, saver);
            } else {
                getCookieSet().assign(SaveCookie.class);
            }
        }
    }

    /** The open editor window, if any (for tests and tool windows). */
    public TopComponent editorWindow() {
        return editor;
    }

}
