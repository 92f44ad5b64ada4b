package org.rallyworkbench.editor.ui;

import java.io.File;
import java.util.prefs.Preferences;
import org.openide.util.NbPreferences;

/**
 * Where a file chooser starts: the folder last chosen with it (remembered in the module's NbPreferences under a
 * key), else the first existing folder near the user's work (the open board's or scenario's), else the home folder.
 */
public final class RememberedFolder {

    private final Preferences prefs;
    private final String key;

    /** A folder remembered under {@code key} in the preferences of {@code module}'s module. */
    public RememberedFolder(Class<?> module, String key) {
        this.prefs = NbPreferences.forModule(module);
        this.key = key;
    }

    /** The folder to start in; {@code nearby} are tried in order after the remembered one (nulls are skipped). */
    public File startIn(File... nearby) {
        return firstFolder(prefs.get(key, null), nearby);
    }

    /** Remembers the folder the user chose (or the folder of the file chosen). */
    public void remember(File folder) {
        if (folder != null) {
            prefs.put(key, folder.getAbsolutePath());
        }
    }

    /** The remembered folder if it still exists, else the first existing {@code nearby}, else the home folder. */
    static File firstFolder(String remembered, File... nearby) {
        if (remembered != null && new File(remembered).isDirectory()) {
            return new File(remembered);
        }
        for (File f : nearby) {
            if (f != null && f.isDirectory()) {
                return f;
            }
        }
        return new File(System.getProperty("user.home"));
    }
}
