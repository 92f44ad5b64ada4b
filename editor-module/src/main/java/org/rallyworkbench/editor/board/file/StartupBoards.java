package org.rallyworkbench.editor.board.file;

import java.awt.EventQueue;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import org.openide.filesystems.FileUtil;
import org.openide.windows.OnShowing;
import org.openide.windows.WindowManager;
import org.rallyworkbench.editor.autosave.Autosaves;
import org.rallyworkbench.editor.autosave.LeftoverAutosaves;

/**
 * Opens what the command line named once the main window is showing, or a bundled sample board when it
 * named nothing; then every board whose autosave outlived the last session, each asking whether to recover
 * its unsaved changes (the sample is left out then). The command line may be processed before or after the window shows (and again when a
 * second launch forwards its arguments), so both events meet here.
 */
@OnShowing
public final class StartupBoards implements Runnable {

    private static final Object LOCK = new Object();
    private static final List<File> pending = new ArrayList<>();
    private static boolean windowShowing;
    private static boolean anyRequested;

    static void request(List<File> files) {
        if (files.isEmpty()) {
            return;
        }
        synchronized (LOCK) {
            anyRequested = true;
            if (!windowShowing) {
                pending.addAll(files);
                return;
            }
        }
        EventQueue.invokeLater(() -> files.forEach(BoardOpener::open));
    }

    /** Called by the window system on the event thread once the main window is showing. */
    @Override
    public void run() {
        if (!WindowManager.getDefault().getMainWindow().isShowing()) {
            // no window system (a JVM that only uses the Platform's libraries, as the GUI test drivers do; every
            // editor support reaches the window manager, whose stand-in then runs this): nothing to open boards in
            return;
        }
        List<File> files;
        boolean sample;
        synchronized (LOCK) {
            windowShowing = true;
            files = List.copyOf(pending);
            pending.clear();
            sample = !anyRequested;
        }
        List<File> recover = boardsToRecover(files);
        if (sample && recover.isEmpty()) {
            SampleBoards.defaultSample().ifPresent(BoardOpener::open);
        } else {
            files.forEach(BoardOpener::open);
        }
        // Opening a board with an autosave left over asks whether to recover it.
        recover.forEach(BoardOpener::open);
    }

    /** The boards, besides those named, whose unsaved changes outlived the last session. */
    private static List<File> boardsToRecover(List<File> named) {
        List<File> opening = new ArrayList<>();
        named.forEach(f -> opening.add(FileUtil.normalizeFile(f)));
        List<File> recover = new ArrayList<>();
        Autosaves.store().ifPresent(store -> LeftoverAutosaves.boardsToRecover(store).forEach(p -> {
            File f = FileUtil.normalizeFile(p.toFile());
            if (!opening.contains(f)) {
                recover.add(f);
            }
        }));
        return recover;
    }
}
