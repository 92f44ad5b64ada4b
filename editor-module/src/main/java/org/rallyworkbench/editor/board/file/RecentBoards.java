package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.prefs.Preferences;
import org.openide.util.NbPreferences;

/**
 * The boards opened last, newest first, at most {@value #MAX}, kept in the module's preferences (one
 * path a line). Files that are gone are left out when the list is shown.
 */
public final class RecentBoards {

    static final int MAX = 10;
    private static final String KEY = "recentBoards";

    private final Preferences prefs;

    RecentBoards(Preferences prefs) {
        this.prefs = prefs;
    }

    public static RecentBoards get() {
        return new RecentBoards(NbPreferences.forModule(RecentBoards.class));
    }

    /** Puts a board on top of the list. */
    public void opened(File file) {
        prefs.put(KEY, String.join("\n", pushed(stored(), file.getAbsolutePath())));
    }

    /** The recent boards that still exist, newest first. */
    public List<File> existing() {
        List<File> files = new ArrayList<>();
        for (String path : stored()) {
            File f = new File(path);
            if (f.isFile()) {
                files.add(f);
            }
        }
        return files;
    }

    public void clear() {
        prefs.remove(KEY);
    }

    private List<String> stored() {
        String all = prefs.get(KEY, "");
        return all.isEmpty() ? List.of() : Arrays.asList(all.split("\n"));
    }

    /** The list with {@code path} first, no duplicates, cut to {@value #MAX}. */
    static List<String> pushed(List<String> list, String path) {
        List<String> result = new ArrayList<>();
        result.add(path);
        for (String p : list) {
            if (!p.equals(path) && result.size() < MAX) {
                result.add(p);
            }
        }
        return List.copyOf(result);
    }
}
