package org.rallyworkbench.editor.scenario.run;

import java.io.File;
import java.nio.file.Path;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.loaders.DataObjectNotFoundException;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;

/**
 * The public way to open a Replay on a scenario (Run Scenario does the same from the editor; a bot game opens its
 * written scenario so): opens the file's editor, runs the scenario with the engine off the event thread, then
 * shows its Replay tab and its result in Test Results.
 */
public final class OpenReplay {

    private OpenReplay() {
    }

    /** Runs {@code scenario} and shows its Replay; false when the file is not a scenario the editor can open. */
    public static boolean of(Path scenario) {
        FileObject fo = FileUtil.toFileObject(FileUtil.normalizeFile(new File(scenario.toAbsolutePath().toString())));
        if (fo == null) {
            return false;
        }
        try {
            return DataObject.find(fo) instanceof ScenarioDataObject dob && of(dob);
        } catch (DataObjectNotFoundException e) {
            return false;
        }
    }

    /** Runs the open or openable scenario {@code dob} and shows its Replay. */
    public static boolean of(ScenarioDataObject dob) {
        ScenarioWindows.showReplay(dob);
        ScenarioRunTask.start(dob);
        return true;
    }
}
