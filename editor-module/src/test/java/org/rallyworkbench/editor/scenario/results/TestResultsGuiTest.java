package org.rallyworkbench.editor.scenario.results;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.editor.board.design.DriverJvm;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;

/**
 * The Test Results window with folders, Failed Only, durations and out-of-date marks, clicked on an X display
 * ({@link TestResultsDriver}, in its own JVM, as the editor's other GUI tests are).
 */
class TestResultsGuiTest {

    @Test
    void foldersFilterDurationsAndOutOfDateMarks(@TempDir Path dir) throws Exception {
        Path suite = dir.resolve("suite");
        Files.createDirectories(suite.resolve("a"));
        Files.createDirectories(suite.resolve("b"));
        for (String name : List.of("pressor", "tractor")) {
            Files.copy(ScenarioFixtures.SUITE.resolve("options/" + name + ".scenario.xml"),
                    suite.resolve("a/" + name + ".scenario.xml"));
        }
        Files.writeString(suite.resolve("b/failing.scenario.xml"), ScenarioFixtures.failingPush());
        Path picture = dir.resolve("results.png");
        DriverJvm.runOrFail(dir, TestResultsDriver.class, 120, "the Test Results window did not show what it should",
                suite.toString(), picture.toString());
        if (System.getProperty("rally.screenshots") != null) {
            Files.copy(picture, Path.of(System.getProperty("rally.screenshots"), "test-results.png"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
