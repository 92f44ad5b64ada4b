package org.rallyworkbench.editor.scenario.results;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.editor.board.design.Display;
import org.rallyworkbench.editor.board.design.DriverJvm;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;

/**
 * The Test Results window with folders, Failed Only, durations and out-of-date marks, clicked on an X display
 * ({@link TestResultsDriver}, in its own JVM, as the editor's other GUI tests are).
 */
class TestResultsGuiTest {

    @Test
    void foldersFilterDurationsAndOutOfDateMarks(@TempDir Path dir) throws Exception {
        Optional<Display> display = Display.find();
        assumeTrue(display.isPresent(), "GUI test skipped: no DISPLAY set and no Xvfb on the PATH");
        Path suite = dir.resolve("suite");
        Files.createDirectories(suite.resolve("a"));
        Files.createDirectories(suite.resolve("b"));
        for (String name : List.of("pressor", "tractor")) {
            Files.copy(ScenarioFixtures.SUITE.resolve("options/" + name + ".scenario.xml"),
                    suite.resolve("a/" + name + ".scenario.xml"));
        }
        Files.writeString(suite.resolve("b/failing.scenario.xml"), ScenarioFixtures.failingPush());
        Path log = dir.resolve("driver.log");
        Path picture = dir.resolve("results.png");
        try (Display d = display.get()) {
            boolean ok = DriverJvm.succeeded(DriverJvm.start(d, log, List.of(), TestResultsDriver.class,
                    suite.toString(), picture.toString()), 120);
            String output = Files.readString(log);
            System.out.print(output);
            assertTrue(ok, "the Test Results window did not show what it should:\n" + output);
        }
        if (System.getProperty("rally.screenshots") != null) {
            Files.copy(picture, Path.of(System.getProperty("rally.screenshots"), "test-results.png"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
