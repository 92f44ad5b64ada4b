package org.rallyworkbench.editor.ui;

import java.io.File;
import java.util.Optional;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.windows.Mode;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * The document the user works on: the activated window's file when it is a document, else the one selected in
 * the editor area (so a tool window such as Issues or Test Results having the focus does not change it).
 * Where file choosers and wizards start. Event thread.
 */
public final class ActiveDocument {

    private ActiveDocument() {
    }

    /** The active document's file, if any. */
    public static Optional<File> file() {
        return dataObject().map(d -> FileUtil.toFile(d.getPrimaryFile()));
    }

    /** The active document's folder, if any. */
    public static Optional<File> folder() {
        return file().map(File::getParentFile).filter(File::isDirectory);
    }

    public static Optional<DataObject> dataObject() {
        TopComponent active = TopComponent.getRegistry().getActivated();
        Optional<DataObject> d = of(active);
        if (d.isPresent()) {
            return d;
        }
        Mode editors = WindowManager.getDefault().findMode("editor");
        return editors == null ? Optional.empty() : of(editors.getSelectedTopComponent());
    }

    private static Optional<DataObject> of(TopComponent tc) {
        if (tc == null) {
            return Optional.empty();
        }
        DataObject d = tc.getLookup().lookup(DataObject.class);
        return d == null || FileUtil.toFile(d.getPrimaryFile()) == null ? Optional.empty() : Optional.of(d);
    }
}
