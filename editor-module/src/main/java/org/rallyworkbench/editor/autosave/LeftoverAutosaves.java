package org.rallyworkbench.editor.autosave;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The boards whose autosave outlived the last session, to offer their recovery at startup. A board counts
 * when its file still exists and its autosave differs from it; an autosave that equals the file holds
 * nothing to recover and is removed. An autosave whose board file is gone (a memory file system, a
 * drive not mounted) is left alone.
 */
public final class LeftoverAutosaves {

    private static final Logger LOG = Logger.getLogger(LeftoverAutosaves.class.getName());

    private LeftoverAutosaves() {
    }

    /** The board files to offer, sorted by path. */
    public static List<Path> boardsToRecover(AutosaveStore store) {
        List<Path> boards = new ArrayList<>();
        for (AutosaveStore.Entry e : store.entries()) {
            Path file;
            try {
                file = Paths.get(e.source());
            } catch (RuntimeException notAPath) {
                continue;       // e.g. a URL key of a board that lived in a memory file system
            }
            if (!file.isAbsolute() || !Files.isRegularFile(file)) {
                continue;
            }
            try {
                if (Files.readString(file, StandardCharsets.UTF_8).equals(e.text())) {
                    store.remove(e.source());
                } else {
                    boards.add(file);
                }
            } catch (IOException ex) {
                LOG.log(Level.INFO, "cannot compare the autosave of " + file, ex);
                boards.add(file);       // let the prompt on opening decide
            }
        }
        boards.sort(null);
        return boards;
    }
}
