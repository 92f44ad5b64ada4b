package org.rallyworkbench.editor.autosave;

import java.io.File;
import java.util.Optional;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.modules.Places;

/**
 * Where the application keeps autosaves ({@code <userdir>/var/autosave}) and how often it writes them
 * (every 30 s; the system property {@value #INTERVAL_PROPERTY} sets other milliseconds, for tests).
 * Without a user directory (plain unit tests) there is no store and nothing is autosaved.
 */
public final class Autosaves {

    public static final String INTERVAL_PROPERTY = "rally.autosave.interval.ms";
    static final int DEFAULT_INTERVAL_MS = 30_000;

    private Autosaves() {
    }

    public static Optional<AutosaveStore> store() {
        File userdir = Places.getUserDirectory();
        return userdir == null ? Optional.empty()
                : Optional.of(new AutosaveStore(userdir.toPath().resolve("var").resolve("autosave")));
    }

    public static int intervalMillis() {
        try {
            int ms = Integer.parseInt(System.getProperty(INTERVAL_PROPERTY, "" + DEFAULT_INTERVAL_MS).trim());
            return ms > 0 ? ms : DEFAULT_INTERVAL_MS;
        } catch (NumberFormatException e) {
            return DEFAULT_INTERVAL_MS;
        }
    }

    /** The key of a board file: its absolute path on disk, else its URL (memory file systems). */
    public static String sourceOf(FileObject fo) {
        File f = FileUtil.toFile(fo);
        return f != null ? f.getAbsoluteFile().toPath().normalize().toString() : fo.toURL().toString();
    }
}
