package org.rallyworkbench.editor.board.design;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Typed element keys reach the board after Analyze Board…: after its dialog is cancelled, after its panel shows
 * and after the panel is closed, without a click on the board in between (they were lost until one). Drives the
 * real Design view in a child JVM on an X display ({@link AnalyzeFocusDriver}), as {@link EditorGuiTest} does.
 */
class AnalyzeFocusTest {

    @Test
    void elementKeysReachTheBoardAfterTheAnalysisDialogAndPanel(@TempDir Path dir) throws Exception {
        Path file = DesignWindow.write(dir, "focus");
        DriverJvm.runOrFail(dir, AnalyzeFocusDriver.class, 90, "a typed key did not reach the board", file.toString());
    }
}
